import { expect, test, type Page } from './support/test.ts';
import { fillName } from '../src/shared/script-format.ts';
import { e2eBaseUrl } from './support/env.ts';
import { signedInMember } from './support/session.ts';
import { sampleProduct } from './support/fixtures.ts';

// The same flow on both layouts (fits-the-phone and a11y check each layout): it runs on the
// phone, where sellers use it, which keeps CI short.
test.skip(({ isMobile }) => !isMobile, 'the phone profile runs this flow');

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function addProduct(page: Page, nome: string) {
  const res = await page.request.post('/api/products', {
    headers: { origin: e2eBaseUrl },
    data: sampleProduct(nome),
  });
  expect(res.ok()).toBe(true);
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.beforeEach(async ({ page }) => {
  await signedInMember(page);
});

test('generate a script, watch it stream, copy a message, find it in Meus Scripts, delete it', async ({
  page,
}) => {
  await page.goto('/dashboard?section=scripts');
  await expect(page.getByRole('link', { name: 'Cadastrar produto' })).toBeVisible();
  await addProduct(page, 'Bolo de Pote da Vó');
  await page.reload();
  await expect(page.getByText('3 de 3 scripts restantes hoje')).toBeVisible();
  // The only product is already chosen.
  await expect(page.getByLabel('Produto ou serviço').locator('option:checked')).toHaveText(
    /Bolo de Pote da Vó/,
  );
  await expect(page.getByRole('button', { name: 'Gerar Script' })).toBeEnabled();

  const sawBusyScreen = page.getByText('Não saia desta página', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Gerar Script' }).click();
  await sawBusyScreen;
  // The whole script streams in about 0.3 s; a loaded host has taken over 5 s (CI 2026-12-01).
  await expect(page.getByText('Script gerado com sucesso!')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: '1. Pré-apresentação' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '8. Follow-up' })).toBeVisible();

  const firstMessage = (await page.locator('p.whitespace-pre-wrap').first().innerText()).trim();
  await page.getByRole('button', { name: 'Copiar', exact: true }).first().click();
  await expect(page.getByText('Script copiado!')).toBeVisible();
  expect(await clipboard(page)).toBe(fillName(firstMessage, ''));

  await page.getByRole('button', { name: 'Ver Meus Scripts' }).click();
  const saved = page.getByRole('tabpanel');
  await expect(saved.getByText('Bolo de Pote da Vó', { exact: true })).toBeVisible();
  await saved.locator('summary', { hasText: 'Ver script' }).click();
  await expect(saved.getByText('Pré-apresentação')).toBeVisible();
  await expect(page.getByText(/Gerado em \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await page.getByRole('button', { name: 'Excluir script de Bolo de Pote da Vó' }).click();
  await expect(page.getByText('Script excluído')).toBeVisible();
  await expect(
    page.getByText('Você ainda não gerou nenhum script.', { exact: false }),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Gerador' }).click();
  await page.getByRole('button', { name: 'Gerar Novo Script' }).click();
  await expect(page.getByText('2 de 3 scripts restantes hoje')).toBeVisible();
});

test('break an objection, copy an answer; at 0 the button reads Limite Diário Atingido', async ({
  page,
}) => {
  await addProduct(page, 'Kit Cachos');
  await page.goto('/dashboard?section=objecoes');
  await expect(page.getByText('5 de 5 quebras restantes hoje')).toBeVisible();
  await page.getByLabel('Produto ou serviço').selectOption({ label: 'Kit Cachos — Doces e bolos' });
  // Blank fields are stopped by the browser (required); whitespace by our own check.
  await page.getByLabel('Qual a necessidade do cliente?').fill('   ');
  await page.getByLabel('Qual objeção foi recebida?').fill('   ');
  await page.getByRole('button', { name: 'Quebrar Esta Objeção' }).click();
  await expect(page.getByText('Por favor, preencha todos os campos.')).toBeVisible();

  await page
    .getByLabel('Qual a necessidade do cliente?')
    .fill('Cabelo definido para o casamento da irmã');
  await page.getByLabel('Qual objeção foi recebida?').fill('Achei caro, vou pensar');
  await page.getByRole('button', { name: 'Quebrar Esta Objeção' }).click();
  await expect(
    page.getByRole('heading', { name: '5 Maneiras de Quebrar Esta Objeção' }),
  ).toBeVisible();
  await expect(page.getByText('Respostas geradas com sucesso!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copiar Resposta' })).toHaveCount(5);
  const answer = (await page.locator('p.whitespace-pre-wrap').first().innerText()).trim();
  await page.getByRole('button', { name: 'Copiar Resposta' }).first().click();
  await expect(page.getByText('Resposta copiada!')).toBeVisible();
  expect(await clipboard(page)).toBe(answer);

  // Use up the rest of the day's quota through the API, then the form says so.
  for (let i = 0; i < 4; i++) {
    const res = await page.request.post('/api/objections', {
      headers: { origin: e2eBaseUrl },
      data: {
        productId: (await (await page.request.get('/api/products')).json())[0].id,
        customerNeeds: 'x',
        objection: 'y',
      },
    });
    expect(res.ok()).toBe(true);
  }
  await page.getByRole('button', { name: 'Quebrar Nova Objeção' }).click();
  await expect(page.getByText('0 de 5 quebras restantes hoje')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Limite Diário Atingido' })).toBeDisabled();
});
