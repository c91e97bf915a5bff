import { chromium } from 'playwright-core';
const base = 'http://localhost:3994';
const [email, password] = (await import('node:fs')).readFileSync('/tmp/wt31a-demo','utf8').trim().split(' / ');
const out = '/tmp/wt31a-shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const which = process.argv[2];
async function ctxFor(width, height, signIn, dpr = 1) {
  const ctx = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: dpr, locale: 'pt-BR', isMobile: width < 500, hasTouch: width < 500 });
  if (signIn) {
    const r = await ctx.request.post(base + '/api/auth/sign-in/email', { data: { email, password }, headers: { origin: base } });
    if (!r.ok()) throw new Error('sign-in ' + r.status());
  }
  return ctx;
}
if (which === 'app') {
  for (const path of ['/inicio', '/dashboard?section=vendas']) {
    const ctx = await ctxFor(360, 720, true, 2);
    const page = await ctx.newPage();
    await page.goto(base + path);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `${out}/app-${path.replace(/\W+/g, '_')}.png` });
    await ctx.close();
  }
}
if (which === 'pages') {
  const pages = (process.argv[3] ?? '/').split(',');
  for (const w of [360, 1280]) {
    for (const path of pages) {
      const ctx = await ctxFor(w, w < 500 ? 640 : 800, path.startsWith('/orientacoes'));
      const page = await ctx.newPage();
      await page.goto(base + path);
      await page.waitForTimeout(1500);
      const name = `${out}/${w}-${path.replace(/\W+/g, '_') || 'root'}`;
      await page.screenshot({ path: `${name}.png` });
      await page.screenshot({ path: `${name}-full.png`, fullPage: true });
      await ctx.close();
    }
  }
}
if (which === 'seed') {
  const ctx = await ctxFor(360, 720, true);
  const today = new Date().toISOString().slice(0, 10);
  const people = [
    ['Mariana Souza', '(11) 98765-4321', 'interested', 297, today],
    ['Carlos Lima', '(21) 99876-5432', 'proposal', 497, today],
    ['Fernanda Alves', '(31) 98888-1234', 'contacted', 197, today],
    ['Juliana Rocha', '(41) 97777-2345', 'prospect', null, null],
    ['Rafael Santos', '(51) 96666-3456', 'closed', 297, null],
    ['Patrícia Gomes', '(61) 95555-4567', 'interested', 197, null],
  ];
  for (const [nome, telefone, fase, valor, proximo_contato] of people) {
    const r = await ctx.request.post(base + '/api/customers', { data: { nome, telefone, fase, valor, proximo_contato, produto_interesse: 'Mentoria Vendas' }, headers: { origin: base } });
    console.log(nome, r.status(), r.status() >= 400 ? await r.text() : '');
  }
}
if (which === 'due') {
  const ctx = await ctxFor(360, 720, true);
  const y = new Date(Date.now() - 86400000).toISOString().slice(0, 10);
  const r = await ctx.request.get(base + '/api/customers/phase/interested');
  const all = [];
  for (const f of ['contacted', 'interested', 'proposal']) all.push(...(await (await ctx.request.get(base + '/api/customers/phase/' + f)).json()).customers);
  for (const c of all) console.log(c.nome, (await ctx.request.patch(base + `/api/customers/${c.id}/next-contact`, { data: { proximo_contato: y }, headers: { origin: base } })).status());
  console.log(JSON.stringify(await (await ctx.request.get(base + '/api/today')).json()).slice(0, 300));
}
if (which === 'app1x') {
  const ctx = await ctxFor(360, 720, true, 1);
  const page = await ctx.newPage();
  await page.goto(base + '/inicio');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `${out}/app-inicio-1x.png` });
}
if (which === 'states') {
  const fs = await import('node:fs');
  for (const w of [360, 1280]) {
    const ctx = await ctxFor(w, w < 500 ? 640 : 800, false);
    const page = await ctx.newPage();
    await page.goto(base + '/auth');
    await page.getByRole('tab', { name: 'Primeiro Acesso' }).click();
    await page.getByLabel('Nome').fill('Joana');
    await page.getByLabel('Email').fill(process.env.SIGNUP_EMAIL);
    await page.getByLabel('Senha').fill('minha-senha');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    const t0 = Date.now();
    await page.getByRole('region', { name: 'Confira seu email' }).waitFor({ timeout: 60000 });
    console.log('signup answered in', Date.now() - t0, 'ms');
    await page.waitForTimeout(Math.max(0, 7000 - (Date.now() - t0)));
    await page.screenshot({ path: `${out}/${w}-signup-done-7s.png` });
    for (const [name, url] of [['reset-invalid', '/reset-password?token=nada'], ['criar-invalid', '/criar-senha?token=nada']]) {
      await page.goto(base + url);
      await page.getByRole('heading', { level: 2 }).first().waitFor({ timeout: 30000 });
      await page.screenshot({ path: `${out}/${w}-${name}.png` });
    }
    await ctx.close();
  }
  // a used access link: take it from the outbox, use it, open it again
  const dir = process.argv[3] + '/outbox';
  const files = fs.readdirSync(dir).map((f) => dir + '/' + f);
  const link = files.map((f) => fs.readFileSync(f, 'utf8')).join('\n').replace(/=\r?\n/g, '').replace(/=3D/g, '=').match(/http:\/\/localhost:3994\/criar-senha\?token=[\w-]+/)[0];
  const ctx0 = await ctxFor(360, 640, false);
  const r = await ctx0.request.post(base + '/api/auth/create-password', { data: { token: new URL(link).searchParams.get('token'), name: 'Joana', password: 'minha-senha' }, headers: { origin: base } });
  console.log('used', r.status());
  for (const w of [360, 1280]) {
    const ctx = await ctxFor(w, w < 500 ? 640 : 800, false);
    const page = await ctx.newPage();
    await page.goto(link);
    await page.getByRole('heading', { level: 2 }).first().waitFor({ timeout: 30000 });
    await page.screenshot({ path: `${out}/${w}-criar-used.png` });
    await ctx.close();
  }
}
if (which === 'orient') {
  for (const w of [360, 1280]) {
    const ctx = await ctxFor(w, w < 500 ? 640 : 800, true);
    const page = await ctx.newPage();
    await page.goto(base + '/orientacoes');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/${w}-orient-1.png`, fullPage: true });
    await page.getByRole('button', { name: 'Avançar para Próxima Etapa' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/${w}-orient-2.png`, fullPage: true });
    await ctx.close();
  }
}
await browser.close();
