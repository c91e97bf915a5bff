/**
 * The script format both AI engines write and the UI reads (docs/product.md, script generator):
 * `## N. Title` headings, each followed by one to three WhatsApp messages wrapped in `[[ ]]`.
 * `{nome}` stands for the customer's first name.
 */

/** The eight stages, in the spec's order. */
export const scriptStages = [
  'Pré-apresentação',
  'Abertura',
  'Diagnóstico',
  'Apresentação do pitch',
  'Ancoragem de valor',
  'Fechamento',
  'Quebra de objeções',
  'Follow-up',
] as const;

export interface ScriptStage {
  title: string;
  messages: string[];
}

/** Title of the stage that holds messages written before any heading. */
const untitled = 'Mensagens';

/**
 * A complete `[[message]]`, or a heading line (`## 1. Abertura`, `# Abertura`). Messages are
 * matched first from wherever they start, so a heading-like line inside a message stays text.
 */
const token = /(?<!\[)\[\[([\s\S]*?)\]\]|^[ \t]*#{1,3}[ \t]([^\n]*)$/gm;

/**
 * The stages of a script, in order. Stages without messages are dropped; an unclosed `[[` at
 * the end (text still streaming in) is ignored. Never throws.
 */
export function parseScript(text: string): ScriptStage[] {
  const stages: ScriptStage[] = [];
  let current: ScriptStage = { title: untitled, messages: [] };
  stages.push(current);
  for (const match of text.matchAll(token)) {
    const [, message, heading] = match;
    if (message !== undefined) {
      const content = message.trim();
      if (content) current.messages.push(content);
    } else if (heading !== undefined) {
      const title = heading
        .replace(/^[ \t]*(?:\d+[.)])?/, '')
        .replace(/^[*_\s]+|(?<![*_:\s])[*_:\s]+$/g, '')
        .trim();
      current = { title: title || untitled, messages: [] };
      stages.push(current);
    }
  }
  return stages.filter((stage) => stage.messages.length > 0);
}

/** True when the text holds at least one complete, non-empty `[[ ]]` message. */
export function hasMessages(text: string): boolean {
  return parseScript(text).length > 0;
}

const placeholder = /\{\s*nome\s*\}/gi;

/**
 * The message with every `{nome}` replaced by the customer's first name. Without a name the
 * placeholder goes away with its comma: 'Oi, {nome}! Tudo bem?' becomes 'Oi! Tudo bem?' and
 * '{nome}, posso te ajudar?' becomes 'Posso te ajudar?'.
 */
export function fillName(message: string, firstName: string): string {
  const name = firstName.trim();
  if (name) return message.replace(placeholder, () => name);
  return (
    message
      // 'Oi, {nome}, tudo bem?' → 'Oi, tudo bem?'
      .replace(/(?<![ \t])[ \t]*,[ \t]*\{\s*nome\s*\}[ \t]*(?=,)/gi, '')
      // '{nome}, posso…' at the start of a sentence → 'Posso…'
      .replace(
        /(^|[.!?…][ \t]+|\n[ \t]*)\{\s*nome\s*\}[ \t]*[,:]?[ \t]*(\p{L})?/giu,
        (_m, before: string, next: string | undefined) => before + (next ?? '').toUpperCase(),
      )
      // 'Oi, {nome}!' → 'Oi!'; 'Olá {nome}, tudo bem?' → 'Olá, tudo bem?'
      .replace(/(?<![ \t])[ \t]*(?:,[ \t]*)?\{\s*nome\s*\}/gi, '')
      .replace(/(?<![ \t])[ \t]+([,.!?;:])/g, '$1')
      .replace(/,([,.!?;:])/g, '$1')
      .replace(/[ \t]{2,}/g, ' ')
      .replace(/^[\s,.!?;:]+/, '')
      .trim()
  );
}

/**
 * A whole script as the customer would read it, for 'Copiar': the messages the screen shows,
 * one per paragraph, without headings, brackets or `{nome}` (removed as fillName does).
 */
export function scriptPlainText(text: string): string {
  return parseScript(text)
    .flatMap((stage) => stage.messages)
    .map((message) => fillName(message, ''))
    .join('\n\n');
}

/**
 * The built-in three-message script, used when an AI answer holds no `[[ ]]` message:
 * a greeting, the value, and a call to action.
 */
export const FALLBACK_SCRIPT = `## 1. Abertura
[[Oi, {nome}! Tudo bem? Que bom falar com você. Vi o seu interesse e quis te chamar pessoalmente para te ajudar a escolher a melhor opção.]]
## 2. Apresentação do pitch
[[O que eu ofereço foi pensado para resolver o seu problema de um jeito simples, com atendimento direto comigo do começo ao fim. Você tira todas as dúvidas por aqui antes de decidir.]]
## 3. Fechamento
[[Posso te mandar agora os detalhes de valor e pagamento? Assim você já garante o seu hoje mesmo. 😊]]
`;
