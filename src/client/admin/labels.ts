import type { BadgeVariant } from '../components/ui/badge.tsx';

// The console's words for the server's codes, in pt-BR.

export const platformLabels: Record<string, string> = {
  hotmart: 'Hotmart',
  kiwify: 'Kiwify',
  eduzz: 'Eduzz',
  generic: 'Standard Webhooks',
  admin: 'Administração',
};

export const platformLabel = (platform: string) => platformLabels[platform] ?? platform;

/** Where a membership came from: a checkout platform, or 'Manual' for the operator's hand. */
export const sourceLabel = (source: string) =>
  source in platformLabels && source !== 'admin' ? platformLabels[source]! : 'Manual';

export const statusLabels = { active: 'Ativo', inactive: 'Inativo' } as const;

export const deliveryResults = [
  'applied',
  'duplicate',
  'stale',
  'other_product',
  'ignored',
  'invalid_body',
] as const;

export const resultLabels: Record<string, string> = {
  applied: 'aplicado',
  duplicate: 'duplicado',
  stale: 'mais antigo que o último',
  other_product: 'outro produto',
  ignored: 'ignorado',
  // Rows recorded before unsigned calls were only counted.
  bad_signature: 'assinatura inválida',
  invalid_body: 'corpo inválido',
};

export const resultLabel = (result: string) => resultLabels[result] ?? result;

export const resultVariant = (result: string): BadgeVariant =>
  result === 'applied'
    ? 'success'
    : result === 'bad_signature' || result === 'invalid_body'
      ? 'destructive'
      : 'secondary';

const purchaseStatusLabels: Record<string, string> = {
  live: 'Ativa',
  ended: 'Encerrada',
  refunded: 'Reembolsada',
  chargeback: 'Chargeback',
  dispute: 'Em disputa',
};

export const purchaseStatusLabel = (status: string) => purchaseStatusLabels[status] ?? status;

const adminEventLabels: Record<string, string> = {
  'admin.activated': 'Ativado pela administração',
  'admin.deactivated': 'Desativado pela administração',
  'admin.access_link': 'Link de acesso reenviado',
  'admin.added': 'Adicionado pela administração',
  'admin.granted': 'Administração concedida',
  'admin.revoked': 'Administração removida',
};

const actionLabels: Record<string, string> = {
  activate: 'libera o acesso',
  deactivate: 'encerra o acesso',
  ignore: 'sem efeito no acesso',
};

/**
 * The checkouts' event codes (README: each platform's events), in the operator's words. A code
 * not listed here is shown as the platform sent it, so it can still be looked up.
 */
const checkoutEventLabels: Record<string, string> = {
  // Hotmart
  PURCHASE_APPROVED: 'Compra aprovada',
  PURCHASE_COMPLETE: 'Compra concluída',
  PURCHASE_CANCELED: 'Compra cancelada',
  PURCHASE_REFUNDED: 'Compra reembolsada',
  PURCHASE_CHARGEBACK: 'Chargeback',
  PURCHASE_PROTEST: 'Pedido de reembolso em disputa',
  PURCHASE_DELAYED: 'Pagamento atrasado',
  PURCHASE_BILLET_PRINTED: 'Boleto gerado',
  PURCHASE_EXPIRED: 'Compra expirada',
  SUBSCRIPTION_CANCELLATION: 'Assinatura cancelada',
  UNKNOWN: 'Evento sem tipo',
  // Kiwify: the order's status
  paid: 'Pedido pago',
  refunded: 'Pedido reembolsado',
  chargedback: 'Chargeback',
  subscription_canceled: 'Assinatura cancelada',
  waiting_payment: 'Aguardando pagamento',
  refused: 'Pagamento recusado',
  // Eduzz
  'myeduzz.invoice_paid': 'Fatura paga',
  'myeduzz.invoice_refunded': 'Fatura reembolsada',
  'myeduzz.invoice_chargeback': 'Chargeback',
  'myeduzz.invoice_canceled': 'Fatura cancelada',
  // Standard Webhooks
  'member.activated': 'Membro ativado',
  'member.deactivated': 'Membro desativado',
  unknown: 'Evento sem tipo',
};

/** 'Compra aprovada', 'Desativado pela administração', or the code of an event not listed. */
export const memberEventLabel = (eventType: string) =>
  checkoutEventLabels[eventType] ?? adminEventLabels[eventType] ?? eventType;

/** What a checkout event does to the member's access. */
export const eventEffect = (action: string) => actionLabels[action] ?? action;
