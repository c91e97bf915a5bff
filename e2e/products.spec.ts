import { expect, test, type Page } from './support/test.ts';
import { signedInMember } from './support/session.ts';

const productsPage = '/dashboard?section=produtos';
const dialog = (page: Page) => page.getByRole('dialog');

async function productNames(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/products');
  return ((await res.json()) as Array<{ nome: string }>).map((p) => p.nome);
}

test.beforeEach(async ({ page }) => {
  await signedInMember(page);
});

test('create from an example, edit, then delete with confirmation', async ({ page }) => {
  await page.goto(productsPage);
  await expect(page.getByText('Nenhum produto cadastrado')).toBeVisible();
  await page.getByRole('button', { name: 'Doces e bolos' }).click();
  const nome = dialog(page).getByLabel(/Nome do produto ou serviço/);
  await expect(nome).not.toHaveValue('');
  await nome.fill('Bolo no Pote da Vó');
  // The longest niche a product takes: its chip stays inside the card, even at 360 px.
  const niche = 'Confeitaria artesanal: bolos no pote, brigadeiros e tortas';
  await dialog(page).getByLabel(/Nicho/).fill(niche);
  await dialog(page).getByRole('button', { name: 'Salvar produto' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Produto criado!' });
  await expect(toast).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Bolo no Pote da Vó' })).toBeVisible();
  await expect(page.getByTitle(niche)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  // The toast covers none of the header's buttons (the menu, Minha Conta), once it has slid in.
  const headerBox = (await page.getByRole('banner').boundingBox())!;
  await expect
    .poll(async () => (await toast.boundingBox())!.y)
    .toBeGreaterThanOrEqual(headerBox.y + headerBox.height);

  await page.getByRole('button', { name: 'Editar Bolo no Pote da Vó' }).click();
  await dialog(page)
    .getByLabel(/Nome do produto ou serviço/)
    .fill('Bolo no Pote Premium');
  await dialog(page).getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Produto atualizado!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bolo no Pote Premium' })).toBeVisible();

  await page.getByRole('button', { name: 'Excluir Bolo no Pote Premium' }).click();
  await expect(
    page.getByText('Tem certeza que deseja excluir este produto/serviço?'),
  ).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Produto excluído!')).toBeVisible();
  await expect(page.getByText('Nenhum produto cadastrado')).toBeVisible();
  expect(await productNames(page)).toEqual([]);
});

test("the first missing field's toast, in the spec's order", async ({ page }) => {
  await page.goto(productsPage);
  await page.getByRole('button', { name: 'Cadastrar do zero' }).click();
  await dialog(page).getByRole('button', { name: 'Salvar produto' }).click();
  await expect(page.getByText('Nome obrigatório')).toBeVisible();
  await expect(dialog(page).getByLabel(/Nome do produto ou serviço/)).toBeFocused();

  await dialog(page)
    .getByLabel(/Nome do produto ou serviço/)
    .fill('Consultoria X');
  await dialog(page).getByLabel(/Nicho/).fill('Consultoria');
  await dialog(page).getByRole('button', { name: 'Salvar produto' }).click();
  await expect(page.getByText('Ticket médio obrigatório')).toBeVisible();
  expect(await productNames(page)).toEqual([]);
});

test('a counter warns within 10 characters of the limit, turns red past it, and text over it is kept', async ({
  page,
}) => {
  await page.goto(productsPage);
  await page.getByRole('button', { name: 'Cadastrar do zero' }).click();
  const counter = dialog(page).getByTestId('counter-nome');
  await expect(counter).toHaveText('0/80');
  await dialog(page)
    .getByLabel(/Nome do produto ou serviço/)
    .fill('x'.repeat(69));
  await expect(counter).toHaveText('69/80');
  await expect(counter).toHaveAttribute('data-near-limit', 'false');
  await dialog(page)
    .getByLabel(/Nome do produto ou serviço/)
    .fill('x'.repeat(70));
  await expect(counter).toHaveAttribute('data-near-limit', 'true');
  // Near the limit a warning (Tailwind's amber-800); red only past it.
  await expect(counter).toHaveCSS('color', /oklch\(0\.473 0\.137 46\.2/);
  await dialog(page)
    .getByLabel(/Nome do produto ou serviço/)
    .fill('x'.repeat(95));
  // Nothing is cut: the text stays and the field says what to do.
  await expect(counter).toHaveText('95/80');
  await expect(counter).toHaveCSS('color', /oklch\(0\.505 0\.213 27\.5/);
  await expect(
    dialog(page).getByText('Use no máximo 80 caracteres (você digitou 95).'),
  ).toBeVisible();
});

test('a double submit creates one product', async ({ page }) => {
  await page.goto(productsPage);
  await page.getByRole('button', { name: 'Marmitas' }).click();
  await dialog(page).getByRole('button', { name: 'Salvar produto' }).dblclick();
  await expect(page.getByText('Produto criado!')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(1);
  expect(await productNames(page)).toHaveLength(1);
});

test('local data from an old version moves to the account and leaves the browser', async ({
  page,
}) => {
  // Seeded on a page of the origin that runs no app: a signed-in member's /auth goes on to
  // /inicio, whose shell could look for old data before it was seeded and close the session's
  // one import as done (the flaky failures of 2026-12-01).
  await page.goto('/manifest.webmanifest');
  await page.evaluate(() => {
    localStorage.setItem(
      'produtos',
      JSON.stringify([{ nome: 'Produto Antigo', nicho: 'Moda', ticket_medio: 'R$ 50' }]),
    );
    localStorage.setItem(
      'clientes',
      JSON.stringify([{ nome: 'Cliente Antigo', telefone: '(11) 91234-5678', fase: 'contacted' }]),
    );
  });
  await page.goto(productsPage);
  // The move starts once the app has taken over, then the list is fetched again: on a slow
  // host (2026-11-28, benchmarkIndex 1,100) that passed 5 s once in a run.
  await expect(page.getByRole('heading', { name: 'Produto Antigo' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('R$ 50')).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('produtos'), localStorage.getItem('clientes')]),
  ).toEqual([null, null]);
  expect(
    await page.evaluate(() =>
      Object.keys(sessionStorage).some((k) => k.startsWith('dataMigrated:')),
    ),
  ).toBe(true);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Produto Antigo' })).toHaveCount(1);
});

test('the dialog scrolls on a phone and keeps the save button reachable', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'phone layout');
  await page.goto(productsPage);
  await page.getByRole('button', { name: 'Cadastrar do zero' }).click();
  const box = await dialog(page).boundingBox();
  expect(box!.width).toBeLessThanOrEqual(360);
  await dialog(page).getByLabel(/Bônus/).scrollIntoViewIfNeeded();
  await expect(dialog(page).getByRole('button', { name: 'Salvar produto' })).toBeInViewport();
});
