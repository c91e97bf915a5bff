/**
 * The seller's words of a check ('vou confirmar', 'deixa eu ver', 'te confirmo', 'estou vendo'),
 * in one place for everything that reads a reply: a check states nothing, so the runtime check
 * lets it name what the product does not say, product answers skip it, and a conversation that
 * ends with one owes the customer an answer. Accent-free, so they read written and folded text
 * alike.
 */
const CHECK =
  'vou (?:ver|confirmar|conferir|checar|verificar)|deixa eu (?:ver|confirmar|conferir)|te confirmo|estou (?:vendo|confirmando|conferindo|checando|verificando)';

/** A sentence that says the seller checks something ('Vou confirmar a frequência em MHz…'). */
export const CHECKS = new RegExp(`\\b(?:${CHECK})\\b`, 'iu');

/** A sentence that looks into whether something is so ('Vou ver se tem…', 'Te confirmo se…'). */
export const CHECKS_WHETHER = new RegExp(`\\b(?:${CHECK})\\b(?:\\s+\\p{L}+){0,2}\\s+se\\b`, 'iu');

/**
 * A message that only promises a check, folded: also 'já te falo', 'um momento' and Hoje's own
 * 'Não esqueci de você: ainda estou vendo…'. A past answer that says it answers nothing; a
 * follow-up reads it as a check owed.
 */
export const PROMISES_CHECK = new RegExp(
  `\\b(?:${CHECK}|(?:vou|vamos|iremos|irei) (?:ver|verificar|confirmar|conferir|checar|calcular)|verificaremos|ja vejo|confirmo|ja (?:te )?(?:falo|respondo)|um momento|so um instante|nao esqueci de voce)\\b`,
);

/** A folded sentence that checks or asks rather than states ('vou confirmar se é de algodão'). */
export const CHECKS_OR_ASKS = new RegExp(
  `\\?$|\\b(?:${CHECK}|confirmo|te falo|verific\\p{L}*|consulto)\\b`,
  'u',
);
