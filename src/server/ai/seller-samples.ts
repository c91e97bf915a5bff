import { hasContact } from './contact-check.ts';
import { fold } from './offline/text.ts';

/**
 * The seller's past messages a provider sees as their voice (prompts.ts). They were sent to
 * other customers, so only the seller's own words may go: the name after a greeting is taken
 * out ('Oi Márcia, tudo bem?' → 'Oi, tudo bem?'), and a sample that could still carry a
 * customer's content is left out whole rather than redacted, which is simpler to get right: any
 * digit (phones, CEPs, prices, house and order numbers), an '@', a link, a street, or a capital
 * letter where a name would be. Leaving one out costs only a little of the voice. Not caught: a
 * name typed in lower case outside a greeting.
 */

/** Longer than a WhatsApp message that shows a voice; also bounds the work below. */
const SAMPLE_MAX_LENGTH = 1000;

const GREETING_NAME =
  /(?<![\p{L}\p{N}])(oi+e?|ol[aá]|opa|eai|e a[ií]|hey|salve|bom dia|boa tarde|boa noite|obrigad[oa]|valeu)(?:,? )(?:dona |seu |sr\. |sra\. )?(\p{L}[\p{L}'-]*)/giu;
/** Words a greeting is followed by that are nobody's name ('Oi amiga,', 'Bom dia, gente!'). */
const NOT_NAMES = new Set(
  (
    'tudo td amiga amigo amg querida querido flor linda lindo gente pessoal moca moco menina ' +
    'menino amor bb bebe vc voce sumida sumido minha meu meninas galera turma de pra para e que'
  ).split(' '),
);
/** Words that start a sentence and are followed by a comma or '!' ('Claro, te mando'). */
const OPENERS = new Set(
  (
    'oi oii oiii oie ola opa bom boa obrigado obrigada valeu entao claro perfeito otimo otima ' +
    'certo ok sim nao pronto prontinho combinado beleza tranquilo imagina nossa ah ai olha oba ' +
    'eba poxa puxa bem enfim hoje amanha agora depois desculpa desculpe verdade isso exato ' +
    'legal maravilha show top tudo gente amiga amigo querida e mas uau aff eita'
  ).split(' '),
);
/** Names that keep their capital in a seller's own sentence. */
const PROPER_NOUNS = new Set(
  (
    'pix whatsapp whats zap instagram insta facebook face tiktok youtube google shopee shein ' +
    'amazon magalu hotmart kiwify eduzz correios sedex ifood olx natal pascoa deus brasil ' +
    'reels stories eu voce vc'
  ).split(' '),
);
const CAPITALISED = /(?<![\p{L}\p{N}'-])\p{Lu}[\p{L}'-]*/gu;
const STREET_WORD =
  /(?<!\p{L})(?:rua|avenida|av\.|travessa|alameda|rodovia|estrada|pra[cç]a|bairro|cep|condom[ií]nio|apto|apartamento|bloco)(?!\p{L})/iu;

const capitalised = (word: string) => /^\p{Lu}/u.test(word);

/** The sample without the name its greeting calls the customer by. */
export function withoutGreetingName(sample: string): string {
  return sample.replace(GREETING_NAME, (whole, greeting: string, name: string, at: number) => {
    const next = sample.charAt(at + whole.length);
    const called = capitalised(name)
      ? !PROPER_NOUNS.has(fold(name))
      : !NOT_NAMES.has(fold(name)) && (next === '' || /[,!?.]/.test(next));
    return called ? greeting : whole;
  });
}

/** The last character before `at` that is not a space, or ''. */
function before(text: string, at: number): string {
  let i = at - 1;
  while (i >= 0 && /\s/.test(text.charAt(i))) i--;
  return i >= 0 ? text.charAt(i) : '';
}

/** A capitalised word inside a sentence, or one that opens it calling someone ('Márcia, …'). */
function hasName(text: string): boolean {
  for (const match of text.matchAll(CAPITALISED)) {
    const word = fold(match[0]);
    const inSentence = /[\p{L}\p{N},;:]/u.test(before(text, match.index));
    if (inSentence && !PROPER_NOUNS.has(word)) return true;
    const next = text.charAt(match.index + match[0].length);
    if (!inSentence && /[,!]/.test(next) && !OPENERS.has(word) && !PROPER_NOUNS.has(word))
      return true;
  }
  return false;
}

const ownWords = (sample: string) =>
  !!sample.trim() &&
  !/[\d@]/.test(sample) &&
  !STREET_WORD.test(sample) &&
  !hasContact(sample) &&
  !hasName(sample);

/**
 * An answer the seller may say again to another customer (past-answers.ts): as a sample, but a
 * measure or a count may stay ('tem 22 mm'); a long number (a phone, a CEP, an order) may not.
 */
export const ownAnswer = (answer: string) => {
  const said = withoutGreetingName(answer);
  return (
    !!said.trim() &&
    !/@|(?<!\d)\d{5}|(?<!\d)\d{2,4}[-.\s]\d{3}/.test(said) &&
    !STREET_WORD.test(said) &&
    !hasContact(said) &&
    !hasName(said)
  );
};

/** Up to `limit` of the seller's samples, newest first, as they may reach a provider. */
export function samplesForModel(samples: string[], limit: number): string[] {
  return samples
    .filter((sample) => sample.length <= SAMPLE_MAX_LENGTH)
    .map(withoutGreetingName)
    .filter(ownWords)
    .slice(0, limit);
}
