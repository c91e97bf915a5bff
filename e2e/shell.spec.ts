import { expect, test, type Page } from './support/test.ts';
import { signedInMember } from './support/session.ts';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Barra lateral' });

test.describe('the member pages', () => {
  test.beforeEach(async ({ page }) => {
    await signedInMember(page, 'Maria Vendedora');
  });

  test('each route renders its spec texts', async ({ page }) => {
    await page.goto('/inicio');
    await expect(
      page.getByRole('link', { name: 'Toque Aqui para Turbinar seu WhatsApp' }),
    ).toBeVisible();
    await page.goto('/members');
    await expect(
      page.getByRole('link', { name: 'Toque Aqui para Turbinar seu WhatsApp' }),
    ).toBeVisible();
    await page.goto('/orientacoes');
    await expect(page.getByRole('tab', { name: /Conectar WhatsApp/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Ferramentas/ })).toBeDisabled();
    await page.goto('/ajuda');
    await expect(page.getByRole('heading', { name: 'Central de Ajuda' })).toBeVisible();
    await page.goto('/minha-conta');
    await expect(page.getByRole('heading', { name: 'Minha Conta' })).toBeVisible();
    await expect(page.getByText('Sair do Sistema')).toBeVisible();
    for (const [section, title] of [
      ['produtos', 'Meus Produtos/Serviços'],
      ['scripts', 'Gerador de Scripts'],
      ['objecoes', 'Quebrador de Objeções'],
      ['vendas', 'Pipeline de Vendas'],
      ['campanhas', 'Campanhas'],
      ['desconhecida', 'Meus Produtos/Serviços'],
    ]) {
      await page.goto(`/dashboard?section=${section}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
  });

  test('the accordion opens one item at a time, and closes', async ({ page }) => {
    await page.goto('/ajuda');
    const category = page.getByRole('region', { name: /Gerador de Scripts/ });
    const items = category.locator('details');
    const answer = (n: number) => items.nth(n).locator('summary + div');
    await expect(answer(0)).toBeHidden();
    await items.nth(0).locator('summary').click();
    await expect(answer(0)).toBeVisible();
    await items.nth(1).locator('summary').click();
    await expect(answer(1)).toBeVisible();
    await expect(answer(0)).toBeHidden();
    await items.nth(1).locator('summary').press('Enter');
    await expect(answer(1)).toBeHidden();
  });

  test('the display name edits, cancels and refuses blank', async ({ page }) => {
    await page.goto('/minha-conta');
    await expect(page.getByTestId('display-name')).toHaveText('Maria Vendedora');
    await page.getByRole('button', { name: 'Editar' }).click();
    const input = page.getByLabel('Nome de exibição');
    await input.fill('   ');
    await expect(page.getByRole('button', { name: 'Salvar', exact: true })).toBeDisabled();
    await input.fill('Outro Nome');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByTestId('display-name')).toHaveText('Maria Vendedora');

    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByLabel('Nome de exibição').fill('Maria das Vendas');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('Nome atualizado!')).toBeVisible();
    await expect(page.getByTestId('display-name')).toHaveText('Maria das Vendas');
    await page.reload();
    await expect(page.getByTestId('display-name')).toHaveText('Maria das Vendas');
  });

  test('logout asks first and lands on /', async ({ page }) => {
    await page.goto('/minha-conta');
    await page.getByRole('button', { name: 'Sair da Conta' }).click();
    await expect(page.getByText('Tem certeza que deseja sair?')).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL('/minha-conta');
    await page.getByRole('button', { name: 'Sair da Conta' }).click();
    await page.getByRole('button', { name: 'Sair', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Logout realizado')).toBeVisible();
    await page.goto('/inicio');
    await expect(page).toHaveURL('/auth');
  });
});

test.describe('the sidebar on a desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop sidebar');

  test('the active item follows the section; collapsing persists across a reload; Ctrl+B toggles', async ({
    page,
  }) => {
    await signedInMember(page);
    await page.goto('/dashboard?section=vendas');
    await expect(sidebar(page).getByRole('link', { name: 'Minhas Vendas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await sidebar(page).getByRole('link', { name: 'Gerador de Scripts' }).click();
    await expect(page).toHaveURL('/dashboard?section=scripts');
    await expect(sidebar(page).getByRole('link', { name: 'Gerador de Scripts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sidebar(page).getByRole('link', { name: 'Minhas Vendas' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );

    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
    await page.getByRole('button', { name: 'Recolher menu' }).click();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
    await expect(sidebar(page)).toHaveCSS('width', '48px');
    await page.reload();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');

    await page.keyboard.press('Control+b');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
    await expect(sidebar(page)).toHaveCSS('width', '256px');
    await page.keyboard.press('Control+b');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
  });
});

test.describe('the sidebar on a 360 px phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone drawer');

  test('is a drawer that starts closed, opens, navigates and closes', async ({ page }) => {
    await signedInMember(page);
    await page.goto('/inicio');
    await expect(sidebar(page)).toBeHidden();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveCSS('width', '288px');
    await drawer.getByRole('link', { name: 'Ajuda' }).click();
    await expect(page).toHaveURL('/ajuda');
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    // 'Minha Conta' keeps its name for screen readers while its text is hidden.
    await expect(page.getByRole('link', { name: 'Minha Conta' })).toBeVisible();
    await expect(page.getByText('Minha Conta', { exact: true })).toBeHidden();

    // Ctrl+B opens it too; a window grown to the desktop layout closes it and shows the sidebar.
    await page.keyboard.press('Control+b');
    await expect(drawer).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 740 });
    await expect(drawer).toBeHidden();
    await expect(sidebar(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Recolher menu' })).toBeVisible();
  });
});

test('the landing page links to /auth, the features and the checkout', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Quero comprar agora' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(page.getByRole('link', { name: 'Acessar agora' })).toHaveAttribute('href', '/auth');
  await page.getByRole('link', { name: 'Ver Funcionalidades' }).click();
  await expect(page).toHaveURL(/#funcionalidades$/);
});

test('a signed-in visitor of / lands on /inicio', async ({ page }) => {
  await signedInMember(page);
  await page.goto('/');
  await expect(page).toHaveURL('/inicio');
});
