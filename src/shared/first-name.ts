import { fold } from './fold.ts';

/**
 * The name a seller greets a customer by, read from the name as the member typed it:
 * 'Maria das Dores' → 'Maria', 'Dona Cida (Aparecida Santos)' → 'Dona Cida',
 * 'Aparecida "Cida" Santos' → 'Cida', 'MARCIA LOPES' → 'Marcia'. Empty when the name holds no
 * person to greet ('Padaria Pão Quente', a phone number, nothing): the message then greets
 * without a name (see fillName).
 */
export function firstName(name: string): string {
  const cleaned = name.normalize('NFC').replace(EMOJI, ' ');
  const quote = cleaned.match(QUOTED);
  const nickname = read((quote?.[1] ?? quote?.[2] ?? '').trim());
  const notes = [...cleaned.matchAll(BRACKETED)].map((m) => read(m[1] ?? ''));
  const outside = cleaned.replace(QUOTED, ' ').replace(BRACKETED, ' ').split(SEPARATOR)[0];
  const main = read(outside ?? '');
  const greet = (person: Reading | undefined, title = main.title) =>
    person ? [person.title ?? title, person.names[0]].filter(Boolean).join(' ') : '';

  // 'Padaria Pão Quente (Seu Jorge)': the contact in the note, else no one to greet.
  if (main.company) return greet(notes.find(isPerson), '');
  if (isPerson(nickname)) return greet(nickname);
  if (main.names.length === 0) return greet(notes.find(isPerson));
  // 'Aparecida Santos (Cida)': one capitalised name after a full name is what she is called.
  const called = notes.find((n) => isPerson(n) && n.words === 1 && n.capitalised);
  return greet(main.names.length > 1 && called ? called : main);
}

interface Reading {
  title: string | undefined;
  names: string[];
  /** How many words the text had, names or not. */
  words: number;
  /** The first name was written with a capital (a name, not a note like 'vizinha'). */
  capitalised: boolean;
  company: boolean;
}

const isPerson = (r: Reading) => !r.company && r.names.length > 0;

/** Emoji, their modifiers and joiners; digits and '#' are emoji too, so not \p{Emoji}. */
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0f/gu;
const QUOTED = /["“”„«]([^"“”„«»]+)["“”»]|‘([^‘’]+)’/;
const BRACKETED = /[([{]([^()[\]{}]*)[)\]}]/g;
/** What comes after ' - ', ',' or '/' is a note: 'Maria - indicação da Ana'. */
const SEPARATOR = /\s[-–—]\s|[,;|/]/;

/** Titles as a seller writes them before a name, by their folded form without the dot. */
const TITLES: Record<string, string> = {
  dona: 'Dona',
  seu: 'Seu',
  sr: 'Sr.',
  sra: 'Sra.',
  srta: 'Srta.',
  senhor: 'Senhor',
  senhora: 'Senhora',
  dr: 'Dr.',
  dra: 'Dra.',
  doutor: 'Doutor',
  doutora: 'Doutora',
  prof: 'Prof.',
  profa: 'Profa.',
  professor: 'Professor',
  professora: 'Professora',
};

const PARTICLES = new Set(['de', 'da', 'do', 'das', 'dos', 'e', 'di', 'del', 'van', 'von']);

/** Words that are not what a customer is called: notes, channels, relations. */
const NOT_NAMES = new Set(
  (
    'cliente clientes contato lead desconhecido desconhecida sem nome teste novo nova antigo ' +
    'antiga vip indicacao indicada indicado instagram insta facebook face whatsapp zap tiktok ' +
    'site google anuncio trafego feira evento bairro condominio predio trabalho revenda ' +
    'revendedora atacado vizinha vizinho amiga amigo prima primo tia tio mae pai irma irmao ' +
    'sogra sogro cunhada cunhado colega chefe patroa patrao esposa marido filha filho avo ' +
    'madrinha padrinho comadre compadre'
  ).split(' '),
);

/** A first word that makes the name a business's. */
const BUSINESS = new Set(
  (
    'padaria confeitaria doceria doces bolos loja lojas mercado mercadinho minimercado ' +
    'supermercado restaurante lanchonete pizzaria hamburgueria sorveteria cafeteria bar boteco ' +
    'salao barbearia estudio studio clinica consultorio farmacia drogaria escola colegio ' +
    'academia petshop pet atelie atelier boutique moda empresa distribuidora comercial ' +
    'comercio acougue oficina escritorio hotel pousada buffet igreja associacao instituto ' +
    'grupo agencia papelaria floricultura otica livraria emporio armazem quitanda hortifruti ' +
    'casa espaco centro clube cooperativa construtora imobiliaria transportadora'
  ).split(' '),
);

/** Legal suffixes, lower case with accents kept ('Sá' is a surname, 'SA' a company). */
const LEGAL = new Set(['ltda', 'me', 'eireli', 'mei', 'epp', 'sa', 's/a', 'cia']);

/** 'MARCIA' and 'marcia' → 'Marcia'; 'McKenzie' stays as written. */
function tidy(word: string): string {
  if (word !== word.toUpperCase() && word !== word.toLowerCase()) return word;
  return word
    .toLowerCase()
    .replace(
      /(^|[-'’])(\p{L})/gu,
      (_m, before: string, letter: string) => before + letter.toUpperCase(),
    );
}

function read(text: string): Reading {
  const reading: Reading = {
    title: undefined,
    names: [],
    words: 0,
    capitalised: false,
    company: false,
  };
  const words = text.split(/\s+/).filter(Boolean);
  reading.words = words.length;
  for (const raw of words) {
    const word = raw.replace(/^[^\p{L}\p{N}@]+|(?<![^\p{L}\p{N}.])[^\p{L}\p{N}.]+$/gu, '');
    const bare = word.replace(/\.$/, '');
    const key = fold(bare);
    if (LEGAL.has(raw.toLowerCase().replace(/\./g, ''))) reading.company = true;
    if (!/^\p{L}[\p{L}\p{M}'’-]*$/u.test(bare) || bare.length < 2) continue;
    if (reading.names.length === 0) {
      if (!reading.title && key in TITLES) {
        reading.title = TITLES[key];
        continue;
      }
      if (BUSINESS.has(key)) reading.company = true;
    }
    if (PARTICLES.has(key) || NOT_NAMES.has(key)) continue;
    if (reading.names.length === 0) reading.capitalised = /^\p{Lu}/u.test(bare);
    reading.names.push(tidy(bare));
  }
  return reading;
}
