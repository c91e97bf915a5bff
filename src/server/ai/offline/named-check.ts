import { tidyTyped } from './member-text.ts';
import { fold, lowerFirst } from './text.ts';

/**
 * What a question asks that no field of the product answers, named as the customer asked it, so
 * the seller's check says what it checks ('Vou confirmar se serve na xre 15/15', '… a frequência
 * em MHz', '… se dá pra ligar em um sistema 5v') instead of 'isso'. Null when the question names
 * nothing the seller could say back. Works on the words as written or normalized.
 */
export function namedCheck(text: string): string | null {
  // 'Tem algum diferença para esse? <link>': the listing sent is the other one compared.
  if (DIFFERENCE.test(fold(text)) && /https?:\/\/|www\./.test(text))
    return 'a diferença entre os dois';
  // Tidied first: 'Posso Ligar Em Um Sistema' lowered, 'tb' spelled out, accents put back.
  // Not at the point of a number: 'Serve no Argos 1.0 drive 2020' is one sentence (VTN33).
  for (const sentence of tidyTyped(text).split(/(?<=[?!\n]|\.(?!\d))/)) {
    const found = fromSentence(sentence.trim());
    if (found) return found;
  }
  return null;
}

function fromSentence(sentence: string): string | null {
  if (DIFFERENCE.test(fold(sentence))) return 'a diferença';
  const serves = SERVES.exec(sentence);
  if (serves && !NOT_NAMED.test(fold(serves[2]!)))
    return `se serve ${serves[1]!.toLowerCase()} ${yours(serves[2]!)}`;
  const someone = SOMEONE_CAN.exec(sentence);
  if (someone) return `se ${lowerFirst(someone[1]!)} pode ${clause(someone[2]!, someone[3])}`;
  const can = CAN.exec(sentence);
  // 'Pode queimar?' is a risk asked, not a use: no 'se dá pra queimar' (WCH28).
  if (can && RISK.test(fold(can[1]!))) return null;
  if (
    can &&
    !OTHER_FRAMES.test(fold(`${can[1]} ${can[2] ?? ''}`)) &&
    !NOT_NAMED.test(fold(can[2] ?? ''))
  )
    return fold(can[1]!) === 'ser'
      ? `se pode ${clause(can[1]!, can[2])}`
      : // 'Da pra adicionar mais um ou dois controles?' is not said back word for word (ALM2).
        `se ${/\bd[áa](?:ria)? p(?:ra|ara)\b/i.test(can[0]) ? 'é possível' : 'dá pra'} ${clause(can[1]!, can[2])}`;
  const works = WORKS.exec(sentence);
  // Never their whole question said back: what it must do, in five words at most.
  if (works && works[3]!.split(' ').length <= 5)
    return `se ${lowerFirst(works[1] ?? '')}${works[2]!.toLowerCase()} ${yours(works[3]!)}`;
  // 'liga e desliga pelo app smart life?', 'app no iPhone?': the app or the phone, by name.
  const app = APP_NAMED.exec(sentence);
  if (app) return `se funciona no app ${app[1]}`;
  const phone = APP_ON_PHONE.exec(sentence);
  if (phone) return `se o app funciona no ${phone[1]}`;
  const both = COME_COUNTED.exec(sentence);
  if (both) return `se vêm ${both[1]!.toLowerCase()} ${both[2]}`;
  const doYou = DO_YOU.exec(sentence);
  const done = doYou && firstWords(doYou[2]!);
  if (done && !NOT_NAMED.test(fold(done))) return `se ${I_DO[fold(doYou[1]!)]} ${done}`;
  const withIt = THIS_WITH.exec(sentence);
  // 'se tenho esse com Windows 10': the customer's own word for this one.
  if (withIt)
    return `se tenho ${/^el/i.test(withIt[1]!) ? 'esse' : withIt[1]!.toLowerCase()} ${withIt[2]!.toLowerCase()} ${withIt[3]}`;
  const has = HAS_IT.exec(sentence);
  if (has && !NOT_NAMED.test(fold(has[2]!))) return `se tem ${has[1]!.toLowerCase()} ${has[2]}`;
  const which = WHICH.exec(sentence);
  if (which && !NOT_NAMED.test(fold(which[2]!)))
    return `${which[1]?.toLowerCase() ?? articleOf(fold(which[2]!))} ${which[2]}`;
  return null;
}

