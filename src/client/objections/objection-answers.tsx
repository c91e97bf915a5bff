import { Info } from 'lucide-react';
import type { ObjectionResult } from '#shared/ai.ts';
import { aiMessages } from '#shared/messages.ts';
import { MessageBubble } from '../components/ai/message-bubble.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';

/** Said under the title of an answer the offline writer wrote in place of the AI's. */
const REPLACED_NOTE = 'Resposta do modo offline: a da IA não passou na revisão.';

/**
 * The five answers to one objection. When every answer is the offline writer's, a banner says
 * so; when only some are, each of them says so, so the member knows which ones the AI wrote.
 */
export function ObjectionAnswers({
  result,
  objection,
  onAgain,
}: {
  result: ObjectionResult;
  /** What the customer said, shown above the answers to it. */
  objection: string;
  onAgain: () => void;
}) {
  return (
    <div className="mt-5 grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-bold">5 Maneiras de Quebrar Esta Objeção</h2>
        <Button onClick={onAgain}>Quebrar Nova Objeção</Button>
      </div>
      <figure className="grid gap-1 rounded-lg border-l-4 border-slate-300 bg-white p-3">
        <figcaption className="text-sm font-medium text-slate-600">O cliente disse:</figcaption>
        <blockquote className="break-words whitespace-pre-wrap text-slate-900">
          {objection}
        </blockquote>
      </figure>
      {result.mode === 'offline' && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {aiMessages.answersOffline}
        </p>
      )}
      <ol className="grid gap-5">
        {result.responses.map((response, i) => (
          <li key={i}>
            <Card className="grid gap-2 p-4">
              <h3 className="font-semibold">
                {i + 1}. {response.title}
              </h3>
              {result.mode !== 'offline' && response.source === 'offline' && (
                <p className="flex items-center gap-1.5 text-sm text-slate-600">
                  <Info aria-hidden className="size-4 shrink-0" /> {REPLACED_NOTE}
                </p>
              )}
              <MessageBubble
                text={response.content}
                copied={aiMessages.answerCopied}
                copyLabel="Copiar Resposta"
              />
            </Card>
          </li>
        ))}
      </ol>
    </div>
  );
}
