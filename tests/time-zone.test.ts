import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Limits } from '../src/shared/ai.ts';
import type { Board } from '../src/shared/board.ts';
import type { Results } from '../src/shared/results.ts';
import { dayIn, timeZoneCookie, timeZoneFromCookie } from '../src/shared/time-zone.ts';
import type { TodayAnswer } from '../src/shared/today.ts';
import { atTime } from './helpers/clock.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createCustomer, productInput, send, sendOk, signedInUser } from './factories.ts';
import { sql } from 'drizzle-orm';
import type { AiEngine } from '../src/server/ai/engine.ts';
import { offlineEngine } from '../src/server/ai/offline-engine.ts';

// The member's "today" is the server's to derive, from the zone in their `tz` cookie.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const zoneCookie = (zone: string) => timeZoneCookie(zone).split(';')[0]!;

describe('the tz cookie', () => {
  it('names a zone the platform knows, or the default one', () => {
    expect(timeZoneFromCookie(`a=1; ${zoneCookie('Asia/Tokyo')}; b=2`)).toBe('Asia/Tokyo');
    expect(timeZoneFromCookie('tz=asia/tokyo')).toBe('Asia/Tokyo');
    for (const bad of ['', 'tz=', 'tz=Mars/Olympus', 'tz=+05:30', 'tz=%E0%A4%A', 'xtz=Asia/Tokyo'])
      expect(timeZoneFromCookie(bad), bad).toBe('America/Sao_Paulo');
  });

  it('counts calendar days in the zone', () => {
    const at = new Date('2026-11-22T23:30:00Z');
    expect(dayIn('Asia/Tokyo', at)).toBe('2026-11-23');
    expect(dayIn('America/Sao_Paulo', at)).toBe('2026-11-22');
  });
});

describe("the member's today", () => {
  it('comes from their zone: in UTC+9 at 23:30 UTC it is already tomorrow', async () => {
    const m = await signedInUser(t);
    const created = await send(t, 'POST', '/api/customers', m.cookie, {
      nome: 'Amanhã em Brasília',
      proximo_contato: '2026-11-23',
    });
    expect(created.status).toBe(201);
    const due = (cookie: string) =>
      atTime('2026-11-22T23:30:00Z', async () => {
        const today = await send(t, 'GET', '/api/today', cookie);
        const board = await send(t, 'GET', '/api/customers/board?due=today', cookie);
        expect([today.status, board.status]).toEqual([200, 200]);
        return {
          today: ((await today.json()) as TodayAnswer).followUps.map((f) => f.nome),
          board: ((await board.json()) as Board).columns.flatMap((c) =>
            c.customers.map((x) => x.nome),
          ),
        };
      });
    const tokyo = await due(`${m.cookie}; ${zoneCookie('Asia/Tokyo')}`);
    expect(tokyo).toEqual({ today: ['Amanhã em Brasília'], board: ['Amanhã em Brasília'] });
    // Without the cookie, or with one that names no zone: Brasília's day, 22 November.
    const nothingDue = { today: [], board: [] };
    expect(await due(m.cookie)).toEqual(nothingDue);
    expect(await due(`${m.cookie}; tz=Mars/Olympus`)).toEqual(nothingDue);
    // An old client's today= is ignored: the day is the server's to say.
    const old = await atTime('2026-11-22T23:30:00Z', () =>
      send(t, 'GET', '/api/today?today=2026-11-23', m.cookie),
    );
    expect(((await old.json()) as TodayAnswer).followUps).toEqual([]);
  });
});

describe("the daily quotas and Resultados, on the member's day", () => {
  const brasilia = (cookie: string) => `${cookie}; ${zoneCookie('America/Sao_Paulo')}`;
  const newScript = async (cookie: string, productId: string) => {
    const res = await send(t, 'POST', '/api/scripts', cookie, { productId });
    await res.text(); // the whole stream, so the script is saved before the clock moves
    return res.status;
  };
  const limits = async (cookie: string) =>
    (await (await send(t, 'GET', '/api/limits', cookie)).json()) as Limits;

  it('counts a unit used at 23:30 in Brasília (02:30 UTC) on that day, renewed at its midnight', async () => {
    const m = await signedInUser(t);
    const cookie = brasilia(m.cookie);
    const product = (await (
      await send(t, 'POST', '/api/products', m.cookie, productInput())
    ).json()) as { id: string };
    // 20:30 on 27 November in Brasília (23:30 UTC): the three scripts of the day.
    await atTime('2026-11-27T23:30:00Z', async () => {
      for (let i = 0; i < 3; i++) expect(await newScript(cookie, product.id)).toBe(200);
    });
    // 23:30 in Brasília, 02:30 on 28 November in UTC: still the 27th, nothing left.
    await atTime('2026-11-28T02:30:00Z', async () => {
      expect(await newScript(cookie, product.id)).toBe(429);
      expect(await limits(cookie)).toMatchObject({
        date: '2026-11-27',
        scripts: { used: 3, remaining: 0 },
      });
    });
    // 00:10 on the 28th in Brasília: a new day, a new quota.
    await atTime('2026-11-28T03:10:00Z', async () => {
      expect(await limits(cookie)).toMatchObject({
        date: '2026-11-28',
        scripts: { used: 0, remaining: 3 },
      });
      expect(await newScript(cookie, product.id)).toBe(200);
      expect((await limits(cookie)).scripts).toMatchObject({ used: 1, remaining: 2 });
    });
  });

  it("counts in Resultados a script used at 23:30 in Brasília on the member's day", async () => {
    const m = await signedInUser(t);
    const cookie = brasilia(m.cookie);
    const product = (await (
      await send(t, 'POST', '/api/products', m.cookie, productInput())
    ).json()) as { id: string };
    await atTime('2026-11-28T02:30:00Z', async () => {
      expect(await newScript(cookie, product.id)).toBe(200);
      const res = await send(t, 'GET', '/api/results?period=month', cookie);
      expect(((await res.json()) as Results).scriptsUsed).toBe(1);
    });
  });
});

describe("Hoje's days since the last contact, on the member's day", () => {
  it('counts a contact at 22:28 in Brasília (01:28 UTC the next day) on its own day', async () => {
    const seen: number[] = [];
    const offline = offlineEngine(0);
    const recording: AiEngine = {
      ...offline,
      name: 'provider',
      writeFollowUp: (input) => (seen.push(input.daysSince), offline.writeFollowUp(input)),
    };
    const app = await createTestApp({}, { engine: recording });
    try {
      const m = await signedInUser(app);
      const customer = await createCustomer(app, m, {
        nome: 'Contato de noite',
        fase: 'contacted',
        proximo_contato: '2026-11-22',
      });
      // 22:28 on 19 November in Brasília: 01:28 on the 20th in UTC.
      await app.database.db.execute(
        sql`update clientes set data_contato = '2026-11-20T01:28:00Z' where id = ${customer.id}`,
      );
      await atTime('2026-11-22T15:00:00Z', () =>
        sendOk(app, `${m.cookie}; ${zoneCookie('America/Sao_Paulo')}`, 'GET', '/api/today'),
      );
      expect(seen).toEqual([3]);
    } finally {
      await app.close();
    }
  });
});
