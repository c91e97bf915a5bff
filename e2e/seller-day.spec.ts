import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { e2eBaseUrl } from './support/env.ts';
import { signedInMember } from './support/session.ts';

// The seller's day: 'Hoje' on /inicio with the follow-up of each phase, recorded only when the
// member says it was sent, a quick 'Próximo contato', and 'Resultados' as figures and charts.
// Both projects: 360 px and 1280 px.

/** The browser's calendar day (the config runs it in America/Sao_Paulo), `days` from today. */
function browserDay(days = 0) {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(date);
}

async function addCustomer(page: Page, body: Record<string, unknown>): Promise<{ id: string }> {
  const res = await page.request.post('/api/customers', {
    data: body,
    headers: { origin: e2eBaseUrl },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test.beforeEach(async ({ page }) => {
  await signedInMember(page);
});

test("'Hoje' lists a due customer, sends the edited follow-up on WhatsApp, records it on 'Sim' and moves them to tomorrow", async ({
  page,
}) => {
  // WhatsApp stays closed: the link the app would open is kept to be read.
  await page.addInitScript(() => {
    const w = window as unknown as { opened: string[] };
    w.opened = [];
    window.open = (url?: string | URL) => {
      w.opened.push(String(url));
      return null;
    };
  });
  await addCustomer(page, {
    nome: 'Ana Paula Souza',
    telefone: '(11) 98765-4321',
    fase: 'interested',
    proximo_contato: browserDay(-3),
  });
  await addCustomer(page, { nome: 'Depois Amanhã', proximo_contato: browserDay(2) });

  await page.goto('/inicio');
  const panel = page.getByRole('region', { name: 'Hoje' });
  const row = panel.getByRole('listitem').filter({ hasText: 'Ana Paula Souza' });
  await expect(row).toBeVisible();
  await expect(row.getByText('Interessado')).toBeVisible();
  await expect(row.getByText('Atrasado há 3 dias')).toBeVisible();
  await expect(panel.getByText('Depois Amanhã')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole('button', { name: 'Editar mensagem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mensagem para Ana Paula Souza' });
  const message = dialog.getByLabel('Mensagem');
  const today = (await (await page.request.get('/api/today')).json()) as {
    followUps: Array<{ nome: string; message: string }>;
  };
  const suggested = today.followUps.find((f) => f.nome === 'Ana Paula Souza')!.message;
  await expect(message).toHaveValue(suggested);
  expect(suggested).not.toMatch(/\{nome\}/);
  const text = `${await message.inputValue()} Posso te ligar hoje?`;
  await message.fill(text);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Abrir no WhatsApp' }).click();
  const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
  expect(opened).toEqual([`https://wa.me/5511987654321?text=${encodeURIComponent(text)}`]);
  await expect(dialog).toBeHidden();

  // Back from WhatsApp: only 'Sim' records the send, with the text as sent.
  await page.evaluate(() => {
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
  });
  const recorded = page.waitForRequest(
    (r) => r.url().endsWith('/follow-ups') && r.method() === 'POST',
  );
  await row.getByRole('button', { name: 'Sim' }).click();
  expect((await recorded).postDataJSON()).toEqual({ text });
  await expect(page.getByText('Envio registrado')).toBeVisible();
  await expect(row).toBeHidden();
  await page.getByRole('button', { name: 'Desfazer' }).click();
  await expect(page.getByText('Envio desfeito')).toBeVisible();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Próximo contato' }).click();
  await page.getByRole('button', { name: /^Amanhã/ }).click();
  await expect(row).toBeHidden();
  await expect(page.getByText('Nenhum cliente para retomar hoje.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Nenhum cliente para retomar hoje.')).toBeVisible();
  const list = (await (await page.request.get('/api/customers')).json()) as Array<{
    nome: string;
    proximo_contato: string | null;
  }>;
  expect(list.find((c) => c.nome === 'Ana Paula Souza')?.proximo_contato?.slice(0, 10)).toBe(
    browserDay(1),
  );
});

test('Resultados shows the figures and the bars of known data', async ({ page }) => {
  await page.goto('/dashboard?section=resultados');
  await expect(page.getByRole('heading', { name: 'Ainda não há resultados' })).toBeVisible();

  await addCustomer(page, { nome: 'Fechou A', fase: 'closed', valor: 1000 });
  await addCustomer(page, { nome: 'Fechou B', fase: 'closed', valor: 500 });
  await addCustomer(page, { nome: 'Perdeu', fase: 'lost', motivo_perda: 'preco', valor: 300 });
  await addCustomer(page, { nome: 'Novo', fase: 'prospect', valor: 200 });
  await page.reload();

  const figure = (term: string) => page.locator('dl > div').filter({ hasText: term });
  await expect(figure('Fechado este mês')).toContainText('R$ 1.500,00');
  await expect(figure('Taxa de fechamento')).toContainText('67%');
  await expect(figure('Taxa de fechamento')).toContainText('2 fechados e 1 perdido neste mês');
  await expect(figure('Tempo até fechar')).toContainText('No mesmo dia');
  const reasons = page.getByRole('region', { name: 'Motivos de perda' });
  await expect(reasons.getByRole('listitem')).toHaveText([/Preço\s*1 negócio/]);
  const funnel = page.getByRole('table', { name: /Seu funil agora/ });
  await expect(funnel.getByRole('row', { name: 'Prospecção 1 R$ 200,00' })).toBeVisible();
  await expect(funnel.getByRole('row', { name: 'Fechado 2 R$ 1.500,00' })).toBeVisible();
  const month = page.getByRole('table', { name: 'Valor fechado por mês' });
  await expect(month.getByRole('row', { name: 'Este mês R$ 1.500,00' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: '90 dias' }).click();
  await expect(figure('Taxa de fechamento')).toContainText('nos últimos 90 dias');
  await expect(figure('Fechado nos últimos 90 dias')).toContainText('R$ 1.500,00');
  await expect(funnel.getByRole('row', { name: 'Fechado 2 R$ 1.500,00' })).toBeVisible();
});

test("'Resultados' in the sidebar opens the section", async ({ page, isMobile }) => {
  await page.goto('/inicio');
  if (isMobile) await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('link', { name: 'Resultados' }).click();
  await expect(page).toHaveURL(/section=resultados/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados' })).toBeVisible();
});
