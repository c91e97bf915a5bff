import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../src/shared/messages.ts';
import { setMemberStatus } from '../src/server/members/store.ts';
import { waitForResetLink } from './helpers/mail.ts';
import { TEST_AUTH_SECRET, createTestApp, type TestApp } from './helpers/test-app.ts';
import { signUpProof } from '../src/server/auth/sign-up-proof.ts';
import { users } from '../src/server/db/schema.ts';
import {
  cookiesFrom,
  createMember,
  createUser,
  postJson,
  signIn,
  signedInUser,
  uniqueEmail,
} from './factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookie: string) => t.request('/api/me', { headers: { cookie } });
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

const tokenOf = (link: string | undefined) => new URL(link!).searchParams.get('token')!;

describe('Primeiro Acesso (sign-up)', () => {
  it('creates a pending account of an active member, confirmed by the link mailed to it', async () => {
    const { email } = await createMember(t.database.db);
    const res = await postJson(t, '/api/auth/sign-up/email', {
      email,
      password: 'abc123',
      name: 'Ana',
    });
    expect(res.status).toBe(200);
    expect(
      res.headers
        .getSetCookie()
        .some((c) => c.includes('session_token=') && !c.includes('Max-Age=0')),
    ).toBe(false);
    const pending = await postJson(t, '/api/auth/sign-in/email', { email, password: 'abc123' });
    expect(pending.status).toBe(403);
    expect((await errorOf(pending)).code).toBe('EMAIL_NOT_VERIFIED');

    const link = await waitForResetLink(t.config.DATA_DIR, email);
    expect(link).toMatch(new RegExp(`^${t.config.APP_URL}/criar-senha\\?token=`));
    const confirmed = await postJson(t, '/api/auth/create-password', {
      token: tokenOf(link),
      name: 'Ana',
      password: 'abc123',
    });
    expect(confirmed.status).toBe(200);
    const cookie = await signIn(t, { email, password: 'abc123' });
    const body = await (await me(cookie)).json();
    expect(body).toMatchObject({ email, displayName: 'Ana', membershipActive: true });
    expect(body.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('refuses an email that is not a member, whatever its case', async () => {
    const res = await postJson(t, '/api/auth/sign-up/email', {
      email: uniqueEmail(),
      password: 'abc123',
      name: 'X',
    });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({
      code: 'NOT_A_MEMBER',
      message: authMessages.notPurchaseEmail.description,
    });

    const { email } = await createMember(t.database.db, { status: 'inactive' });
    const inactive = await postJson(t, '/api/auth/sign-up/email', {
      email,
      password: 'abc123',
      name: 'X',
    });
    expect(inactive.status).toBe(403);
  });

  it('accepts the member email in any case', async () => {
    const { email } = await createMember(t.database.db);
    const res = await postJson(t, '/api/auth/sign-up/email', {
      email: `  ${email.toUpperCase()} `,
      password: 'abc123',
      name: 'B',
    });
    expect(res.status, await res.clone().text()).toBe(200);
  });

  it('refuses a password under 6 characters and an email that already has an account', async () => {
    const { email } = await createMember(t.database.db);
    const short = await postJson(t, '/api/auth/sign-up/email', {
      email,
      password: '12345',
      name: 'C',
    });
    expect(short.status).toBe(400);
    expect(await errorOf(short)).toEqual({
      code: 'PASSWORD_TOO_SHORT',
      message: authMessages.passwordTooShort.description,
    });

    const user = await createUser(t.database.db);
    const again = await postJson(t, '/api/auth/sign-up/email', {
      email: user.email,
      password: '123456',
      name: 'C',
    });
    expect(again.status).toBe(422);
    expect((await errorOf(again)).code).toBe('USER_ALREADY_EXISTS');
  });

  it('stores the password with scrypt at N=2^17, r=8', async () => {
    const user = await createUser(t.database.db);
    const { rows } = await t.database.pool.query(
      'SELECT password FROM accounts WHERE user_id = $1',
      [user.id],
    );
    expect(rows[0].password).toMatch(/^scrypt\$131072\$8\$1\$/);
  });
});

describe('Login (sign-in)', () => {
  it('signs a member in with an HttpOnly, SameSite=Lax session cookie', async () => {
    const user = await createUser(t.database.db);
    const res = await postJson(t, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('fechazap.session_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('answers wrong credentials with 401 and the pt-BR message', async () => {
    const user = await createUser(t.database.db);
    const res = await postJson(t, '/api/auth/sign-in/email', {
      email: user.email,
      password: 'errada!',
    });
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Email ou senha incorretos.',
    });
  });

  it("refuses a deactivated member's sign-in with 'Acesso não autorizado'", async () => {
    const user = await createUser(t.database.db, { status: 'inactive' });
    const res = await postJson(t, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({
      code: 'MEMBERSHIP_INACTIVE',
      message: authMessages.notAuthorized.description,
    });
  });

  it('sets the Secure flag when APP_URL is https', async () => {
    const https = await createTestApp({ APP_URL: 'https://app.example.com' });
    try {
      const user = await createUser(https.database.db);
      const res = await postJson(https, '/api/auth/sign-in/email', {
        email: user.email,
        password: user.password,
      });
      expect(res.headers.getSetCookie().find((c) => c.includes('session_token='))).toMatch(
        /Secure/,
      );
    } finally {
      await https.close();
    }
  });
});

describe('a session whose membership ends', () => {
  it('keeps GET /api/me (membershipActive false) and gets 403 MEMBERSHIP_INACTIVE on data routes', async () => {
    const user = await signedInUser(t);
    const patch = (cookie: string) =>
      t.request('/api/me', {
        method: 'PATCH',
        headers: { cookie, 'content-type': 'application/json', origin: t.config.APP_URL },
        body: JSON.stringify({ displayName: 'Novo Nome' }),
      });
    expect((await patch(user.cookie)).status).toBe(200);

    await setMemberStatus(t.database.db, { email: user.email, status: 'inactive', source: 'test' });
    const denied = await patch(user.cookie);
    expect(denied.status).toBe(403);
    expect((await errorOf(denied)).code).toBe('MEMBERSHIP_INACTIVE');
    expect(await (await me(user.cookie)).json()).toMatchObject({
      membershipActive: false,
      displayName: 'Novo Nome',
    });
  });

  it('answers 401 without a session', async () => {
    const res = await t.request('/api/me');
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('UNAUTHENTICATED');
  });

  it('refuses a blank display name with 400 naming the field', async () => {
    const user = await signedInUser(t);
    const res = await t.request('/api/me', {
      method: 'PATCH',
      headers: {
        cookie: user.cookie,
        'content-type': 'application/json',
        origin: t.config.APP_URL,
      },
      body: JSON.stringify({ displayName: '   ' }),
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('VALIDATION_ERROR');
    expect(((await (await me(user.cookie)).json()) as { displayName: string }).displayName).toBe(
      user.name,
    );
  });

  it('ends with sign-out', async () => {
    const user = await signedInUser(t);
    const out = await postJson(t, '/api/auth/sign-out', {}, { cookie: user.cookie });
    expect(out.status).toBe(200);
    expect((await me(user.cookie)).status).toBe(401);
  });
});

describe('password reset', () => {
  async function requestReset(email: string, headers: Record<string, string> = {}) {
    return postJson(t, '/api/auth/request-password-reset', { email }, headers);
  }

  it('mails a single-use link on APP_URL; using it signs in and ends the other sessions', async () => {
    const user = await signedInUser(t);
    const res = await requestReset(user.email, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(res.status).toBe(200);
    const link = await waitForResetLink(t.config.DATA_DIR, user.email);
    expect(link).toMatch(new RegExp(`^${t.config.APP_URL}/reset-password\\?token=`));
    const token = tokenOf(link);

    const reset = await postJson(t, '/api/auth/reset-password', {
      token,
      newPassword: 'nova-senha',
    });
    expect(reset.status).toBe(200);
    const newCookie = cookiesFrom(reset);
    expect((await me(newCookie)).status).toBe(200);
    expect((await me(user.cookie)).status).toBe(401);
    await signIn(t, { email: user.email, password: 'nova-senha' });

    const reuse = await postJson(t, '/api/auth/reset-password', {
      token,
      newPassword: 'outra-senha',
    });
    expect(reuse.status).toBe(400);
    expect((await errorOf(reuse)).code).toBe('INVALID_TOKEN');
  });

  it('refuses an expired token', async () => {
    const user = await createUser(t.database.db);
    await requestReset(user.email);
    const token = tokenOf(await waitForResetLink(t.config.DATA_DIR, user.email));
    await t.database.db.execute(
      sql`update password_links set expires_at = now() - interval '1 minute' where email = ${user.email}`,
    );
    const res = await postJson(t, '/api/auth/reset-password', { token, newPassword: 'nova-senha' });
    expect(res.status).toBe(400);
    await signIn(t, user);
  });

  it('answers an unknown email exactly as a known one', async () => {
    const user = await createUser(t.database.db);
    const known = await requestReset(user.email);
    const unknown = await requestReset(uniqueEmail());
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
  });

  it('refuses a new password under 6 characters', async () => {
    const user = await createUser(t.database.db);
    await requestReset(user.email);
    const token = tokenOf(await waitForResetLink(t.config.DATA_DIR, user.email));
    const res = await postJson(t, '/api/auth/reset-password', { token, newPassword: '123' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('PASSWORD_TOO_SHORT');
  });
});

describe("a link's state, checked when its page opens", () => {
  const stateOf = async (purpose: 'access' | 'reset', token: string) => {
    const res = await postJson(t, '/api/auth/link-state', { purpose, token });
    expect(res.status).toBe(200);
    return ((await res.json()) as { state: string }).state;
  };

  it('answers live without using the link, then used once it was used', async () => {
    const { email } = await createMember(t.database.db);
    await postJson(t, '/api/auth/sign-up/email', { email, password: 'abc123', name: 'Ana' });
    const token = tokenOf(await waitForResetLink(t.config.DATA_DIR, email));
    expect(await stateOf('access', token)).toBe('live');
    expect(await stateOf('access', token)).toBe('live');
    const body = { token, name: 'Ana', password: 'abc123' };
    expect((await postJson(t, '/api/auth/create-password', body)).status).toBe(200);
    expect(await stateOf('access', token)).toBe('used');
    expect((await postJson(t, '/api/auth/create-password', body)).status).toBe(400);
  });

  it('answers expired for an expired reset link and invalid for a token nobody made', async () => {
    const user = await createUser(t.database.db);
    await postJson(t, '/api/auth/request-password-reset', { email: user.email });
    const token = tokenOf(await waitForResetLink(t.config.DATA_DIR, user.email));
    expect(await stateOf('reset', token)).toBe('live');
    expect(await stateOf('access', token)).toBe('invalid');
    await t.database.db.execute(
      sql`update password_links set expires_at = now() - interval '1 minute' where email = ${user.email}`,
    );
    expect(await stateOf('reset', token)).toBe('expired');
    expect(await stateOf('reset', 'not-a-token')).toBe('invalid');
    expect(await stateOf('reset', '')).toBe('invalid');
  });
});

describe("a 'Primeiro Acesso' link opened where the account was made", () => {
  const stateOf = async (token: string, cookie = '') => {
    const res = await postJson(t, '/api/auth/link-state', { purpose: 'access', token }, { cookie });
    return (await res.json()) as { state: string; confirmOnly?: boolean };
  };

  it('only confirms in the browser that typed the name and password, and asks anywhere else', async () => {
    const { email } = await createMember(t.database.db);
    const typed = { email, password: 'abc123', name: 'Ana' };
    const signedUp = await postJson(t, '/api/auth/sign-up/email', typed);
    const set = signedUp.headers.getSetCookie().find((c) => c.startsWith('fz_signup='))!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/Path=\/api\/auth/);
    expect(set).toMatch(/SameSite=Lax/i);
    const here = cookiesFrom(signedUp);
    const token = tokenOf(await waitForResetLink(t.config.DATA_DIR, email));
    expect(await stateOf(token, here)).toEqual({ state: 'live', confirmOnly: true });
    expect(await stateOf(token)).toEqual({ state: 'live', confirmOnly: false });

    // Without the proof, confirming alone is refused and the link stays live.
    const elsewhere = await postJson(t, '/api/auth/create-password', { token, confirm: true });
    expect(elsewhere.status).toBe(400);
    expect((await stateOf(token)).state).toBe('live');

    const confirmed = await postJson(
      t,
      '/api/auth/create-password',
      { token, confirm: true },
      { cookie: here },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.getSetCookie().join()).toContain('session_token=');
    // Used: the proof is cleared.
    expect(confirmed.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^fz_signup=;.*Max-Age=0/),
    );
    const body = await (await me(await signIn(t, { email, password: 'abc123' }))).json();
    expect(body).toMatchObject({ email, displayName: 'Ana' });
  });

  it('makes no proof for an account another sign-up has replaced meanwhile', async () => {
    const { email } = await createMember(t.database.db);
    await postJson(t, '/api/auth/sign-up/email', { email, password: 'abc123', name: 'Ana' });
    const [account] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    const secret = TEST_AUTH_SECRET;
    expect(await signUpProof(t.database.db, secret, email, account!.id)).toBeTruthy();
    expect(await signUpProof(t.database.db, secret, email, randomUUID())).toBeUndefined();
  });

  it("does not confirm a password typed after this browser's (a squatter's or a second try)", async () => {
    const { email } = await createMember(t.database.db);
    const first = cookiesFrom(
      await postJson(t, '/api/auth/sign-up/email', { email, password: 'abc123', name: 'Ana' }),
    );
    await postJson(t, '/api/auth/sign-up/email', { email, password: 'other1', name: 'Eve' });
    const token = tokenOf(await waitForResetLink(t.config.DATA_DIR, email));
    expect((await stateOf(token, first)).confirmOnly).toBe(false);
    const res = await postJson(
      t,
      '/api/auth/create-password',
      { token, confirm: true },
      { cookie: first },
    );
    expect(res.status).toBe(400);
  });
});

describe('changing the password', () => {
  it('needs the current password and signs the other sessions out', async () => {
    const user = await createUser(t.database.db);
    const here = await signIn(t, user);
    const elsewhere = await signIn(t, user);

    const wrong = await postJson(
      t,
      '/api/auth/change-password',
      { currentPassword: 'nope-nope', newPassword: 'trocada1', revokeOtherSessions: true },
      { cookie: here },
    );
    expect(wrong.status).toBe(400);

    const res = await postJson(
      t,
      '/api/auth/change-password',
      { currentPassword: user.password, newPassword: 'trocada1', revokeOtherSessions: true },
      { cookie: here },
    );
    expect(res.status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    expect((await me(cookiesFrom(res) || here)).status).toBe(200);
    await signIn(t, { email: user.email, password: 'trocada1' });
  });
});

describe('abuse limits', () => {
  it('locks an email after 5 failed sign-ins in 15 minutes, even with the right password', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 5; i++) {
      const res = await postJson(t, '/api/auth/sign-in/email', {
        email: user.email,
        password: `errada-${i}`,
      });
      expect(res.status).toBe(401);
    }
    const locked = await postJson(t, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(locked.status).toBe(429);
    expect((await errorOf(locked)).message).toMatch(/Muitas tentativas/);
  });

  it('limits failures per client IP more loosely, reading X-Forwarded-For only with TRUST_PROXY', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const attempt = (ip: string) =>
        postJson(
          proxied,
          '/api/auth/sign-in/email',
          { email: uniqueEmail(), password: 'qualquer' },
          { 'x-forwarded-for': ip },
        );
      for (let i = 0; i < 50; i++) expect((await attempt('203.0.113.7')).status).toBe(403);
      expect((await attempt('203.0.113.7')).status).toBe(429);
      expect((await attempt('198.51.100.1')).status).toBe(403);
    } finally {
      await proxied.close();
    }
  });

  it('limits reset requests per email', async () => {
    const email = uniqueEmail();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await requestResetOn(t, email)).status);
    // Over the per-email limit the answer is the same, but nothing is mailed.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('refuses a state-changing request from another origin', async () => {
    const user = await createUser(t.database.db);
    const res = await postJson(
      t,
      '/api/auth/sign-in/email',
      { email: user.email, password: user.password },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe('FORBIDDEN_ORIGIN');
    const noOriginCrossSite = await t.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(noOriginCrossSite.status).toBe(403);
  });
});

function requestResetOn(app: TestApp, email: string) {
  return postJson(app, '/api/auth/request-password-reset', { email });
}
