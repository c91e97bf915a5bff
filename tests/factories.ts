import { randomBytes } from 'node:crypto';
import type { Customer } from '../src/shared/customers.ts';
import { hashPassword } from '../src/server/auth/password-hash.ts';
import { setPasswordByEmail } from '../src/server/auth/store.ts';
import type { Db } from '../src/server/db/client.ts';
import { setMemberStatus, type MemberStatus } from '../src/server/members/store.ts';
import type { TestApp } from './helpers/test-app.ts';

export const uniqueEmail = (prefix = 'vendedor') =>
  `${prefix}-${randomBytes(4).toString('hex')}@exemplo.com.br`;

export function createMember(
  db: Db,
  overrides: { email?: string; status?: MemberStatus; name?: string; source?: string } = {},
) {
  return setMemberStatus(db, {
    email: overrides.email ?? uniqueEmail(),
    status: overrides.status ?? 'active',
    source: overrides.source ?? 'test',
    name: overrides.name,
  });
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  name: string;
}

/**
 * One hash per password per test process: a hash costs about half a second of a core on purpose
 * (password-hash.ts), and two hundred members would spend minutes of the suite on it. Signing
 * in still verifies it the real way.
 */
const hashes = new Map<string, Promise<string>>();
function hashOf(password: string): Promise<string> {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
}

/** A member with an account (created directly, as the seed does), not signed in. */
export async function createUser(
  db: Db,
  overrides: { email?: string; password?: string; name?: string; status?: MemberStatus } = {},
): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'senha-secreta';
  const name = overrides.name ?? 'Maria Vendedora';
  await createMember(db, { email, status: overrides.status ?? 'active' });
  const passwordHash = await hashOf(password);
  const created = await db.transaction((tx) =>
    setPasswordByEmail(tx, { email, passwordHash, name }),
  );
  return { id: created!.id, email, password, name };
}

/** The Cookie header value for the cookies a response set. */
export function cookiesFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export function postJson(
  t: TestApp,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return t.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: t.config.APP_URL, ...headers },
    body: JSON.stringify(body),
  });
}

/** Signs in through the API and answers the session cookie. */
export async function signIn(
  t: TestApp,
  user: { email: string; password: string },
): Promise<string> {
  const res = await postJson(t, '/api/auth/sign-in/email', {
    email: user.email,
    password: user.password,
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookiesFrom(res);
}

/** A signed-in member: the user and the cookie to send. */
export async function signedInUser(t: TestApp, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.database.db, overrides);
  return { ...user, cookie: await signIn(t, user) };
}

/** A complete, valid product body; overrides replace fields. */
export function productInput(overrides: Record<string, unknown> = {}) {
  return {
    nome: 'Bolo de Pote Gourmet',
    nicho: 'Doces e bolos',
    preco: 'R$ 15,00',
    canal_aquisicao: 'Instagram e indicações',
    cliente_ideal: 'Mulheres de 25 a 45 anos que trabalham fora e querem um doce especial',
    objecoes: 'Está caro; vou pensar',
    diferencial: 'Receita de família com ingredientes frescos, entrega no mesmo dia',
    processo_vendas: 'Divulgo no Instagram e fecho pelo WhatsApp',
    problema_resolve: 'Vontade de doce caseiro sem tempo de cozinhar',
    urgencia: 'Fornadas limitadas por dia',
    garantia: 'Se não gostar, devolvo o dinheiro',
    bonus: 'Colherzinha personalizada',
    ...overrides,
  };
}

/** A JSON request with the session cookie and the app's Origin, as the browser sends it. */
export function send(t: TestApp, method: string, path: string, cookie: string, body?: unknown) {
  return t.request(path, {
    method,
    headers: {
      cookie,
      origin: t.config.APP_URL,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** `send` that must succeed: the parsed answer (undefined for 204); a failure names the route and its answer. */
export async function sendOk<T>(
  t: TestApp,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await send(t, method, path, cookie, body);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/** A customer of a signed-in member, made through the API; overrides replace fields. */
export async function createCustomer(
  t: TestApp,
  user: { cookie: string },
  overrides: Record<string, unknown> = {},
): Promise<Customer> {
  const res = await send(t, 'POST', '/api/customers', user.cookie, {
    nome: 'Cliente',
    ...overrides,
  });
  if (res.status !== 201)
    throw new Error(`customer not created: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Customer>;
}
