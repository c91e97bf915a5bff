// One-off: screenshots of /compartilhar's states (not committed).
import { chromium, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { chromiumPath } from './e2e/support/chromium.ts';
import { waitForResetLink } from './tests/helpers/mail.ts';
import { spawnSync } from 'node:child_process';

const port = 4833;
const base = `http://127.0.0.1:${port}`;
const dataDir = '/tmp/share-shots-data';
const out = process.argv[2] ?? '/tmp/share-shots';
const mock = process.argv[3] === 'mock';
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
mkdirSync(out, { recursive: true });
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port), APP_URL: base, NODE_ENV: 'test', LOG_LEVEL: 'warn' };
const server = spawn(process.execPath, ['dist/server/index.js'], { env, stdio: 'inherit' });
try {
  for (let i = 0; ; i++) {
    try { if ((await fetch(`${base}/api/health`)).ok) break; } catch {}
    if (i > 120) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  const email = 'ana@exemplo.com.br';
  const r = spawnSync(process.execPath, ['src/server/members/cli.ts', 'add', email, 'Ana'], { env, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  const link = await waitForResetLink(dataDir, email, 15000);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
  const setup = await browser.newContext({ baseURL: base });
  const created = await setup.request.post('/api/auth/create-password', {
    data: { token: new URL(link).searchParams.get('token'), name: 'Ana', password: 'senha-segura' },
    headers: { origin: base },
  });
  if (!created.ok()) throw new Error(await created.text());
  const state = await setup.storageState();
  const customer = await (await setup.request.post('/api/customers', { data: { nome: 'Márcia Lopes', telefone: '(11) 98765-4321', fase: 'interested' }, headers: { origin: base } })).json();
  const shots = (process.env.SHOTS ?? '/compartilhar,/compartilhar?erro=NOT_A_WHATSAPP_EXPORT').split(',');
  for (const width of [360, 1280]) {
    const context = await browser.newContext({ baseURL: base, storageState: state, viewport: { width, height: width < 768 ? 740 : 800 }, locale: 'pt-BR', isMobile: width < 768, hasTouch: width < 768 });
    for (const path of shots) {
      const page: Page = await context.newPage();
      await page.goto(path.replace('{customer}', customer.id));
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const file = `${out}/${path.replace(/[^a-z0-9]+/gi, '_')}-${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await page.close();
    }
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
