import { useMemo, useState } from 'react';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import type { BoardFilters } from './api/board-keys.ts';
import type { FollowUpFilter } from '../follow-ups/follow-up-status.ts';

/** Typing pauses this long before the board asks the server. */
export const SEARCH_DEBOUNCE_MS = 200;

/** The search box and the 'Hoje' / 'Atrasados' buttons, as the filters the server applies. */
export function useBoardFilters() {
  const [query, setQuery] = useState('');
  const [followUp, setFollowUp] = useState<FollowUpFilter>('all');
  const q = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const filters = useMemo<BoardFilters>(
    () => ({
      ...(q && { q }),
      // 'Hoje' is the member's calendar day: the server counts it in their `tz` cookie's zone.
      ...(followUp !== 'all' && { due: followUp }),
    }),
    [q, followUp],
  );
  return { query, setQuery, followUp, setFollowUp, filters };
}
