import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../src/server/auth/abuse-limits.ts';
import { hashPassword, reserveHashSlot } from '../src/server/auth/password-hash.ts';
import { hit } from '../src/server/rate-limit/store.ts';
import { outboxLinks } from './helpers/mail.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createMember, createUser, postJson, send, signIn, signedInUser } from './factories.ts';

// Attacks on /api/auth found by an independent attacker: each was reproduced here first.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;
const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('one path through /api/auth', () => {
  const formPost = (path: string, body: string) =>
    t.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.config.APP_URL },
      body,
    });

  it('refuses a body that is not JSON with 415, so the limiter and Better Auth read the same email', async () => {
    const victim = await createUser(t.database.db);
    const smuggled = JSON.stringify({
      email: 'decoy@x.test',
      p: `=1&email=${victim.email}&password=${victim.password}&`,
    });
    const res = await formPost('/api/auth/sign-in/email', smuggled);
    expect(res.status).toBe(415);
    expect((await errorOf(res)).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(res.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);
  });

  it('refuses form bodies on every auth endpoint (name length and U+0000 cannot slip past)', async () => {
    for (const path of [
      '/api/auth/sign-up/email',
      '/api/auth/request-password-reset',
      '/api/auth/reset-password',
      '/api/auth/change-password',
    ]) {
      const res = await formPost(path, `name=${'x'.repeat(3000)}&email=a%00@b.c&password=abcdef`);
      expect(res.status, path).toBe(415);
    }
  });

  it('forwards only the fields each endpoint takes, as JSON it rebuilt', async () => {
    const user = await createUser(t.database.db);
    // A duplicate key: JSON.parse keeps the last one, and so does what Better Auth reads.
    const res = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', origin: t.config.APP_URL },
      body: `{"email":"someone@else.test","email":"${user.email}","password":"${user.password}","callbackURL":"https://evil.example"}`,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
  });
});