const clause = (verb: string, rest: string | undefined) =>
  yours([verb.toLowerCase(), rest && withoutTail(rest)].filter(Boolean).join(' '));

/** 'o conteúdo do curso então' → 'o conteúdo do curso': the 'então' is the customer's, not the check's. */
function withoutTail(rest: string): string {
  const words = rest.split(' ');
  return words.length > 1 && /^(?:entao|mesmo|ne|ai)$/.test(fold(words.at(-1)!))
    ? words.slice(0, -1).join(' ')
    : rest;
}

/**
 * 'tem algum diferença para esse?', 'qual a diferença?' (sample-perguntas L55); not 'não vi
 * diferença', which is no question but a complaint.
 */
const DIFFERENCE =
  /\b(?:(?<!\bnao vi+ |\bfaz (?:muita |nenhuma |alguma )?|\bfazer )(?:alguma? |qual (?:e |a )*|que )?diferenc|por efeito de comparacao|comparad[oa] (?:com|a|ao)|(?:torna|e) (?:\p{L}+ ){0,4}superior (?:a|ao|aos))/u;
/** An app named after 'pelo app', 'no aplicativo' (the product's own is said, not checked). */
const APP_NAMED =
  /\b(?:pelo|no|via) (?:app|aplicativo) ((?!d[oa]\b|que\b|dele\b|dela\b)\p{L}[\p{L}\d]*(?: [\p{L}\d]+)?)\s*\?/iu;
/** 'O app funciona no iPhone?': the phone the app must run on. */
const APP_ON_PHONE =
  /\b(?:app|aplicativo)\b[^?]{0,20}\b(?:no|pro|para o|pra) (iPhone|Android|iOS)\b/iu;
/** 'Serve na xre 15/15?', 'serve pro meu carro?': where it must serve, up to four words. */
const SERVES =
  /\bserve (n[ao]s?|em|pr[ao]s?|para(?: [ao]s?)?) ((?:\d+[.,]\d+|[\p{L}\d/-]+)(?: (?:\d+[.,]\d+|[\p{L}\d/-]+)){0,3}?)\s*(?:[?!.,]|$)/iu;
/** 'Qualquer pessoa pode tomar?': who may, as the customer said it. */
const SOMEONE_CAN =
  /(?:^|[,;:]\s*)((?:qualquer|toda|todo|crianças?|gestantes?|grávidas?|idos[oa]s?|homens?|mulher(?:es)?|diabétic[oa]s?)(?: [\p{L}]+){0,2}) pode (\p{L}+(?:ar|er|ir))(?: ([^?!.,;\s](?:[^?!.,;]{0,34}[^?!.,;\s])?))? ?\?/iu;
/** Verbs of harm: 'pode queimar?' asks whether it happens, not whether it can be done. */
const RISK =
  /^(?:queimar|quebrar|estragar|enferrujar|descascar|desbotar|rasgar|vazar|derreter|esquentar|travar|desligar sozinh\p{L}*)$/u;
/** 'Posso ligar em um sistema 5v?', 'tem como instalar esse kit?' ('rem como', a typo of it). */
const CAN =
  /(?<!(?:^|\s)(?:não|nao|ñ) )(?<![\p{L}\d])(?:posso|pode|d[áa] pra|d[áa] para|daria pra|daria para|[tr]em como|consigo|consegue|conseguimos|[éeè] poss[íi]vel)\s+(\p{L}+(?:ar|er|ir))(?: ([^?!.,;\s](?:[^?!.,;]{0,34}[^?!.,;\s])?))? ?\?/iu;
/**
 * 'o cooler funciona através de cabo usb no celular?', 'o controle suporta PC?', 'Suporta i7
 * 3630qm?': the part (when named) and what it must do or take, as asked.
 */
const WORKS =
  /(?:^|[,;]\s*)((?:o|a|os|as) \p{L}+ )?(funcionam?|suportam?|aguentam?|rodam?|cabem?|encaixam?) ([^?!;\s](?:[^?!;]{0,43}[^?!;\s])?) ?\?/iu;
