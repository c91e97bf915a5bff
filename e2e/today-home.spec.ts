import { expect, test, type Page } from './support/test.ts';
import { e2eBaseUrl } from './support/env.ts';
import { signedInMember } from './support/session.ts';

// Hoje is the seller's home: first on /inicio, two taps to a follow-up on WhatsApp, "Sem
// próximo passo" one tap from a cadence, Desfazer on each. Both projects: 360 px and 1280 px.

function browserDay(days = 0) {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(date);
}

async function addCustomer(page: Page, body: Record<string, unknown>) {
  const res = await page.request.post('/api/customers', {
    data: body,
    headers: { origin: e2eBaseUrl },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test('Hoje first, two taps to WhatsApp, Sim moves the next contact, Sem próximo passo starts a cadence', async ({
  page,
  context,
}, testInfo) => {
  await signedInMember(page);
  // WhatsApp is not reached: the tab the app opens answers from here.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  await addCustomer(page, {
    nome: 'Beatriz Lima',
    telefone: '(11) 98765-4321',
    fase: 'proposal',
    valor: 1500,
    proximo_contato: browserDay(0),
  });
  await addCustomer(page, { nome: 'Carlos Sem Data', fase: 'contacted' });

  await page.goto('/inicio');
  const today = page.getByRole('heading', { name: 'Hoje', exact: true });
  await expect(today).toBeVisible();
  expect((await today.boundingBox())!.y).toBeLessThan(600);
  await expect(page.getByText(/Que bom ter você de volta/)).toBeVisible();
  const row = page.getByTestId(/^follow-up-/).filter({ hasText: 'Beatriz Lima' });
  await expect(row.getByText('1º follow-up')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('inicio.png'), fullPage: true });

  // Tap one: WhatsApp opens with the number and the follow-up.
  const popup = page.waitForEvent('popup');
  await row.getByRole('link', { name: 'Enviar no WhatsApp para Beatriz Lima' }).click();
  const whatsapp = await popup;
  const url = new URL(whatsapp.url());
  expect(url.pathname).toBe('/5511987654321');
  expect(url.searchParams.get('text')).toContain('Beatriz');
  await whatsapp.close();
  await page.bringToFront();
  await page.evaluate(() => {
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
  });

  // Tap two: "Sim" records it; the next contact moves by Proposta's first step (+1 day).
  await expect(row.getByText('Enviou a mensagem?')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('enviou.png') });
  await row.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText('Envio registrado')).toBeVisible();
  await expect(row).toBeHidden();
  const list = (await (await page.request.get('/api/customers')).json()) as Array<{
    nome: string;
    proximo_contato: string | null;
  }>;
  expect(list.find((c) => c.nome === 'Beatriz Lima')?.proximo_contato?.slice(0, 10)).toBe(
    browserDay(1),
  );

  // Sem próximo passo: one tap starts the cadence; Desfazer puts the customer back.
  const without = page.getByRole('region', { name: 'Sem próximo passo' });
  await without.getByRole('button', { name: 'Começar follow-up de Carlos Sem Data' }).click();
  await expect(page.getByText('Follow-up marcado')).toBeVisible();
  await expect(without).toBeHidden();
  await page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'Follow-up marcado' })
    .getByRole('button', { name: 'Desfazer' })
    .click();
  await expect(page.getByText('Follow-up desfeito')).toBeVisible();
  await expect(without.getByText('Carlos Sem Data')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('sem-proximo-passo.png'), fullPage: true });
});

test('Minha Conta edits the cadence; Resultados shows the share with a next step', async ({
  page,
}, testInfo) => {
  await signedInMember(page);
  await addCustomer(page, { nome: 'Com Data', fase: 'proposal', proximo_contato: browserDay(3) });
  await addCustomer(page, { nome: 'Sem Data', fase: 'prospect' });

  await page.goto('/minha-conta');
  const proposta = page.getByLabel('Proposta', { exact: true });
  await expect(proposta).toHaveValue('1, 3, 7');
  await proposta.fill('2, 90');
  await page.getByRole('button', { name: 'Salvar cadências' }).click();
  await expect(page.getByText('Cada espera vai de 1 a 60 dias.')).toBeVisible();
  await proposta.screenshot({ path: testInfo.outputPath('cadencia-campo.png') });
  await page.screenshot({ path: testInfo.outputPath('cadencias.png'), fullPage: true });
  await proposta.fill('2, 5');
  await page.getByRole('button', { name: 'Salvar cadências' }).click();
  await expect(page.getByText('Cadências salvas')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Proposta', { exact: true })).toHaveValue('2, 5');

  await page.goto('/dashboard?section=resultados');
  const share = page.getByRole('region', { name: 'Clientes em aberto com próximo passo' });
  await expect(share).toContainText('50%');
  await expect(share).toContainText('1 de 2 clientes em aberto com data de próximo contato');
  await share.getByRole('link', { name: /sem próximo passo/ }).click();
  await expect(
    page.getByRole('region', { name: 'Sem próximo passo' }).getByText('Sem Data', { exact: true }),
  ).toBeVisible();
});
