import {
  QueryClientProvider,
  useQuery,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerCard } from '#shared/board.ts';
import type { ConversationPage } from '#shared/conversations.ts';
import type { CustomerEvent } from '#shared/customer-events.ts';
import type { Customer, CustomerInput, Phase } from '#shared/customers.ts';
import type { Results } from '#shared/results.ts';
import type { DueFollowUp, TodayAnswer } from '#shared/today.ts';
import { useAddContacts } from '../../conversations/api/add-contacts.ts';
import { useFileShare } from '../../conversations/api/file-share.ts';
import { messagesOptions, useMessages } from '../../conversations/api/get-messages.ts';
import { conversationKeys } from '../../conversations/api/share-keys.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import {
  pixChargesOptions,
  useCreatePixCharge,
  useMarkPixPaid,
  useRecordPixSent,
} from '../../pix/api/pix-charges.ts';
import { getResultsQueryOptions, resultsKeys, useResults } from '../../results/api/get-results.ts';
import { getTodayQueryOptions, todayKeys, useToday } from '../../today/api/get-today.ts';
import { markLostNoAnswer, useTodayAction } from '../../today/api/quick-actions.ts';
import { useSetNextContact } from '../../today/api/set-next-contact.ts';
import { testCard, testCustomer } from '../../test/fixtures.ts';
import { toCard } from './board-cache.ts';
import { customerKeys } from './board-keys.ts';
import { useDeleteCustomer } from './delete-customer.ts';
import { customerEventsOptions, useCustomerEvents } from './get-customer-events.ts';
import { customerOptions } from './get-customer.ts';
import { useApplyPhase, useMoveCustomer } from './move-customer.ts';
import { useRecordMessage, useRecordReply } from './record-message.ts';
import { useSaveCustomer } from './save-customer.ts';

const TODAY = '2026-11-25';

/**
 * The server as the client sees it, for one customer, Ana, due today in Prospecção: Hoje lists
 * her while she is open, Resultados counts her phase, her history grows with each move.
 */
function fakeServer() {
  let ana = testCustomer({
    id: 'a',
    nome: 'Ana Souza',
    fase: 'prospect',
    valor: 100,
    proximo_contato: TODAY,
  });
  const events: CustomerEvent[] = [
    { type: 'created', from: null, to: 'prospect', at: '2026-11-20T00:00:00.000Z' },
  ];
  const open = () => ana.fase !== 'closed' && ana.fase !== 'lost';
  const followUp = (): DueFollowUp => ({
    id: ana.id,
    nome: ana.nome,
    telefone: ana.telefone,
    whatsapp: ana.whatsapp,
    fase: ana.fase,
    proximo_contato: TODAY,
    daysLate: 0,
    stage: 'Abertura',
    awaitingPayment: false,
    attempt: 1,
    lastAttempt: false,
    suggestLost: false,
    message: 'Oi, Ana!',
    owedQuestion: null,
    source: 'script',
    valor: null,
    ultima_nota: null,
  });
  const today = (): TodayAnswer => ({
    followUps: open() ? [followUp()] : [],
    withoutNextStep: { customers: [], total: 0 },
    afterSale: [],
    reactivate: [],
  });
  const closed = () => (ana.fase === 'closed' ? (ana.valor ?? 0) : 0);
  const results = (): Results => ({
    funnel: [{ fase: ana.fase, count: 1, value: ana.valor ?? 0 }],
    closedThisMonth: closed(),
    closedLastMonth: 0,
    closedValue: closed(),
    closedValueBefore: 0,
    winRate: ana.fase === 'closed' ? 1 : null,
    medianDaysToClose: null,
    closedInPeriod: ana.fase === 'closed' ? 1 : 0,
    lostInPeriod: 0,
    lostReasons: [],
    scriptsUsed: 0,
    objectionsUsed: 0,
    nextStepShare: { withNextStep: open() ? 1 : 0, open: open() ? 1 : 0 },
    pix: { chargedCount: 0, chargedValue: 0, receivedCount: 0, receivedValue: 0 },
    campaigns: [],
  });
  const conversation: ConversationPage = { messages: [], nextBefore: null };

  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push(`${method} ${url}`);
    await Promise.resolve();
    if (method === 'PATCH' && url === '/api/customers/a') {
      const { fase } = JSON.parse(init.body as string) as { fase: Phase };
      events.unshift({ type: 'phase', from: ana.fase, to: fase, at: '2026-11-25T12:00:00.000Z' });
      ana = { ...ana, fase, fase_alterada_em: '2026-11-25T12:00:00.000Z' };
      return Response.json(ana);
    }
    if (method !== 'GET') return Response.json({}, { status: 405 });
    if (url === '/api/today') return Response.json(today());
    if (url === '/api/results?period=month') return Response.json(results());
    if (url === '/api/customers/a') return Response.json(ana);
    if (url === '/api/customers/a/events') return Response.json(events);
    if (url === '/api/customers/a/messages') return Response.json(conversation);
    if (url === '/api/customers/a/pix-charges') return Response.json({ charges: [] });
    return Response.json({}, { status: 404 });
  });
  return { calls, card: (): CustomerCard => toCard(ana) };
}