/** 'Vem os dois pares de aro': how many come, asked of a part. */
const COME_COUNTED = /^vem (os|as) ((?:dois|duas|tr[êe]s|\d+) \p{L}+(?: de \p{L}+)?)\s*\??$/iu;
/** 'Você emite nota fiscal?', 'Vcs fazem gravação a laser…?': what the seller does, asked. */
const I_DO: Record<string, string> = Object.fromEntries(
  Object.entries({
    faço: 'faz fazem',
    emito: 'emite emitem',
    vendo: 'vende vendem',
    gravo: 'grava gravam',
    personalizo: 'personaliza personalizam',
    trabalho: 'trabalha trabalham',
    instalo: 'instala instalam',
    conserto: 'conserta consertam',
    monto: 'monta montam',
  }).flatMap(([mine, yours]) => yours.split(' ').map((word) => [word, mine])),
);
const DO_YOU = new RegExp(
  `(?<![\\p{L}])(?:voc[êe]s?|vcs?) (?:também |ainda )?(${Object.keys(I_DO).join('|')}) ([^?!.;]{2,80}?) ?\\?`,
  'iu',
);
/** At most five words, cut before where or for what ('gravação a lazer', not '… em relógio'). */
function firstWords(words: string): string | null {
  // 'vende também fone sem fio?' → 'fone sem fio também'.
  const also = /^também /i.test(words.trim());
  const all = words
    .trim()
    .replace(/^também /i, '')
    .split(/\s+/);
  if (also) all.push('também');
  const cut = all.findIndex(
    (word, i) => i >= 2 && /^(?:em|na|no|nas|nos|para|pra|pro)$/i.test(word),
  );
  const kept = all.slice(0, cut < 0 ? undefined : cut);
  return kept.length <= 5 ? kept.join(' ') : null;
}
/** 'Vcs teriam esse com Windows 10?': this one, with or without something. */
const THIS_WITH =
  /\b(?:tem|teria|teriam|tens|vende|vendem)\s+(ess[ea]|est[ea]|el[ea])(?: (?:mesm[oa]|modelo|produto|kit))?\s+(com|sem)\s+([\p{L}\d](?:[\p{L}\d ]{0,28}[\p{L}\d])?) ?\?/iu;
/** 'Tem até o material do curso pet não tem?': the thing they ask is included, as they named it. */
const HAS_IT =
  /^(?:e )?tem (?:at[ée] |tamb[ée]m )?(o|a|os|as) (\p{L}{3,}(?: (?:d[oa]s?|de) \p{L}+)?(?: \p{L}{3,})?)(?: (?:n[ãa]o tem|n[ée]|tamb[ée]m))?\s*\?$/iu;
/** 'Qual frequência em MHz?', 'qual a potência?': the one thing asked by its name. */
const WHICH =
  /\bqual (?:[ée] |seria )?(?:(a|o) )?(?!(?:seria|será|sera|era|foi)(?!\p{L}))(\p{L}{4,}(?: (?:em|de|do|da) [\p{L}\d]+)?)\s*\?/iu;

/** What the other frames answer or the question words: never named as a check. */
const NOT_NAMED =
  /^(?:que|quem|qual|quais|quanto|isso|isto|ele|ela|o que|valor|preco|forma|prazo|frete|tamanho|medida|cor|entrega|pagamento|garantia|parcela|melhor)\b/;
/**
 * Buying, paying, fetching, exchanging: asked with 'posso …?', but each has its own frame. And
 * the seller's own check or help asked for ('pode confirmar se …', 'alguém pode ajudar?'): never
 * 'se dá pra confirmar se …'.
 */
const OTHER_FRAMES =
  /^(?:(?:comprar|pagar|parcelar|retirar|buscar|pegar|trocar|devolver|cancelar|escolher|entregar|enviar|mandar|receber|fazer|ter|ver|falar|confirmar|saber|verificar|checar|conferir|olhar|ajudar)\b|ligar (?:pra|para|pro)\b)/;

/** 'meu carro' → 'seu carro': the customer's own thing, said back by the seller. */
export const yours = (words: string) =>
  words.replace(
    /\b(m)(eus?|inhas?)\b/giu,
    (_, _m: string, rest: string) => `s${rest.replace(/^inh/, 'u')}`,
  );

/** 'frequência' → 'a', by the word's ending; 'o' otherwise ('o consumo'). */
const articleOf = (word: string) =>
  /(?:a|ade|cao|gem|encia|ancia)\b/.test(word.split(' ')[0]!) && !MASCULINE_MA.test(word)
    ? 'a'
    : 'o';
/** The nouns in -a that are masculine ('o problema', 'o sistema', 'o idioma'). */
const MASCULINE_MA =
  /^(?:problema|sistema|idioma|tema|programa|clima|esquema|diploma|dilema|mapa|dia)\b/;
