import { useLimits } from '../../limits/api/get-limits.ts';

/** '7 de 30 respostas restantes hoje', like the other AI tools' counters. */
export function RepliesRemaining() {
  const limits = useLimits();
  const replies = limits.data?.replies;
  return (
    <p className="text-sm text-slate-700" data-testid="replies-remaining">
      {replies ? `${replies.remaining} de ${replies.limit} respostas restantes hoje` : ''}
    </p>
  );
}
