import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToReadableStream } from 'react-dom/server.browser';
import { describe, expect, it } from 'vitest';
import type { CustomerEvent } from '#shared/customer-events.ts';
import { customerEventsOptions } from './api/get-customer-events.ts';
import { CustomerCardBody } from './customer-card.tsx';
import { CustomerHistory } from './customer-history.tsx';
import { testCard } from '../test/fixtures.ts';
import {
  addDays,
  formatContactDate,
  formatLongDay,
  formatShortDate,
  formatTime,
  memberDay,
  TimeZone,
} from '../lib/format.ts';

const event: CustomerEvent = {
  type: 'created',
  from: null,
  to: 'prospect',
  at: '2026-11-22T23:30:00Z',
};

/** A customer's history as the server renders it for a member in `zone`. */
async function historyIn(zone: string): Promise<string> {
  const client = new QueryClient();
  client.setQueryData(customerEventsOptions('c1').queryKey, [event]);
  const stream = await renderToReadableStream(
    <TimeZone.Provider value={zone}>
      <QueryClientProvider client={client}>
        <CustomerHistory id="c1" />
      </QueryClientProvider>
    </TimeZone.Provider>,
  );
  return (await new Response(stream).text()).replaceAll('<!-- -->', '');
}

describe('dates in an explicit zone', () => {
  it('renders two members at once, each with the day and hour of their own zone', async () => {
    const previous = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati'; // the runtime's own zone plays no part
    try {
      const [tokyo, saoPaulo] = await Promise.all([
        historyIn('Asia/Tokyo'),
        historyIn('America/Sao_Paulo'),
      ]);
      expect(tokyo).toContain('23/11/2026 às 08:30');
      expect(saoPaulo).toContain('22/11/2026 às 20:30');
    } finally {
      if (previous === undefined) delete process.env.TZ;
      else process.env.TZ = previous;
    }
  });

  it("formats the browser's own zone (null) from the Date's local fields, as Intl would", () => {
    const at = new Date('2026-11-22T23:30:00Z');
    const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatShortDate(at, null)).toBe(formatShortDate(at, local));
    expect(formatTime(at, null)).toBe(formatTime(at, local));
    expect(memberDay(null, at)).toBe(memberDay(local, at));
  });

  it('writes a calendar day as the same day in every zone', () => {
    expect(formatContactDate('2026-11-21T00:00:00.000Z')).toBe('21/11/2026');
    expect(formatLongDay('2026-11-21')).toBe('21 de novembro de 2026');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(formatShortDate(new Date('2026-11-22T02:00:00Z'), 'America/Sao_Paulo')).toBe(
      '21/11/2026',
    );
  });
});

/** A board card as the server renders it for a member in `zone`. */
async function cardIn(zone: string, data_contato: string): Promise<string> {
  const stream = await renderToReadableStream(
    <TimeZone.Provider value={zone}>
      <CustomerCardBody customer={testCard({ id: 'c1', data_contato })} />
    </TimeZone.Provider>,
  );
  return (await new Response(stream).text()).replaceAll('<!-- -->', '');
}

describe("the card's 'Contato em'", () => {
  it("shows an instant on the member's own day: 23:28 on 27/11 in Brasília is the 27th", async () => {
    const at = '2026-11-28T02:28:00.000Z';
    expect(await cardIn('America/Sao_Paulo', at)).toContain('Contato em 27/11/2026');
    expect(await cardIn('Asia/Tokyo', at)).toContain('Contato em 28/11/2026');
  });

  it('shows a picked day as that day in every zone, stored now (noon UTC) or before (midnight)', async () => {
    for (const stored of ['2026-11-27T12:00:00.000Z', '2026-11-27T00:00:00.000Z'])
      for (const zone of ['America/Sao_Paulo', 'America/Manaus', 'Asia/Tokyo', 'Europe/Lisbon'])
        expect(await cardIn(zone, stored), `${stored} in ${zone}`).toContain(
          'Contato em 27/11/2026',
        );
  });
});
