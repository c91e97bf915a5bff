import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout, checkoutSecrets } from './helpers/checkout.ts';
import { outboxLinks, waitForResetLink } from './helpers/mail.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import {
  cookiesFrom,
  createMember,
  createUser,
  postJson,
  signIn,
  uniqueEmail,
} from './factories.ts';

// Access is proved by the purchase email: accounts exist only once their owner opened a link
// sent to that email.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(checkoutSecrets);
});
afterAll(() => t.close());

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const me = (cookie: string) => t.request('/api/me', { headers: { cookie } });

/** Waits for the newest link mailed to this address after `known` links. */
async function nextLink(to: string, known = 0): Promise<string> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const links = await outboxLinks(t.config.DATA_DIR, to);
    if (links.length > known) return links.at(-1)!;
    if (Date.now() > deadline) throw new Error(`no new mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function mailsTo(to: string) {
  const outbox = path.join(t.config.DATA_DIR, 'outbox');
  const mails = [];
  for (const file of readdirSync(outbox).sort()) {
    const mail = await simpleParser(readFileSync(path.join(outbox, file)));
    if (mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === to) mails.push(mail);
  }
  return mails;
}

const createPassword = (token: string, name: string, password: string) =>
  postJson(t, '/api/auth/create-password', { token, name, password });

describe('an approved purchase', () => {
  it("mails 'Criar minha senha'; the link creates the account and signs the buyer in, once", async () => {
    const email = uniqueEmail('comprador');
    const sale = checkout.hotmart.payload('approved', { email, transaction: `HP-${email}` });
    expect((await checkout.hotmart.send(t, sale)).status).toBe(200);

    const link = await nextLink(email);
    expect(link).toMatch(new RegExp(`^${t.config.APP_URL}/criar-senha\\?token=`));
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Seu acesso ao FechaZap está liberado');
    expect(mail!.html).toContain('Criar minha senha');

    const res = await createPassword(tokenOf(link), 'Bia Compradora', 'minha-senha');
    expect(res.status).toBe(200);
    expect(await (await me(cookiesFrom(res))).json()).toMatchObject({
      email,
      displayName: 'Bia Compradora',
    });
    await signIn(t, { email, password: 'minha-senha' });

    const again = await createPassword(tokenOf(link), 'Outro', 'outra-senha');
    expect(again.status).toBe(400);
    expect((await errorOf(again)).code).toBe('INVALID_TOKEN');
  });

  it.each(['hotmart', 'kiwify', 'eduzz', 'generic'] as const)(
    "greets the %s buyer by the name the checkout sent, and the link's page offers it",
    async (platform) => {
      const email = uniqueEmail(`nome-${platform}`);
      const sale = checkout[platform].payload('approved', {
        email,
        transaction: `N-${email}`,
        name: 'Márcia Lopes',
      });
      expect((await checkout[platform].send(t, sale)).status).toBe(200);
      const link = await nextLink(email);
      const [mail] = await mailsTo(email);
      expect(mail!.text).toContain('Olá, Márcia!');
      const state = await postJson(t, '/api/auth/link-state', {
        purpose: 'access',
        token: tokenOf(link),
      });
      expect(await state.json()).toMatchObject({ state: 'live', name: 'Márcia Lopes' });
    },
  );

  it('stores only the hash of the token', async () => {
    const email = uniqueEmail();
    await checkout.hotmart.send(
      t,
      checkout.hotmart.payload('approved', { email, transaction: `HP-${email}` }),
    );
    const token = tokenOf(await nextLink(email));
    const { rows } = await t.database.pool.query(
      "SELECT token_hash FROM password_links WHERE email = $1 AND purpose = 'access'",
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(token);
    const dump = await t.database.pool.query(
      `SELECT count(*)::int AS n FROM password_links, verifications
       WHERE password_links.token_hash = $1 OR verifications.identifier LIKE '%' || $1 || '%'`,
      [token],
    );
    expect(dump.rows[0].n).toBe(0);
  });

  it('sends nothing to a buyer who already has an account (a renewal)', async () => {
    const user = await createUser(t.database.db);
    await checkout.hotmart.send(
      t,
      checkout.hotmart.payload('approved', { email: user.email, transaction: `R-${user.email}` }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await outboxLinks(t.config.DATA_DIR, user.email)).toEqual([]);
  });
});

describe("'Primeiro Acesso' waits for the link sent to the email", () => {
  it('keeps a squatter out: the account is pending, and the buyer who opens the link owns it', async () => {
    const { email } = await createMember(t.database.db);
    const squat = await postJson(t, '/api/auth/sign-up/email', {
      email,
      password: 'senha-do-intruso',
      name: 'Seu pagamento foi estornado, regularize em golpe.example',
    });
    expect(squat.status).toBe(200);

    const pending = await postJson(t, '/api/auth/sign-in/email', {
      email,
      password: 'senha-do-intruso',
    });
    expect(pending.status).toBe(403);
    expect(await errorOf(pending)).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message:
        'Falta confirmar seu email: abra o link que enviamos para ele. Não chegou? Peça outro link.',
    });

    // What the buyer receives carries nothing the squatter typed.
    const link = await nextLink(email);
    for (const mail of await mailsTo(email)) {
      expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(/estornado|golpe/);
    }
    const owned = await createPassword(tokenOf(link), 'Dona Verdadeira', 'senha-da-dona');
    expect(owned.status).toBe(200);
    expect(
      (await postJson(t, '/api/auth/sign-in/email', { email, password: 'senha-do-intruso' }))
        .status,
    ).toBe(401);
    const cookie = await signIn(t, { email, password: 'senha-da-dona' });
    expect(await (await me(cookie)).json()).toMatchObject({ displayName: 'Dona Verdadeira' });
  });

  it("a new 'Primeiro Acesso' for a pending email replaces the pending one", async () => {
    const { email } = await createMember(t.database.db);
    const first = { email, password: 'primeira', name: 'Primeira' };
    expect((await postJson(t, '/api/auth/sign-up/email', first)).status).toBe(200);
    const second = { email, password: 'segunda-senha', name: 'Segunda' };
    expect((await postJson(t, '/api/auth/sign-up/email', second)).status).toBe(200);
    const { rows } = await t.database.pool.query('SELECT name FROM users WHERE email = $1', [
      email,
    ]);
    expect(rows).toEqual([{ name: 'Segunda' }]);
  });

  it("'Reenviar link' mails a new link to an active member without a confirmed account", async () => {
    const { email } = await createMember(t.database.db);
    await postJson(t, '/api/auth/sign-up/email', { email, password: 'abcdef', name: 'A' });
    await nextLink(email);
    const again = await postJson(t, '/api/auth/access-link', { email });
    expect(again.status).toBe(200);
    const link = await nextLink(email, 1);
    expect((await createPassword(tokenOf(link), 'A', 'abcdef')).status).toBe(200);

    // A stranger's address and a confirmed account get the same answer and no mail.
    const stranger = uniqueEmail();
    expect(await (await postJson(t, '/api/auth/access-link', { email: stranger })).json()).toEqual(
      await again.clone().json(),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await outboxLinks(t.config.DATA_DIR, stranger)).toEqual([]);
  });

  it('an access link of a member who lost access meanwhile is refused and stays usable', async () => {
    const { email } = await createMember(t.database.db);
    await postJson(t, '/api/auth/sign-up/email', { email, password: 'abcdef', name: 'A' });
    const token = tokenOf(await nextLink(email));
    await createMember(t.database.db, { email, status: 'inactive' });
    const refused = await createPassword(token, 'A', 'abcdef');
    expect(refused.status).toBe(403);
    await createMember(t.database.db, { email, status: 'active' });
    expect((await createPassword(token, 'A', 'abcdef')).status).toBe(200);
  });
});

describe('reset links', () => {
  const requestReset = (email: string) =>
    postJson(t, '/api/auth/request-password-reset', { email });

  it('using one kills every older one; the log names the outbox file, never the link', async () => {
    const user = await createUser(t.database.db);
    await requestReset(user.email);
    const older = tokenOf(await waitForResetLink(t.config.DATA_DIR, user.email));
    await requestReset(user.email);
    const newer = tokenOf(await nextLink(user.email, 1));

    const used = await postJson(t, '/api/auth/reset-password', {
      token: newer,
      newPassword: 'nova-senha',
    });
    expect(used.status).toBe(200);
    const stale = await postJson(t, '/api/auth/reset-password', {
      token: older,
      newPassword: 'velha-senha',
    });
    expect(stale.status).toBe(400);
    expect((await errorOf(stale)).code).toBe('INVALID_TOKEN');

    const logged = JSON.stringify(t.logs());
    expect(logged).toContain('outbox');
    expect(logged).not.toContain(older);
    expect(logged).not.toContain(newer);
  });

  it('a password change kills the outstanding links', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signIn(t, user);
    await requestReset(user.email);
    const token = tokenOf(await waitForResetLink(t.config.DATA_DIR, user.email));
    const changed = await postJson(
      t,
      '/api/auth/change-password',
      { currentPassword: user.password, newPassword: 'trocada-3' },
      { cookie },
    );
    expect(changed.status).toBe(200);
    const res = await postJson(t, '/api/auth/reset-password', { token, newPassword: 'xxxxxx' });
    expect(res.status).toBe(400);
  });
});