const wrapperOf =
  (queryClient: QueryClient) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );

/** What each place shows of Ana: in Hoje's list or not, Resultados' funnel, the dialog's phase and history. */
const hoje = (queryClient: QueryClient) =>
  queryClient.getQueryData<TodayAnswer>(todayKeys.all)?.followUps.map((f) => f.nome);
const resultados = (queryClient: QueryClient) =>
  queryClient.getQueryData<Results>(resultsKeys.period('month'))?.funnel.map((f) => f.fase);
const historico = (queryClient: QueryClient) =>
  queryClient.getQueryData<CustomerEvent[]>(customerEventsOptions('a').queryKey)?.[0]?.to;

afterEach(() => vi.unstubAllGlobals());

describe('a customer moved on the board', () => {
  it('is moved at once in Hoje, Resultados and the customer dialog on screen', async () => {
    const { calls, card } = fakeServer();
    // The app's own cache: everything is trusted 30 s unless a change says otherwise.
    const queryClient = createQueryClient();
    const { result } = renderHook(
      () => ({
        move: useMoveCustomer(),
        today: useToday(),
        results: useResults('month'),
        customer: useQuery(customerOptions('a')),
        events: useCustomerEvents('a'),
        messages: useMessages('a'),
        charges: useQuery(pixChargesOptions('a')),
      }),
      { wrapper: wrapperOf(queryClient) },
    );
    await waitFor(() => {
      const { move, ...queries } = result.current;
      expect(move.isIdle).toBe(true);
      for (const query of Object.values(queries)) expect(query.isSuccess).toBe(true);
    });
    expect(hoje(queryClient)).toEqual(['Ana Souza']);
    expect(resultados(queryClient)).toEqual(['prospect']);
    calls.length = 0;

    await act(() => result.current.move.mutateAsync({ card: card(), fase: 'closed', filters: {} }));

    // Settled: each was read again (or set from the answer) before the move said it was done.
    expect(hoje(queryClient)).toEqual([]);
    expect(resultados(queryClient)).toEqual(['closed']);
    expect(queryClient.getQueryData<Customer>(customerKeys.detail('a'))?.fase).toBe('closed');
    expect(historico(queryClient)).toBe('closed');
    expect(calls.sort()).toEqual([
      'GET /api/customers/a/events',
      'GET /api/customers/a/messages',
      'GET /api/customers/a/pix-charges',
      'GET /api/results?period=month',
      'GET /api/today',
      // The customer itself comes with the move's answer: it is not asked for again.
      'PATCH /api/customers/a',
    ]);
    await waitFor(() => expect(result.current.customer.data?.fase).toBe('closed'));
    expect(result.current.today.data?.followUps).toEqual([]);
    expect(result.current.results.data?.funnel[0]?.fase).toBe('closed');
    expect(result.current.events.data?.[0]).toMatchObject({ from: 'prospect', to: 'closed' });
  });

  it('leaves Hoje, Resultados and the dialog cached elsewhere stale: they are read again when shown next', async () => {
    const { card } = fakeServer();
    const queryClient = createQueryClient();
    await Promise.all([
      queryClient.fetchQuery(getTodayQueryOptions()),
      queryClient.fetchQuery(getResultsQueryOptions('month')),
      queryClient.fetchQuery(customerEventsOptions('a')),
      queryClient.fetchQuery(pixChargesOptions('a')),
      queryClient.fetchInfiniteQuery(messagesOptions('a')),
    ]);
    const { result } = renderHook(() => useMoveCustomer(), { wrapper: wrapperOf(queryClient) });

    await act(() => result.current.mutateAsync({ card: card(), fase: 'closed', filters: {} }));

    for (const queryKey of [
      todayKeys.all,
      resultsKeys.period('month'),
      customerEventsOptions('a').queryKey,
      pixChargesOptions('a').queryKey,
      conversationKeys.messages('a'),
    ] satisfies QueryKey[])
      expect(queryClient.getQueryState(queryKey)?.isInvalidated, String(queryKey)).toBe(true);

    // Well within the 30 s they would otherwise be trusted, each page shows the move.
    const shown = renderHook(
      () => ({ today: useToday(), results: useResults('month'), events: useCustomerEvents('a') }),
      { wrapper: wrapperOf(queryClient) },
    );
    await waitFor(() => {
      expect(shown.result.current.today.data?.followUps).toEqual([]);
      expect(shown.result.current.results.data?.funnel[0]?.fase).toBe('closed');
      expect(shown.result.current.events.data?.[0]?.to).toBe('closed');
    });
  });
});

