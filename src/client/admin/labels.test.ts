import { describe, expect, it } from 'vitest';
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
