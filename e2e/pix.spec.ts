import { AxeBuilder } from '@axe-core/playwright';
import { parsePix } from 'pix-utils';
import { expect, test } from './support/test.ts';
import { e2eBaseUrl } from './support/env.ts';
import { signedInMember } from './support/session.ts';

// Close with Pix: the key in Minha Conta, 'Cobrar com Pix' on a customer with a value, the
// copia-e-cola a bank would read, and 'Pagamento recebido' → Fechado. Both projects.

test('saves a Pix key, charges a customer, and Pagamento recebido closes the sale', async ({
  page,
}, testInfo) => {
  await signedInMember(page);
  const res = await page.request.post('/api/customers', {
    data: { nome: 'Maria Pix', telefone: '(11) 98765-4321', fase: 'interested', valor: 1500 },
    headers: { origin: e2eBaseUrl },
  });
  const { id } = (await res.json()) as { id: string };
  const openMaria = async () => {
    await page.goto('/dashboard?section=vendas');
    // A phone shows one phase at a time: Maria is in Interessado.
    if (testInfo.project.name === 'phone')
      await page.locator('button[data-tab="interested"]').click();
    await page.getByRole('button', { name: 'Editar Maria Pix' }).click();
  };

  // Without a key, 'Cobrar com Pix' sends the member to Minha Conta with the form open.
  await openMaria();
  await page
    .getByRole('dialog', { name: 'Editar Cliente' })
    .getByRole('link', { name: 'Minha Conta' })
    .click();
  await expect(page).toHaveURL(/\/minha-conta#pix$/);
  const card = page.locator('#pix');
  await card.getByLabel('Tipo de chave').selectOption('email');
  await card.getByLabel('Chave Pix').fill('Ana.Doces@Exemplo.com');
  await card.getByLabel('Nome de quem recebe').fill('Ana Confeitaria');
  await card.getByLabel('Cidade').fill('São Paulo');
  await card.getByRole('button', { name: 'Salvar chave Pix' }).click();
  await expect(card.getByTestId('pix-key')).toHaveText('ana.doces@exemplo.com');
  await page.screenshot({ path: testInfo.outputPath('minha-conta-pix.png'), fullPage: true });

  await openMaria();
  const dialog = page.getByRole('dialog', { name: 'Editar Cliente' });
  await dialog.getByRole('button', { name: 'Cobrar R$\u00a01.500,00 com Pix' }).click();

  // The copia-e-cola is a message of its own, not a line inside the explanation.
  expect(await dialog.getByTestId('pix-message').inputValue()).not.toContain('000201');
  const code = await dialog.getByTestId('pix-code').inputValue();
  expect(parsePix(code)).toMatchObject({
    type: 'STATIC',
    pixKey: 'ana.doces@exemplo.com',
    transactionAmount: 1500,
    merchantName: 'ANA CONFEITARIA',
  });
  await expect(dialog.getByText('Aguardando pagamento')).toBeVisible();
  await expect(dialog.getByRole('img', { name: /QR Code do Pix/ })).toBeVisible();
  await expect(dialog.getByLabel('Fase')).toHaveText(/Proposta/);
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await dialog.getByRole('region', { name: 'Cobrar com Pix' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('cobrar-com-pix.png') });

  await dialog.getByRole('button', { name: 'Pagamento recebido' }).click();
  await expect(page.getByText('Cliente movido para Fechado.')).toBeVisible();
  await expect(dialog.getByText('Pix recebido')).toBeVisible();
  const customer = (await (await page.request.get(`/api/customers/${id}`)).json()) as {
    fase: string;
    valor: number;
  };
  expect(customer).toMatchObject({ fase: 'closed', valor: 1500 });
});
