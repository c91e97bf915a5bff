// Screenshots of pages for a human to look at, in the system Chromium:
//   node scripts/screenshots.ts <baseUrl> <outDir> <path@width[@email:password]>...
// e.g. node scripts/screenshots.ts http://127.0.0.1:3000 /tmp/shots /@360 /ajuda@1280@demo@fechazap.local:SENHA
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { chromiumPath } from '../e2e/support/chromium.ts';

const [base, out, ...specs] = process.argv.slice(2);
if (!base || !out || specs.length === 0) {
  console.error(
    'usage: node scripts/screenshots.ts <baseUrl> <outDir> <path@width[@email:password]>...',
  );
  process.exit(2);
}
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const spec of specs) {
  const [path = '/', width = '1280', ...login] = spec.split('@');
  const context = await browser.newContext({
    viewport: { width: Number(width), height: Number(width) < 768 ? 740 : 800 },
    locale: 'pt-BR',
  });
  const page = await context.newPage();
  if (login.length > 0) {
    const credentials = login.join('@');
    const separator = credentials.lastIndexOf(':');
    await page.goto(`${base}/auth`);
    await page.getByLabel('Email').fill(credentials.slice(0, separator));
    await page.getByLabel('Senha').fill(credentials.slice(separator + 1));
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  }
  await page.goto(base + path);
  await page.waitForLoadState('networkidle');
  const file = `${out}/${path.replace(/[^a-z0-9]+/gi, '_')}-${width}.png`;
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
  await context.close();
}
await browser.close();
