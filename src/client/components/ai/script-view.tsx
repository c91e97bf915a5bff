import { aiMessages } from '#shared/messages.ts';
import { parseScript } from '#shared/script-format.ts';
import { MessageBubble } from './message-bubble.tsx';

/** A script as stages of chat bubbles; while streaming, an unfinished message is not shown yet. */
export function ScriptView({ content }: { content: string }) {
  const stages = parseScript(content);
  return (
    <ol className="grid gap-6">
      {stages.map((stage, index) => (
        <li key={`${index}-${stage.title}`}>
          <h3 className="mb-2 font-semibold text-slate-900">
            {index + 1}. {stage.title}
          </h3>
          <div className="grid gap-3">
            {stage.messages.map((message, i) => (
              <MessageBubble key={i} text={message} copied={aiMessages.scriptCopied} />
            ))}
          </div>
        </li>
      ))}
    </ol>
  );
}
