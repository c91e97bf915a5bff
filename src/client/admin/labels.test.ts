import { describe, expect, it } from 'vitest';
import { healthWarning, unsignedCallsText } from './checkout/platform-health.tsx';
import { memberEventLabel, resultLabel, sourceLabel } from './labels.ts';

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

  it('say the checkouts’ event codes in pt-BR, and an unknown one as it came', () => {
    expect(
      ['PURCHASE_APPROVED', 'paid', 'myeduzz.invoice_refunded', 'member.deactivated'].map(
        memberEventLabel,
      ),
    ).toEqual(['Compra aprovada', 'Pedido pago', 'Fatura reembolsada', 'Membro desativado']);
    expect(memberEventLabel('admin.deactivated')).toBe('Desativado pela administração');
    expect(memberEventLabel('PURCHASE_NEW_THING')).toBe('PURCHASE_NEW_THING');
  });

  it('say each delivery result in pt-BR', () => {
    expect(resultLabel('stale')).toBe('mais antigo que o último');
    expect(resultLabel('bad_signature')).toBe('assinatura inválida');
  });

  it('warn about a silent webhook, naming the unsigned calls only beside it', () => {
    const health = { platform: 'hotmart', lastValidAt: null, unsignedCalls: 0 };
    expect(healthWarning({ ...health, warning: 'silent' }, 7)).toBe(
      'Nenhum evento válido do Hotmart há mais de 7 dias: confira a URL do webhook na plataforma.',
    );
    expect(healthWarning({ ...health, warning: 'silent', unsignedCalls: 1 }, 7)).toBe(
      'Nenhum evento válido do Hotmart há mais de 7 dias, mas chegou 1 chamada sem assinatura válida: confira o segredo configurado e a URL do webhook na plataforma.',
    );
    expect(healthWarning({ ...health, platform: 'eduzz', unsignedCalls: 40 }, 7)).toBeUndefined();
    expect(unsignedCallsText(1200)).toBe('1.200 chamadas sem assinatura válida');
  });
});