describe('limits that cannot be turned against members', () => {
  it('a stranger hammering an address does not lock the member out from another network', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 8; i++) {
      await postJson(
        t,
        '/api/auth/sign-in/email',
        { email: user.email, password: `errada-${i}` },
        from('203.0.113.9'),
      );
    }
    const attacker = await postJson(
      t,
      '/api/auth/sign-in/email',
      { email: user.email, password: user.password },
      from('203.0.113.9'),
    );
    expect(attacker.status).toBe(429);
    const member = await postJson(
      t,
      '/api/auth/sign-in/email',
      { email: user.email, password: user.password },
      from('198.51.100.4'),
    );
    expect(member.status).toBe(200);
  });

  it('many addresses together meet a per-email ceiling, well above what one address may try', async () => {
    const user = await createUser(t.database.db);
    // 4 addresses × 3 wrong guesses: more than one address may try, under the ceiling.
    for (let a = 0; a < 4; a++) {
      for (let i = 0; i < 3; i++) {
        const res = await postJson(
          t,
          '/api/auth/sign-in/email',
          { email: user.email, password: `x-${i}` },
          from(`192.0.2.${a}`),
        );
        expect(res.status).toBe(401);
      }
    }
    const member = await postJson(
      t,
      '/api/auth/sign-in/email',
      { email: user.email, password: user.password },
      from('198.51.100.77'),
    );
    expect(member.status).toBe(200);

    // Past the ceiling (counted here directly: 100 hashes would take a minute), even a new
    // address is refused for the hour.
    for (let i = 0; i < limits.signInFailuresPerEmail.max; i++) {
      await hit(t.database.db, `sign-in:email:${user.email}`, limits.signInFailuresPerEmail.window);
    }
    const ceiling = await postJson(
      t,
      '/api/auth/sign-in/email',
      { email: user.email, password: user.password },
      from('198.51.100.78'),
    );
    expect(ceiling.status).toBe(429);
  });

  it('limits wrong current passwords on change-password like sign-in', async () => {
    const user = await signedInUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await postJson(
        t,
        '/api/auth/change-password',
        { currentPassword: `errada-${i}`, newPassword: 'nova-senha-1' },
        { cookie: user.cookie },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe('password change', () => {
  it('ends every other session even when the client does not ask', async () => {
    const user = await createUser(t.database.db);
    const here = await signIn(t, user);
    const elsewhere = await signIn(t, user);
    const res = await postJson(
      t,
      '/api/auth/change-password',
      { currentPassword: user.password, newPassword: 'trocada-2', revokeOtherSessions: false },
      { cookie: here },
    );
    expect(res.status).toBe(200);
    expect((await t.request('/api/me', { headers: { cookie: elsewhere } })).status).toBe(401);
  });
});

describe('the session cache', () => {
  it('is not refilled by a lookup that started before the sign-out', async () => {
    for (let trial = 0; trial < 10; trial++) {
      const user = await signedInUser(t);
      const me = () => t.request('/api/me', { headers: { cookie: user.cookie } });
      // Session lookups keep starting while the sign-out runs.
      let signedOut = false;
      const inFlight: Array<Promise<Response>> = [];
      const out = postJson(t, '/api/auth/sign-out', {}, { cookie: user.cookie }).finally(
        () => (signedOut = true),
      );
      while (!signedOut) {
        inFlight.push(me());
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect((await out).status).toBe(200);
      await Promise.allSettled(inFlight);
      const after = await t.request('/api/me', { headers: { cookie: user.cookie } });
      expect(after.status, `trial ${trial}`).toBe(401);
    }
  });
});

describe('caching of member data', () => {
  it('answers every /api route with Cache-Control: no-store', async () => {
    const user = await signedInUser(t);
    for (const path of ['/api/me', '/api/customers', '/api/scripts', '/api/products', '/api/x']) {
      const res = await t.request(path, { headers: { cookie: user.cookie } });
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    // Refused before any route: a foreign origin, a body too large.
    const foreign = await t.request('/api/products', {
      method: 'POST',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('cache-control')).toBe('no-store');
    const large = await send(t, 'POST', '/api/products', user.cookie, 'x'.repeat(70_000));
    expect(large.status).toBe(413);
    expect(large.headers.get('cache-control')).toBe('no-store');
  });

  it('does not serve get-session, which would hand the HttpOnly token to scripts', async () => {
    const user = await signedInUser(t);
    const res = await t.request('/api/auth/get-session', { headers: { cookie: user.cookie } });
    expect(res.status).toBe(404);
  });
});

describe('links cannot be guessed or used to starve the server', () => {
  it('a wrong token costs no password hash and is limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await postJson(
        t,
        '/api/auth/reset-password',
        { token: `chute-${i}`, newPassword: 'senha-qualquer' },
        from('203.0.113.200'),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    // A wrong token is answered in less than half the time of one hash (timed here, so a loaded
    // machine slows both alike): it took none.
    const hashStarted = performance.now();
    await hashPassword('senha-qualquer');
    const hashMs = performance.now() - hashStarted;
    const started = performance.now();
    await postJson(
      t,
      '/api/auth/create-password',
      { token: 'outro-chute', name: 'X', password: 'senha-qualquer' },
      from('203.0.113.201'),
    );
    expect(performance.now() - started).toBeLessThan(hashMs / 2);
  });

  it('holds a place in the hash queue from the first moment, so a burst meets the 503', async () => {
    const held: Array<() => void> = [];
    try {
      expect(() => {
        for (let i = 0; i < 1000; i++) held.push(reserveHashSlot());
      }).toThrow(expect.objectContaining({ status: 503, code: 'SERVER_BUSY' }));
      expect(held.length).toBeGreaterThan(0);
      expect(held.length).toBeLessThan(1000);
    } finally {
      for (const release of held) release();
    }
    reserveHashSlot()();
  });
});

describe('the session cache key', () => {
  it('is the cookie Better Auth reads: a planted look-alike never gets a member’s session', async () => {
    const https = await createTestApp({ APP_URL: 'https://app.fechazap.test' });
    try {
      const victim = await createUser(https.database.db);
      const real = await signIn(https, victim);
      expect(real).toMatch(/^__Secure-fechazap\.session_token=/);
      const planted = 'fechazap.session_token=valor-que-o-atacante-conhece';
      const victimRequest = await https.request('/api/me', {
        headers: { cookie: `${planted}; ${real}` },
      });
      expect(victimRequest.status).toBe(200);
      const attacker = await https.request('/api/me', { headers: { cookie: planted } });
      expect(attacker.status).toBe(401);
    } finally {
      await https.close();
    }
  });
});

describe('link requests', () => {
  it('over the per-email limit answer as usual and mail nothing: a stranger cannot make them fail', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 5; i++) {
      await postJson(
        t,
        '/api/auth/request-password-reset',
        { email: user.email },
        from('198.51.100.50'),
      );
    }
    await waitForLinks(user.email, 5);
    const own = await postJson(
      t,
      '/api/auth/request-password-reset',
      { email: user.email },
      from('192.0.2.77'),
    );
    expect(own.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await outboxLinks(t.config.DATA_DIR, user.email)).toHaveLength(5);
  });

  it('a reset asked for a pending account mails the access link, which asks for the name', async () => {
    const { email } = await createMember(t.database.db);
    await postJson(
      t,
      '/api/auth/sign-up/email',
      {
        email,
        password: 'senha-do-intruso',
        name: 'Seu pagamento foi estornado',
      },
      from('198.51.100.60'),
    );
    await waitForLinks(email, 1);
    await postJson(t, '/api/auth/request-password-reset', { email }, from('198.51.100.61'));
    const links = await waitForLinks(email, 2);
    expect(links[1]).toMatch(/\/criar-senha\?token=/);
  });
});

async function waitForLinks(email: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const links = await outboxLinks(t.config.DATA_DIR, email);
    if (links.length >= count) return links;
    if (Date.now() > deadline) throw new Error(`${links.length} links to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
