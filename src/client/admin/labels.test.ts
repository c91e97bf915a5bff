import { describe, expect, it } from 'vitest';
import * as shared from '#shared/admin.ts';
import * as copies from './constants.ts';
import { healthWarning } from './checkout/platform-health.tsx';
import { resultLabel, sourceLabel } from './labels.ts';

describe('the console words', () => {
  it("name a platform as origin, and 'Manual' for the operator's hand", () => {
    expect(['hotmart', 'kiwify', 'eduzz', 'generic'].map(sourceLabel)).toEqual([
      'Hotmart',
      'Kiwify',
      'Eduzz',
      'Standard Webhooks',
    ]);
    expect(['cli', 'env', 'seed', 'admin'].map(sourceLabel)).toEqual(Array(4).fill('Manual'));
  });

  it('say each delivery result in pt-BR', () => {
    expect(resultLabel('stale')).toBe('mais antigo que o último');
    expect(resultLabel('bad_signature')).toBe('assinatura inválida');
  });

  it('warn about a silent or a refusing webhook', () => {
    expect(healthWarning({ platform: 'hotmart', lastValidAt: null, warning: 'silent' }, 7)).toBe(
      'Nenhum evento válido do Hotmart há mais de 7 dias: confira a URL do webhook na plataforma.',
    );
    expect(healthWarning({ platform: 'kiwify', lastValidAt: null, warning: 'refused' }, 7)).toBe(
      'Os últimos 10 eventos do Kiwify foram recusados: confira o segredo configurado.',
    );
    expect(healthWarning({ platform: 'eduzz', lastValidAt: null }, 7)).toBeUndefined();
  });
});

it("keeps the console's constants equal to the API's", () => {
  expect(copies.REASON_MAX).toBe(shared.REASON_MAX);
  expect(copies.checkoutPlatformNames).toEqual(shared.checkoutPlatformNames);
  expect(copies.USAGE_DAYS).toEqual(shared.USAGE_DAYS);
});
