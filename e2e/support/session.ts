import { randomInt } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { e2eBaseUrl } from './env.ts';
import { members, newEmail } from './members.ts';

export interface Member {
  email: string;
  password: string;
  name: string;
}

/**
 * A fresh member, registered and signed in through the API in the page's browser context.
 * Each gets its own X-Forwarded-For (the e2e server trusts it) so the per-IP sign-up limit
 * does not stop a long suite.
 */
export async function signedInMember(page: Page, name = 'Maria Vendedora'): Promise<Member> {
  const email = newEmail();
  const password = 'senha-segura';
  members('add', email, name);
  const headers = {
    origin: e2eBaseUrl,
    'x-forwarded-for': `203.0.113.${randomInt(1, 255)}`,
  };
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password, name },
    headers,
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers,
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return { email, password, name };
}
