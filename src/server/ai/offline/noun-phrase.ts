/**
 * A noun phrase the member typed ('casamento da irmã', 'cachos', 'um doce para sexta'), with the
 * article it takes, so it can follow 'de' or 'em' as Portuguese wants ('do casamento', 'nos
 * cachos', 'de um doce').
 */
export interface NounPhrase {
  text: string;
  article: 'o' | 'a' | 'os' | 'as' | null;
}

/** Already determined: an article, a possessive, a number or a quantity comes first. */
const determined =
  /^(o|a|os|as|um|uma|uns|umas|mais|muito|muitos|muita|muitas|algum|alguma|alguns|algumas|poucos|poucas|todo|toda|todos|todas|\d)$/;
const possessive: Record<string, NounPhrase['article']> = {
  seu: 'o',
  sua: 'a',
  seus: 'os',
  suas: 'as',
};

// Nouns whose ending does not tell their gender; products named by them are common
// ('corrente de prata', 'xadrez magnético').
const feminineWords = new Set(
  (
    'pele saúde rede noite tarde parte gente mente sorte fome febre sede chave classe base ' +
    'frase fase ponte lente dor cor flor mulher colher vez voz luz paz nuvem ordem mão foto ' +
    'moto tribo tosa corrente árvore torre parede fonte estante semente vitrine pirâmide ' +
    'hélice tevê'
  ).split(' '),
);
const masculineWords = new Set(
  (
    'dia mapa problema sistema tema programa clima pijama planeta idioma diploma cinema ' +
    'esquema dilema guarda-roupa guarda-chuva sofá aroma drama poema coração xadrez índice ' +
    'cálice sutiã ímã talismã'
  ).split(' '),
);
/** Singular nouns ending in 's' ('o tênis', 'o lápis'); 'óculos' is plural, and so ends in 's'. */
const invariable = new Set('tênis lápis ônibus pires atlas vírus bônus ônus país cais'.split(' '));

function isFeminine(word: string): boolean {
  if (feminineWords.has(word)) return true;
  if (masculineWords.has(word)) return false;
  return /(a|ã|ção|são|dade|gem|ice|ise|ez)$/.test(word);
}

/** The phrase with the article its first word takes ('festa' → 'a festa'). */
export function nounPhrase(text: string): NounPhrase {
  const first = (text.split(' ')[0] ?? '').toLowerCase();
  if (first in possessive) return { text, article: possessive[first] ?? null };
  if (determined.test(first)) return { text, article: null };
  if (invariable.has(first)) return { text, article: isFeminine(first) ? 'a' : 'o' };
  const plural = /[^ê]s$/.test(first) && first.length > 3;
  const singular = plural ? first.replace(/(õe|ãe)s$/, 'ão').replace(/e?s$/, '') : first;
  const feminine = isFeminine(singular) || (plural && isFeminine(first.slice(0, -1)));
  if (plural) return { text, article: feminine ? 'as' : 'os' };
  return { text, article: feminine ? 'a' : 'o' };
}

const contractions: Record<'de' | 'em', Record<string, string>> = {
  de: { o: 'do', a: 'da', os: 'dos', as: 'das' },
  em: { o: 'no', a: 'na', os: 'nos', as: 'nas' },
};

/** 'de' or 'em' joined to the phrase ('do casamento da irmã', 'em mais clientes'). */
export function after(preposition: 'de' | 'em', phrase: NounPhrase): string {
  const joined = phrase.article ? contractions[preposition][phrase.article] : preposition;
  return `${joined} ${phrase.text}`;
}

/** The phrase with its article ('o casamento da irmã'). */
export const withArticle = (phrase: NounPhrase) =>
  phrase.article ? `${phrase.article} ${phrase.text}` : phrase.text;
