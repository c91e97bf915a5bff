import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForResetLink } from '../../tests/helpers/mail.ts';
import { e2eBaseUrl, e2eDataDir } from './env.ts';
import { members, newEmail } from './members.ts';

export interface Member {
  email: string;
  password: string;
  name: string;
}

/**
 * A fresh member, added by the operator's CLI and signed in through the 'Criar minha senha'
 * link it mails, in the page's browser context. Each gets its own X-Forwarded-For (the e2e
 * server trusts one proxy hop) so the per-IP limits do not stop a long suite.
 */
export function signedInMember(page: Page, name = 'Maria Vendedora'): Promise<Member> {
  return memberWithAccount(page.request, name);
}

/** A server the journeys run against: the suite's, or one a journey started for itself. */
export interface E2eServer {
  baseUrl: string;
  dataDir: string;
}
const suiteServer: E2eServer = { baseUrl: e2eBaseUrl, dataDir: e2eDataDir };

/** The same, signed in only in the given request context (`request`: not the page's). */
export async function memberWithAccount(
  api: APIRequestContext,
  name = 'Maria Vendedora',
  server: E2eServer = suiteServer,
): Promise<Member> {
  const email = newEmail();
  const password = 'senha-segura';
  members({ dataDir: server.dataDir, baseUrl: server.baseUrl }, 'add', email, name);
  const link = await waitForResetLink(server.dataDir, email);
  const created = await api.post(`${server.baseUrl}/api/auth/create-password`, {
    data: { token: new URL(link).searchParams.get('token'), name, password },
    headers: { origin: server.baseUrl, 'x-forwarded-for': `203.0.113.${randomInt(1, 255)}` },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return { email, password, name };
}
