import type { PublicConfig } from '#shared/app-config.ts';
import type { Me } from '#shared/auth.ts';
import type { CustomerCard } from '#shared/board.ts';
import type { Customer } from '#shared/customers.ts';
import type { Product } from '#shared/products.ts';
import { nicheExamples } from '../products/examples.ts';

/** What GET /api/config answers, for pages that read the app's name, links and limits. */
export const testConfig: PublicConfig = {
  appName: 'FechaZap',
  appUrl: 'https://fechazap.example',
  checkoutUrl: 'https://pay.example.com/fechazap',
  supportWhatsApp: '5511987654321',
  dailyLimits: { scripts: 3, objections: 5, replies: 30, audioMinutes: 30, campaignMessages: 60 },
  aiMode: 'offline',
};

/** A signed-in active member, as GET /api/me answers; overrides replace fields. */
export const testMember = (overrides: Partial<Me> = {}): Me => ({
  id: 'u1',
  email: 'ana@exemplo.com',
  displayName: 'Ana',
  membershipActive: true,
  isAdmin: false,
  ...overrides,
});

/** A customer as the API answers one (Márcia, interested, with a valid phone); overrides replace fields. */
export const testCustomer = (overrides: Partial<Customer> = {}): Customer => ({
  id: 'm1',
  nome: 'Márcia Lopes',
  telefone: '(11) 98765-4321',
  whatsapp: '5511987654321',
  email: null,
  produto_interesse: null,
  fase: 'interested',
  data_contato: '2026-11-20T00:00:00.000Z',
  observacoes: null,
  valor: null,
  motivo_perda: null,
  proximo_contato: null,
  fase_alterada_em: '2026-11-20T00:00:00.000Z',
  created_at: '2026-11-20T00:00:00.000Z',
  sem_campanhas: false,
  ...overrides,
});

/** A board card: 'Cliente <id>', no phone, in Prospecção since 1 November; overrides replace fields. */
export const testCard = (overrides: Partial<CustomerCard> & { id: string }): CustomerCard => ({
  nome: `Cliente ${overrides.id}`,
  telefone: null,
  whatsapp: null,
  email: null,
  produto_interesse: null,
  fase: 'prospect',
  data_contato: '2026-11-01T00:00:00.000Z',
  valor: null,
  motivo_perda: null,
  proximo_contato: null,
  fase_alterada_em: '2026-11-01T00:00:00.000Z',
  created_at: '2026-11-01T00:00:00.000Z',
  sem_campanhas: false,
  ultima_nota: null,
  aguardando_pagamento: false,
  ...overrides,
});

/** A product of the member's: the first niche example, saved. */
export const testProduct = (overrides: Partial<Product> = {}): Product => ({
  ...nicheExamples[0]!.values,
  ciclo_recompra: null,
  id: 'p1',
  created_at: '2026-11-20T12:00:00Z',
  updated_at: '2026-11-20T12:00:00Z',
  ...overrides,
});
