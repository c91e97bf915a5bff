import { expect, test, type Page } from './support/test.ts';
import { signedInMember } from './support/session.ts';

const board = '/dashboard?section=vendas';
const column = (page: Page, phase: string) => page.locator(`section[data-phase="${phase}"]`);
const card = (page: Page, name: string) => page.locator('article', { hasText: name });

async function addCustomer(page: Page, body: Record<string, unknown>) {
  const res = await page.request.post('/api/customers', {
    data: body,
    headers: { origin: new URL(page.url() || 'http://127.0.0.1:4319').origin },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** Imports customers from a CSV, as the 'Importar CSV' button sends it. */
async function importCsv(page: Page, csv: string) {
  const res = await page.request.post('/api/customers/import', {
    data: csv,
    headers: {
      origin: new URL(page.url() || 'http://127.0.0.1:4319').origin,
      'content-type': 'text/csv',
    },
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

/** A real mouse drag, in small steps, from the card's centre to the target column. */
async function drag(page: Page, name: string, toPhase: string) {
  const from = (await card(page, name).boundingBox())!;
  const to = (await column(page, toPhase).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 20);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + 20, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 12 });
  await page.mouse.up();
}

test.beforeEach(async ({ page }) => {
  await signedInMember(page);
});

test('add a customer from the empty board, with the dialog', async ({ page }) => {
  await page.goto(board);
  await expect(page.getByRole('heading', { name: 'Pipeline de Vendas' })).toBeVisible();
  await expect(page.getByText('Gerencie seus clientes e acompanhe suas vendas')).toBeVisible();
  await expect(page.getByText('Nenhum cliente cadastrado')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar Primeiro Cliente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Cliente' });
  await dialog.getByRole('button', { name: 'Adicionar cliente' }).click();
  await expect(page.getByText('Por favor, informe o nome do cliente.')).toBeVisible();
  await dialog.getByLabel('Nome').fill('Dona Cida');
  await expect(dialog.getByLabel('Telefone (WhatsApp)')).toHaveAttribute(
    'placeholder',
    '(11) 98765-4321',
  );
  await dialog.getByLabel('Telefone (WhatsApp)').fill('(11) 98765-4321');
  await dialog.getByLabel('Valor do negócio (R$)').fill('1.500,00');
  await dialog.getByRole('button', { name: 'Adicionar cliente' }).click();
  await expect(page.getByText('Cliente adicionado!')).toBeVisible();
  await expect(card(page, 'Dona Cida')).toBeVisible();
  await expect(column(page, 'prospect').getByTestId('count-prospect')).toHaveText('1');
  await expect(column(page, 'prospect').getByTestId('total-prospect')).toHaveText(/R\$\s1\.500,00/);
});

test.describe('moving cards', () => {
  test.skip(({ isMobile }) => isMobile, 'mouse and keyboard on a desktop');
  // A wide desktop shows all six columns, so the mouse can reach every one without scrolling.
  test.use({ viewport: { width: 1920, height: 1000 } });

  test('drag with the mouse from Prospecção to Proposta, only after 8 px; it stays after a reload', async ({
    page,
  }) => {
    await page.goto('/inicio');
    await addCustomer(page, { nome: 'Arrastado' });
    await page.goto(board);
    const from = (await card(page, 'Arrastado').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + 20);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 5, from.y + 20, { steps: 2 });
    await page.mouse.up();
    expect(await faseOf(page, 'Arrastado')).toBe('prospect');

    await drag(page, 'Arrastado', 'proposal');
    await expect(column(page, 'proposal').getByText('Arrastado')).toBeVisible();
    await expect.poll(() => faseOf(page, 'Arrastado')).toBe('proposal');
    await page.reload();
    await expect(column(page, 'proposal').getByText('Arrastado')).toBeVisible();
  });

  test('move with the keyboard', async ({ page }) => {
    await page.goto('/inicio');
    await addCustomer(page, { nome: 'Teclado' });
    await page.goto(board);
    await card(page, 'Teclado').focus();
    // Each step waits for what a screen reader hears, as a keyboard user would.
    const announced = page.locator('[id^="DndLiveRegion"]');
    await page.keyboard.press('Space');
    await expect(announced).toContainText('Na fase Prospecção.');
    await page.keyboard.press('ArrowRight');
    await expect(announced).toContainText('Na fase Contatado.');
    await page.keyboard.press('ArrowRight');
    await expect(announced).toContainText('Na fase Interessado.');
    await page.keyboard.press('Space');
    await expect(announced).toContainText('Teclado ficou na fase Interessado.');
    await expect(column(page, 'interested').getByText('Teclado')).toBeVisible();
    await expect.poll(() => faseOf(page, 'Teclado')).toBe('interested');
  });

  test('a failed save snaps back with the toast', async ({ page }) => {
    await page.goto('/inicio');
    await addCustomer(page, { nome: 'Volta', valor: 10 });
    await page.goto(board);
    await page.route('**/api/customers/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, body: '{}' })
        : route.continue(),
    );
    await drag(page, 'Volta', 'closed');
    await expect(page.getByText('Erro ao mover cliente')).toBeVisible();
    await expect(column(page, 'prospect').getByText('Volta')).toBeVisible();
    expect(await faseOf(page, 'Volta')).toBe('prospect');
  });

  test('moving to Perdido asks the reason and keeps it', async ({ page }) => {
    await page.goto('/inicio');
    await addCustomer(page, { nome: 'Desistiu', fase: 'proposal' });
    await page.goto(board);
    await drag(page, 'Desistiu', 'lost');
    const dialog = page.getByRole('dialog', { name: 'Por que a venda foi perdida?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Concorrência' }).click();
    await expect(column(page, 'lost').getByText('Motivo: Concorrência')).toBeVisible();
    await expect.poll(() => faseOf(page, 'Desistiu')).toBe('lost');

    await drag(page, 'Desistiu', 'lost');
    await drag(page, 'Desistiu', 'contacted');
    await expect(column(page, 'contacted').getByText('Desistiu')).toBeVisible();
    await drag(page, 'Desistiu', 'lost');
    await page.keyboard.press('Escape');
    await expect(column(page, 'contacted').getByText('Desistiu')).toBeVisible();
  });

  test('a move changes both counts and totals, and puts the card on top', async ({ page }) => {
    await page.goto('/inicio');
    await addCustomer(page, { nome: 'Leva', valor: 100 });
    await addCustomer(page, { nome: 'Fica aqui', valor: 50 });
    await addCustomer(page, { nome: 'Já estava', fase: 'contacted', valor: 10 });
    await page.goto(board);
    const count = (phase: string) => page.getByTestId(`count-${phase}`);
    const total = (phase: string) => page.getByTestId(`total-${phase}`);
    await expect(count('prospect')).toHaveText('2');
    await expect(count('contacted')).toHaveText('1');
    await expect(total('prospect')).toHaveText(/R\$\s150,00/);

    await drag(page, 'Leva', 'contacted');
    await expect(count('prospect')).toHaveText('1');
    await expect(count('contacted')).toHaveText('2');
    await expect(total('prospect')).toHaveText(/R\$\s50,00/);
    await expect(total('contacted')).toHaveText(/R\$\s110,00/);
    await expect(column(page, 'contacted').locator('article').first()).toContainText('Leva');
    await expect.poll(() => faseOf(page, 'Leva')).toBe('contacted');
  });
});

test('WhatsApp opens wa.me with 55 and the digits; no phone, no button', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { opened: string[] }).opened = [];
    window.open = (url?: string | URL) => {
      (window as unknown as { opened: string[] }).opened.push(String(url));
      return null;
    };
  });
  await page.goto('/inicio');
  await addCustomer(page, { nome: 'Maria Clara Souza', telefone: '(11) 98765-4321' });
  await addCustomer(page, { nome: 'Sem Telefone' });
  await page.goto(board);
  await page.getByRole('button', { name: 'Abrir WhatsApp de Maria Clara Souza' }).click();
  const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
  expect(opened).toEqual([
    `https://wa.me/5511987654321?text=${encodeURIComponent('Oi, Maria! Tudo bem?')}`,
  ]);
  await expect(page.getByRole('button', { name: 'Abrir WhatsApp de Sem Telefone' })).toHaveCount(0);
});

