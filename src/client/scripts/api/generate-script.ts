import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SavedScript, ScriptStreamEvent } from '#shared/ai.ts';
import type { ApiErrorBody } from '#shared/api-error.ts';
import { aiMessages } from '#shared/messages.ts';
import { getLimitsQueryOptions, limitsQueryKey } from '../../limits/api/get-limits.ts';
import { authStateChanged } from '../../auth/session.ts';
import { ApiError } from '../../lib/api.ts';
import { errorToast, type ErrorToasts } from '../../lib/error-toast.ts';
import { notify } from '../../lib/notify.ts';
import { scriptsQueryKey } from './get-scripts.ts';

type State =
  | { status: 'idle' }
  | { status: 'generating'; text: string }
  | { status: 'done'; script: SavedScript };

const generationToasts: ErrorToasts = {
  fallback: aiMessages.generationError(aiMessages.aiConnection),
  withMessage: aiMessages.generationError,
  codes: {
    DAILY_LIMIT_REACHED: aiMessages.scriptLimit,
    PRODUCT_NOT_FOUND: aiMessages.productNotFound,
    UNAUTHENTICATED: aiMessages.authError,
  },
};

/** Reads POST /api/scripts' NDJSON stream: the text grows as the script is written. */
export function useScriptGeneration() {
  const [state, setState] = useState<State>({ status: 'idle' });
  const queryClient = useQueryClient();

  async function generate(productId: string) {
    setState({ status: 'generating', text: '' });
    let finished = false;
    try {
      const res = await fetch('/api/scripts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ productId }),
      });
      if (!res.ok || !res.body) {
        const body = (await res.json().catch(() => undefined)) as ApiErrorBody | undefined;
        notify.error(errorToast(new ApiError(res.status, body), generationToasts));
        if (res.status === 401) void authStateChanged(queryClient);
        return setState({ status: 'idle' });
      }
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      let text = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines.filter(Boolean)) {
          const event = JSON.parse(line) as ScriptStreamEvent;
          if (event.type === 'delta') {
            text += event.text;
            setState({ status: 'generating', text });
          } else if (event.type === 'done') {
            finished = true;
            setState({ status: 'done', script: event.script });
            // Asked again (staleTime 0): the cached counters are from before this generation.
            const limits = await queryClient
              .fetchQuery({ ...getLimitsQueryOptions(), staleTime: 0 })
              .catch(() => undefined);
            notify.success(aiMessages.scriptGenerated(limits?.scripts.remaining ?? 0));
          } else {
            notify.error(aiMessages.generationError(event.error.message));
          }
        }
      }
      if (!finished) setState({ status: 'idle' });
    } catch {
      notify.error(aiMessages.generationError(aiMessages.aiConnection));
      if (!finished) setState({ status: 'idle' });
    } finally {
      void queryClient.invalidateQueries({ queryKey: limitsQueryKey });
      void queryClient.invalidateQueries({ queryKey: scriptsQueryKey });
    }
  }

  return { state, generate, reset: () => setState({ status: 'idle' }) };
}
