// A check of `npm run dev` (decision 012): with it running (same DATA_DIR / DATABASE_URL in this
// shell), `node scripts/check-dev-ssr.ts` adds a member, opens member pages on the Vite server
// and says whether each came rendered with its data and hydrated without being redrawn.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../e2e/support/chromium.ts';
import { waitForResetLink } from '../tests/helpers/mail.ts';

const devUrl = process.env.DEV_URL ?? 'http://127.0.0.1:5173';
const dataDir = process.env.DATA_DIR ?? './data';
// The API accepts the Vite server's usual origin.
const headers = { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' };
const root = path.resolve(import.meta.dirname, '..');

const email = `dev-${Date.now()}@exemplo.com`;
execFileSync(process.execPath, ['src/server/cli/members.ts', 'add', email, 'Dora Dev'], {
  cwd: root,
});
const link = await waitForResetLink(dataDir, email);
const created = await fetch(`${devUrl}/api/auth/create-password`, {
  method: 'POST',
  headers,
  body: JSON.stringify({
    token: new URL(link).searchParams.get('token'),
    name: 'Dora Dev',
    password: 'senha-segura',
  }),
});
const cookie = created.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
await fetch(`${devUrl}/api/customers`, {
  method: 'POST',
  headers: { ...headers, cookie },
  body: JSON.stringify({ nome: 'Cliente da Dora' }),
});

for (const url of ['/inicio', '/dashboard?section=vendas', '/ajuda']) {
  const html = await (await fetch(`${devUrl}${url}`, { headers: { cookie } })).text();
  console.log(url, {
    rendered: /<div id="root" data-hydrating>[\s\S]*<h1[ >]/.test(html),
    withData: url.includes('vendas') ? html.includes('Cliente da Dora') : undefined,
  });
}
const visitor = await fetch(`${devUrl}/inicio`, { redirect: 'manual' });
console.log('a visitor:', visitor.status, visitor.headers.get('location'));

const browser = await chromium.launch({ executablePath: chromiumPath() });
const context = await browser.newContext();
await context.addCookies(
  cookie.split('; ').map((c) => {
    const [name = '', ...value] = c.split('=');
    return { name, value: value.join('='), url: devUrl };
  }),
);
const page = await context.newPage();
const problems: string[] = [];
page.on('console', (m) => {
  if (m.type() === 'error' || m.text().includes('Página refeita')) problems.push(m.text());
});
for (const url of ['/dashboard?section=vendas', '/inicio']) {
  await page.goto(`${devUrl}${url}`);
  await page.waitForFunction(
    () => !document.getElementById('root')?.hasAttribute('data-hydrating'),
  );
}
console.log('hydration problems:', problems);
await browser.close();