test('delete asks first; search filters the board', async ({ page }) => {
  await page.goto('/inicio');
  await addCustomer(page, { nome: 'Apagável', produto_interesse: 'Marmita fit' });
  await addCustomer(page, { nome: 'Fica', telefone: '(21) 91234-5678' });
  await page.goto(board);
  await page.getByLabel('Buscar clientes').fill('marmita');
  await expect(card(page, 'Apagável')).toBeVisible();
  await expect(card(page, 'Fica')).toHaveCount(0);
  await page.getByLabel('Buscar clientes').fill('91234');
  await expect(card(page, 'Fica')).toBeVisible();
  await page.getByLabel('Buscar clientes').fill('');

  await page.getByRole('button', { name: 'Excluir Apagável' }).click();
  await expect(page.getByText('Tem certeza que deseja excluir este cliente?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(card(page, 'Apagável')).toBeVisible();
  await page.getByRole('button', { name: 'Excluir Apagável' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Cliente excluído!')).toBeVisible();
  await expect(card(page, 'Apagável')).toHaveCount(0);
});

test('a column of 60 loads more cards as it scrolls, never mounting them all', async ({ page }) => {
  const names = Array.from({ length: 60 }, (_, i) => `Rolagem ${String(i + 1).padStart(2, '0')}`);
  await page.goto('/inicio');
  await importCsv(page, `Nome;Valor (R$)\n${names.map((n) => `${n};10,00`).join('\n')}\n`);
  // The server's order (newest first, then by id): the 60th is whichever it sends last.
  const first = await (await page.request.get('/api/customers/phase/prospect?limit=50')).json();
  const rest = await (
    await page.request.get(`/api/customers/phase/prospect?limit=50&cursor=${first.nextCursor}`)
  ).json();
  const last = (rest.customers as Array<{ nome: string }>).at(-1)!.nome;

  await page.goto(board);
  await expect(page.getByTestId('count-prospect')).toHaveText('60');
  await expect(page.getByTestId('total-prospect')).toHaveText(/R\$\s600,00/);
  const prospect = column(page, 'prospect');
  await expect(prospect.locator('article').first()).toBeVisible();
  expect(await prospect.locator('article').count()).toBeLessThan(30);
  await expect(card(page, last)).toHaveCount(0);

  const list = prospect.getByTestId('card-list');
  await expect(async () => {
    await list.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(card(page, last)).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  expect(await prospect.locator('article').count()).toBeLessThan(30);
});

test('search and the follow-up filters ask the server', async ({ page }) => {
  await page.goto('/inicio');
  await addCustomer(page, { nome: 'Conceição Bolos', produto_interesse: 'Bolo de pote' });
  await addCustomer(page, { nome: 'Atrasada', proximo_contato: '2020-01-02' });
  await addCustomer(page, { nome: 'Outra Pessoa', email: 'outra@exemplo.com' });
  await page.goto(board);
  await expect(card(page, 'Outra Pessoa')).toBeVisible();

  const searched = page.waitForRequest((r) => r.url().includes('q=conceicao'));
  await page.getByLabel('Buscar clientes').fill('conceicao');
  await searched;
  await expect(card(page, 'Conceição Bolos')).toBeVisible();
  await expect(card(page, 'Outra Pessoa')).toHaveCount(0);
  await expect(page.getByText('1 de 3 clientes')).toBeVisible();
  await page.getByLabel('Buscar clientes').fill('outra@exemplo');
  await expect(card(page, 'Outra Pessoa')).toBeVisible();
  await expect(card(page, 'Conceição Bolos')).toHaveCount(0);
  await page.getByLabel('Buscar clientes').fill('');
  await expect(card(page, 'Conceição Bolos')).toBeVisible();

  // The member's day is the server's to count, from the zone in the tz cookie.
  const filtered = page.waitForRequest(
    (r) => r.url().includes('due=overdue') && !r.url().includes('today='),
  );
  await page.getByRole('button', { name: 'Atrasados' }).click();
  await filtered;
  await expect(card(page, 'Atrasada')).toBeVisible();
  await expect(card(page, 'Outra Pessoa')).toHaveCount(0);
  await expect(card(page, 'Atrasada').getByText('Atrasado')).toBeVisible();
  await page.getByRole('button', { name: 'Todos' }).click();
  await expect(card(page, 'Outra Pessoa')).toBeVisible();
});

test('the card shows the last line of the notes; editing reads them all', async ({ page }) => {
  await page.goto('/inicio');
  const notes = 'Quer entrega no sábado\nPediu o Pix para sexta';
  await addCustomer(page, { nome: 'Com Notas', observacoes: notes });
  await page.goto(board);
  await expect(card(page, 'Com Notas')).toContainText('Pediu o Pix para sexta');
  await expect(card(page, 'Com Notas')).not.toContainText('Quer entrega no sábado');
  await page.getByRole('button', { name: 'Editar Com Notas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Cliente' });
  await expect(dialog.getByLabel('Observações')).toHaveValue(notes);
  await dialog.getByLabel('Nome').fill('Com Notas Editado');
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Cliente atualizado!')).toBeVisible();
  await expect(card(page, 'Com Notas Editado')).toBeVisible();
});

test("the dialog shows the customer's history, newest first", async ({ page }) => {
  await page.goto('/inicio');
  const { id } = await addCustomer(page, { nome: 'Com Historia', valor: 100 });
  const origin = new URL(page.url()).origin;
  await page.request.patch(`/api/customers/${id}`, {
    data: { fase: 'contacted' },
    headers: { origin },
  });
  await page.request.post(`/api/customers/${id}/messages`, {
    data: { stage: 'Diagnóstico' },
    headers: { origin },
  });
  await page.goto(board);
  // A phone shows one phase at a time: the customer is now in Contatado.
  const contacted = page.locator('button[data-tab="contacted"]');
  if (await contacted.isVisible()) await contacted.click();
  await page.getByRole('button', { name: 'Editar Com Historia' }).click();
  const history = page.getByRole('dialog').getByRole('region', { name: 'Histórico' });
  await expect(history.getByRole('listitem')).toHaveText([
    /Mensagem enviada \(Diagnóstico\)/,
    /Mudou de Prospecção para Contatado/,
    /Cliente cadastrado em Prospecção/,
  ]);
});

test('import a CSV with the button: a preview, then the report names the line left out', async ({
  page,
}) => {
  await page.goto(board);
  await expect(page.getByText('Nenhum cliente cadastrado')).toBeVisible();
  await page.getByLabel('Arquivo CSV de clientes').setInputFiles({
    name: 'clientes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Nome;Email\nImportada;importada@exemplo.com\n;sem-nome@exemplo.com\n'),
  });
  const preview = page.getByRole('dialog', { name: 'Confira antes de importar' });
  await expect(preview).toContainText('1 linha não será importada:');
  await preview.getByRole('button', { name: 'Importar 1 cliente' }).click();
  await expect(page.getByText('1 cliente importado', { exact: true })).toBeVisible();
  await expect(page.getByText(/1 linha não importada: linha 3/)).toBeVisible();
  await expect(card(page, 'Importada')).toBeVisible();
  await expect(page.getByTestId('import-progress')).toHaveCount(0);
});

test('a 360 px phone shows one phase at a time, the six as tabs, nothing sideways', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'phone layout');
  await page.goto('/inicio');
  await addCustomer(page, { nome: 'No celular' });
  await page.goto(board);
  await expect(card(page, 'No celular')).toBeVisible();
  const scroller = page.getByTestId('board');
  const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await expect(page.getByTestId('phase-tabs').getByRole('button')).toHaveCount(6);
  await expect(column(page, 'contacted')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