describe('every customer mutation', () => {
  const ana = testCustomer({ id: 'a', fase: 'prospect', proximo_contato: TODAY });
  const input: CustomerInput = {
    nome: ana.nome,
    telefone: ana.telefone,
    email: null,
    produto_interesse: null,
    fase: 'contacted',
    data_contato: null,
    observacoes: null,
    valor: null,
    motivo_perda: null,
    proximo_contato: null,
  };

  /** Each mutation, what the server answers it, and how it is called. */
  const cases: Array<{
    name: string;
    answer: unknown;
    run: (queryClient: QueryClient) => Promise<unknown>;
    /** The customer is gone: the dialog's queries are dropped rather than read again. */
    deleted?: boolean;
  }> = [];
  const mutation =
    <Input,>(
      hook: () => { mutateAsync: (variables: Input) => Promise<unknown> },
      variables: Input,
    ) =>
    (queryClient: QueryClient) => {
      const { result } = renderHook(hook, { wrapper: wrapperOf(queryClient) });
      return act(() => result.current.mutateAsync(variables));
    };
  const add = (
    name: string,
    answer: unknown,
    run: (queryClient: QueryClient) => Promise<unknown>,
    deleted = false,
  ) => cases.push({ name, answer, run, deleted });

  add(
    'PATCH /api/customers/:id (the board)',
    ana,
    mutation(useMoveCustomer, { card: toCard(ana), fase: 'contacted', filters: {} }),
  );
  add(
    'PATCH /api/customers/:id (a conversation)',
    ana,
    mutation(useApplyPhase, { customerId: 'a', fase: 'contacted' }),
  );
  add(
    'PATCH /api/customers/:id (Hoje)',
    ana,
    mutation(() => useTodayAction(markLostNoAnswer, (id) => id), 'a'),
  );
  add('PUT /api/customers/:id', ana, mutation(useSaveCustomer, { input, id: 'a' }));
  add('DELETE /api/customers/:id', null, mutation(useDeleteCustomer, 'a'), true);
  add(
    'PATCH /api/customers/:id/next-contact',
    ana,
    mutation(useSetNextContact, { id: 'a', proximo_contato: null }),
  );
  add(
    'POST /api/customers/:id/messages',
    null,
    mutation(useRecordMessage, { id: 'a', stage: null }),
  );
  add(
    'POST /api/customers/:id/messages (a reply)',
    null,
    mutation(useRecordReply, { customerId: 'a', text: 'Oi!' }),
  );
  add(
    'POST /api/customers/:id/pix-charges',
    { customer: ana },
    mutation(() => useCreatePixCharge('a'), undefined),
  );
  add(
    'POST /api/customers/:id/pix-charges/:chargeId/paid',
    { customer: ana },
    mutation(() => useMarkPixPaid('a'), 'c1'),
  );
  add(
    'POST /api/customers/:id/pix-charges/:chargeId/sent',
    null,
    mutation(() => useRecordPixSent('a'), 'c1'),
  );
  add(
    'POST /api/shares/:id/file',
    { customerId: 'a' },
    mutation(useFileShare, { id: 's1', customerId: 'a' }),
  );
  add('POST /api/shares/:id/contacts', {}, mutation(useAddContacts, { id: 's1', indexes: [0] }));

  it.each(cases)('$name refreshes what shows customers', async ({ answer, run, deleted }) => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        answer === null ? new Response(null, { status: 204 }) : Response.json(answer),
      ),
    );
    const queryClient = createQueryClient();
    const cached: Array<[QueryKey, unknown]> = [
      [todayKeys.all, { followUps: [], withoutNextStep: { customers: [], total: 0 } }],
      [resultsKeys.period('month'), {}],
      [customerKeys.summary({}), []],
      [
        customerKeys.column('prospect', {}),
        { pages: [{ customers: [testCard({ id: 'a' })], nextCursor: null }], pageParams: [null] },
      ],
      [[...customerKeys.summaries, 'inicio'], []],
      [[...customerKeys.list, ''], []],
    ];
    const dialog: QueryKey[] = [
      customerEventsOptions('a').queryKey,
      pixChargesOptions('a').queryKey,
      conversationKeys.messages('a'),
    ];
    for (const [key, data] of cached) queryClient.setQueryData(key, data);
    for (const key of dialog) queryClient.setQueryData(key, {});
    const lists = cached.map(([key]) => key);

    await run(queryClient);

    for (const key of lists)
      expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    for (const key of dialog)
      if (deleted) expect(queryClient.getQueryState(key), String(key)).toBeUndefined();
      else expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
  });
});
