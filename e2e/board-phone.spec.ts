import { expect, test, type Page } from './support/test.ts';
import { signedInMember } from './support/session.ts';

const board = '/dashboard?section=vendas';
const column = (page: Page, phase: string) => page.locator(`section[data-phase="${phase}"]`);
const card = (page: Page, name: string) => page.locator('article', { hasText: name });
const tab = (page: Page, phase: string) => page.locator(`button[data-tab="${phase}"]`);

async function addCustomer(page: Page, body: Record<string, unknown>) {
  const res = await page.request.post('/api/customers', {
    data: body,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function faseOf(page: Page, name: string): Promise<string> {
  const list = (await (await page.request.get('/api/customers')).json()) as Array<{
    nome: string;
    fase: string;
  }>;
  return list.find((c) => c.nome === name)!.fase;
}

/** A finger: press on the card, hold past the touch delay, slide in steps, maybe wait, lift. */
async function touchDrag(page: Page, name: string, to: { x: number; y: number }, holdAtEndMs = 0) {
  const cdp = await page.context().newCDPSession(page);
  const from = (await card(page, name).boundingBox())!;
  const start = { x: from.x + from.width / 2, y: from.y + 20 };
  const touch = (
    type: 'touchStart' | 'touchMove' | 'touchEnd',
    at: { x: number; y: number } | null,
  ) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [at] : [] });
  await touch('touchStart', start);
  await page.waitForTimeout(350);
  for (let i = 1; i <= 12; i++)
    await touch('touchMove', {
      x: start.x + ((to.x - start.x) * i) / 12,
      y: start.y + ((to.y - start.y) * i) / 12,
    });
  await page.waitForTimeout(holdAtEndMs);
  await touch('touchEnd', null);
  await cdp.detach();
}

const centre = async (page: Page, phase: string) => {
  const box = (await tab(page, phase).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

test.beforeEach(async ({ page }) => {
  await signedInMember(page);
  await page.goto('/inicio');
});

test.describe('a 360 px touch screen', () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone board');

  test('one phase at a time; a card dragged to the next phase lands there, and only there', async ({
    page,
  }) => {
    await addCustomer(page, { nome: 'No dedo', valor: 200, proximo_contato: '2030-01-15' });
    await page.goto(board);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expect(column(page, 'prospect')).toBeVisible();
    await expect(column(page, 'contacted')).toBeHidden();
    await expect(card(page, 'No dedo')).toContainText('Próximo contato: 15/01/2030');
    for (const phase of ['prospect', 'closed', 'lost'])
      await expect(tab(page, phase)).toBeInViewport();

    // Held a second against the screen's edge, then lifted there: nothing scrolls another
    // phase under the finger, so the card stays where it was.
    await touchDrag(page, 'No dedo', { x: 357, y: 735 }, 1000);
    await expect(card(page, 'No dedo')).toBeVisible();
    expect(await faseOf(page, 'No dedo')).toBe('prospect');

    await touchDrag(page, 'No dedo', await centre(page, 'contacted'));
    await expect(page.getByText('Movido para Contatado')).toBeVisible();
    await expect.poll(() => faseOf(page, 'No dedo')).toBe('contacted');
    await expect(tab(page, 'contacted')).toHaveAccessibleName(
      /^Contatado: 1 cliente, R\$\s200,00$/,
    );
    await expect(card(page, 'No dedo')).toBeHidden();

    await tab(page, 'contacted').click();
    await expect(column(page, 'contacted').getByText('No dedo')).toBeVisible();
    await expect(column(page, 'prospect')).toBeHidden();
  });
});

test('the board opens on the first phase with customers, not an empty Prospecção', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the phone board');
  await addCustomer(page, { nome: 'Já interessada', fase: 'interested' });
  await page.goto(board);
  await expect(column(page, 'interested').getByText('Já interessada')).toBeVisible();
  await expect(tab(page, 'interested')).toHaveAttribute('aria-pressed', 'true');
  await expect(column(page, 'prospect')).toBeHidden();
  // The main action comes first, before Exportar, Importar and Colar.
  const novo = (await page.getByRole('button', { name: 'Novo Cliente' }).boundingBox())!;
  const exportar = (await page.getByRole('link', { name: 'Exportar CSV' }).boundingBox())!;
  expect(novo.y < exportar.y || (novo.y === exportar.y && novo.x < exportar.x)).toBe(true);
});

test('a search shows the phase of the customer it finds, not an empty tab', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the phone board');
  await addCustomer(page, { nome: 'Primeira da fila' });
  await addCustomer(page, { nome: 'Zilda Procurada', fase: 'proposal' });
  await page.goto(board);
  await expect(column(page, 'prospect')).toBeVisible();
  await page.getByLabel('Buscar clientes').fill('zilda');
  await expect(column(page, 'proposal').getByText('Zilda Procurada')).toBeVisible();
  await expect(column(page, 'prospect')).toBeHidden();
});

test.describe('a desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop board');

  test('all six columns fit, Fechado and Perdido in view without scrolling sideways', async ({
    page,
  }) => {
    await addCustomer(page, { nome: 'Na mesa' });
    await page.goto(board);
    await expect(page.getByTestId('phase-tabs')).toBeHidden();
    for (const phase of ['prospect', 'closed', 'lost'])
      await expect(column(page, phase)).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1280,
    );

    const from = (await card(page, 'Na mesa').boundingBox())!;
    const to = (await column(page, 'contacted').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + 20);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
    await page.mouse.up();
    await expect(page.getByText('Movido para Contatado')).toBeVisible();
    await expect(column(page, 'contacted').getByText('Na mesa')).toBeVisible();
    await expect.poll(() => faseOf(page, 'Na mesa')).toBe('contacted');
  });
});

test('"Mover para…" then Desfazer puts the card back', async ({ page }) => {
  await addCustomer(page, { nome: 'Pelo menu', fase: 'interested', valor: 90 });
  await page.goto(board);
  const interested = column(page, 'interested');
  if (await tab(page, 'interested').isVisible()) await tab(page, 'interested').click();
  await interested.getByRole('button', { name: 'Mover Pelo menu para…' }).click();
  await page
    .getByRole('dialog', { name: 'Mover Pelo menu para…' })
    .getByRole('button', { name: 'Proposta' })
    .click();
  const toast = page.locator('li', { hasText: 'Movido para Proposta' });
  await expect(toast).toBeVisible();
  await expect.poll(() => faseOf(page, 'Pelo menu')).toBe('proposal');
  await expect(interested.getByText('Pelo menu')).toBeHidden();

  await toast.getByRole('button', { name: 'Desfazer' }).click();
  await expect(page.getByText('De volta em Interessado')).toBeVisible();
  await expect(interested.getByText('Pelo menu')).toBeVisible();
  await expect.poll(() => faseOf(page, 'Pelo menu')).toBe('interested');
});
