import type * as React from 'react';
import { tooLongMessage } from '#shared/text-limit.ts';
import { cn } from '../../lib/cn.ts';

/**
 * The counter warns within 10 characters of the limit, or a fifth of a short one (12 of 15 for
 * a Pix city, not 5); it turns red only past the limit.
 */
export const NEAR_LIMIT = 10;
const nearFrom = (max: number) => max - Math.min(NEAR_LIMIT, Math.ceil(max / 5));

/**
 * What a text field with a maximum length needs: the field never cuts what the member typed
 * or pasted (no HTML maxLength); it is marked invalid and described by the counter and, when
 * over, by the message under it. Spread `control` on the input or textarea.
 */
export function charLimit(
  id: string,
  value: string | null | undefined,
  max: number,
  /** Show the counter only near the limit: for a phone, an email, an amount. */
  quiet = false,
) {
  const length = value?.length ?? 0;
  const over = length > max;
  const near = length >= nearFrom(max);
  const counted = !quiet || near;
  return {
    id,
    length,
    max,
    over,
    near,
    counted,
    control: {
      'aria-invalid': over || undefined,
      'aria-describedby':
        [over && `${id}-limit`, counted && `${id}-count`].filter(Boolean).join(' ') || undefined,
    },
  };
}

/**
 * Under a field: the message when the text is over its limit, then `children` (examples, a
 * hint) beside the counter, which shows the limit before it is reached.
 */
export function CharLimit({
  limit,
  testId,
  children,
}: {
  limit: ReturnType<typeof charLimit>;
  /** The counter's test id. */
  testId?: string;
  children?: React.ReactNode;
}) {
  const { id, length, max, over, near, counted } = limit;
  return (
    <>
      {over && (
        <p id={`${id}-limit`} role="alert" className="text-sm font-medium text-red-700">
          {tooLongMessage(max, length)}
        </p>
      )}
      {(counted || children) && (
        <div className="flex items-start justify-between gap-3">
          <div>{children}</div>
          {counted && (
            <span
              id={`${id}-count`}
              data-testid={testId}
              data-near-limit={near}
              className={cn(
                'shrink-0 text-sm tabular-nums',
                over
                  ? 'font-semibold text-red-700'
                  : near
                    ? 'font-semibold text-amber-800'
                    : 'text-slate-600',
              )}
            >
              {length}/{max}
            </span>
          )}
        </div>
      )}
    </>
  );
}
