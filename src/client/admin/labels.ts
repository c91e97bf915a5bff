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

/** 'Desativado pela administração', or the platform's own event name. */
export const memberEventLabel = (eventType: string) => adminEventLabels[eventType] ?? eventType;

/** What a checkout event does to the member's access. */
export const eventEffect = (action: string) => actionLabels[action] ?? action;
