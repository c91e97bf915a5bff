import { expect, test, type Page } from './support/test.ts';
import { outboxLinks, waitForResetLink } from '../tests/helpers/mail.ts';
import { e2eDataDir } from './support/env.ts';
import { members, newEmail } from './support/members.ts';
import { memberWithAccount } from './support/session.ts';

// The same flow on both layouts (fits-the-phone and a11y check each layout): it runs on the
// phone, where sellers use it, which keeps CI short.
test.skip(({ isMobile }) => !isMobile, 'the phone profile runs this flow');

async function login(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test("a purchase's 'Criar minha senha' link: name and password, then /inicio", async ({ page }) => {
  const email = newEmail();
  members('add', email);
  const link = await waitForResetLink(e2eDataDir, email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Criar minha senha' })).toBeVisible();
  await page.getByLabel('Nome').fill('Joana Vendas');
  await page.getByLabel('Senha', { exact: true }).fill('minha-senha');
  await page.getByLabel('Confirmar Senha').fill('outra-senha');
  await page.getByRole('button', { name: 'Criar minha senha' }).click();
  await expect(page.getByText('Senhas não coincidem')).toBeVisible();
  await page.getByLabel('Confirmar Senha').fill('minha-senha');
  await page.getByRole('button', { name: 'Criar minha senha' }).click();
  await expect(page.getByText('Senha criada!')).toBeVisible();
  await expect(page).toHaveURL('/inicio', { timeout: 5_000 });
  expect(await (await page.request.get('/api/me')).json()).toMatchObject({
    displayName: 'Joana Vendas',
  });

  // The link works once: opened again, it says so at once and offers Login.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Este link já foi usado' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fazer login' })).toBeVisible();
  await expect(page.getByLabel('Nome')).toHaveCount(0);
});

test("'Primeiro Acesso' waits for the emailed link; 'Reenviar link' sends another", async ({
  page,
}) => {
  const email = newEmail();
  members('add', email);
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Primeiro Acesso' }).click();
  await page.getByLabel('Nome').fill('Joana Vendas');
  await page.getByLabel('Email').fill(email);
  await expect(page.getByPlaceholder('Crie uma senha (min. 6 caracteres)')).toBeVisible();
  await page.getByLabel('Senha').fill('minha-senha');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  // The page itself says where the link went, long after the toast is gone.
  const waiting = page.getByRole('region', { name: 'Confira seu email' });
  await expect(waiting).toContainText(email);
  await page.waitForTimeout(7_000);
  await expect(waiting).toContainText(email);
  const before = (await outboxLinks(e2eDataDir, email)).length;
  await waiting.getByRole('button', { name: 'Reenviar link' }).click();
  await expect(waiting.getByRole('button', { name: /Reenviar link \(\d+ s\)/ })).toBeDisabled();
  await expect.poll(async () => (await outboxLinks(e2eDataDir, email)).length).toBe(before + 1);

  // Logging in before opening it explains the same, with the same way out.
  await waiting.getByRole('button', { name: 'Usar outro email ou fazer login' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Senha').fill('minha-senha');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('region', { name: 'Falta confirmar seu email' })).toContainText(
    email,
  );

  // Opened in this browser, the link keeps the name and password typed here: one tap.
  await page.goto((await outboxLinks(e2eDataDir, email)).at(-1)!);
  await expect(page.getByLabel('Nome')).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
  await expect(page).toHaveURL('/inicio', { timeout: 5_000 });
});

test("a non-member sees 'Acesso não autorizado'", async ({ page }) => {
  await login(page, newEmail('intruso'), 'qualquer-senha');
  await expect(page.getByText('Acesso não autorizado')).toBeVisible();
  await expect(
    page.getByText('Este email não possui acesso ativo ao sistema.', { exact: false }),
  ).toBeVisible();
  await expect(page).toHaveURL('/auth');
});

test('the forms ask for their fields and refuse a short password', async ({ page }) => {
  const email = newEmail();
  members('add', email);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Por favor, preencha email e senha.')).toBeVisible();

  await page.getByRole('tab', { name: 'Primeiro Acesso' }).click();
  await page.getByLabel('Nome').fill('Caio');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill('12345');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Senha muito curta')).toBeVisible();
});

test('forgot password: outbox link, Nova Senha, then signed in on /inicio', async ({
  page,
  request,
}) => {
  const { email } = await memberWithAccount(request, 'Rita');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Esqueceu sua senha?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Enviar Link de Redefinição' }).click();
  await expect(page.getByText('Email enviado!')).toBeVisible();
  await page.getByRole('button', { name: 'Voltar ao login' }).click();
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();

  await expect.poll(async () => (await outboxLinks(e2eDataDir, email)).length).toBe(2);
  const link = (await outboxLinks(e2eDataDir, email)).at(-1)!;
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Nova Senha' })).toBeVisible();
  await page.getByLabel('Nova Senha').fill('senha-nova');
  await page.getByLabel('Confirmar Senha').fill('senha-diferente');
  await page.getByRole('button', { name: 'Alterar Senha' }).click();
  await expect(page.getByText('Senhas não coincidem')).toBeVisible();

  await page.getByLabel('Confirmar Senha').fill('senha-nova');
  await page.getByRole('button', { name: 'Alterar Senha' }).click();
  await expect(page.getByRole('button', { name: 'Alterando...' })).toBeDisabled();
  await expect(page.getByText('Senha alterada!')).toBeVisible();
  await expect(page).toHaveURL('/inicio', { timeout: 5_000 });

  // Opened again, the used link says so at once, with the form for a new one.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Este link já foi usado' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar novo link' })).toBeVisible();
  await expect(page.getByLabel('Nova Senha')).toHaveCount(0);
});

test('signed out, a member page sends to /auth; a deactivated member sees the suspended screen', async ({
  page,
  request,
}) => {
  await page.goto('/inicio');
  await expect(page).toHaveURL('/auth');

  const { email, password } = await memberWithAccount(request, 'Beto');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL('/inicio');

  members('deactivate', email);
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Acesso Temporariamente Suspenso' }),
  ).toBeVisible();
  const whatsapp = page.getByRole('link', { name: 'Falar no WhatsApp' });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.*suspenso/);
  await expect(whatsapp).toHaveAttribute('target', '_blank');

  await page.getByRole('button', { name: 'Sair da Conta' }).click();
  await expect(page.getByText('Tem certeza que deseja sair?')).toBeVisible();
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Logout realizado')).toBeVisible();
});
