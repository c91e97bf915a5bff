import { describe, expect, it } from 'vitest';
import type { Customer } from '#shared/customers.ts';
import { followUpStatus, stalledDays } from './follow-up-status.ts';

const now = new Date(2026, 10, 21, 15, 0); // 21/11/2026, 15:00 local
const customer = (overrides: Partial<Customer>): Customer => ({
  id: 'x',
  nome: 'Conceição Araújo',
  telefone: '(11) 98765-4321',
  whatsapp: '5511987654321',
  email: null,
  produto_interesse: 'Marmita Fit',
  fase: 'prospect',
  data_contato: '2026-11-01T00:00:00.000Z',
  observacoes: null,
  valor: null,
  motivo_perda: null,
  proximo_contato: null,
  fase_alterada_em: now.toISOString(),
  created_at: now.toISOString(),
  sem_campanhas: false,
  ...overrides,
});

describe('follow-up badges', () => {
  it("say 'Hoje' for today and 'Atrasado' for a past date, nothing for later or closed deals", () => {
    expect(followUpStatus(customer({ proximo_contato: '2026-11-21' }), '2026-11-21')).toBe('today');
    expect(followUpStatus(customer({ proximo_contato: '2026-11-20' }), '2026-11-21')).toBe(
      'overdue',
    );
    expect(followUpStatus(customer({ proximo_contato: '2026-11-22' }), '2026-11-21')).toBeNull();
    expect(
      followUpStatus(customer({ proximo_contato: '2026-11-20', fase: 'closed' }), '2026-11-21'),
    ).toBeNull();
  });

  it('mark an open deal stalled after 7 days in the same phase', () => {
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();
    expect(stalledDays(customer({ fase_alterada_em: daysAgo(6.9) }), now)).toBeNull();
    expect(stalledDays(customer({ fase_alterada_em: daysAgo(7) }), now)).toBe(7);
    expect(stalledDays(customer({ fase_alterada_em: daysAgo(30), fase: 'lost' }), now)).toBeNull();
  });
});
