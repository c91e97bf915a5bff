import type { Page } from '@playwright/test';
import { memberPageUrls } from '../src/shared/routes.ts';
import { expect, test } from './support/test.ts';
import { e2eBaseUrl } from './support/env.ts';
import { signedInMember } from './support/session.ts';

// Nothing is wider than a 360 px phone: every member page, and the customer dialog once a Pix
// charge is in its conversation (a copia-e-cola is one unbroken line of about 140 characters,
// and it made the dialog 817 px wide — issue 44).

test.skip(({ isMobile }) => !isMobile, 'the phone profile only');

const origin = { origin: e2eBaseUrl };

/** The labels of the visible buttons whose text is wider than the button. */
const spilledButtons = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a[class*="inline-flex"]')]
      .filter((b) => b.offsetParent !== null && b.scrollWidth > b.clientWidth + 1)
      .map((b) => b.textContent?.trim() ?? ''),
  );

/** How far the page, or one element, reaches past the screen's 360 px. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('every page and the customer dialog with a Pix charge fit a 360 px phone', async ({
  page,
}) => {
  await signedInMember(page);
  const api = page.request;
  expect(
    (
      await api.put('/api/account/pix', {
        data: { type: 'email', key: 'ana@exemplo.com', name: 'Ana Confeitaria', city: 'Sao Paulo' },
        headers: origin,
      })
    ).ok(),
  ).toBe(true);
  const created = await api.post('/api/customers', {
    data: { nome: 'Lia Pix', telefone: '(11) 98765-4321', fase: 'interested', valor: 150 },
    headers: origin,
  });
  const { id } = (await created.json()) as { id: string };
  const charged = await api.post(`/api/customers/${id}/pix-charges`, { headers: origin });
  const { charge } = (await charged.json()) as { charge: { id: string } };
  // Sent through WhatsApp: the code is now a message of the customer's conversation.
  expect(
    (
      await api.post(`/api/customers/${id}/pix-charges/${charge.id}/sent`, { headers: origin })
    ).ok(),
  ).toBe(true);

  for (const url of memberPageUrls) {
    await page.goto(url);
    await expect(page.getByRole('main')).toBeVisible();
    expect(await pageWidth(page), url).toBeLessThanOrEqual(360);
    // Nor is a button's label wider than the button ('Serviços de beleza' spilled out of its cell).
    expect(await spilledButtons(page), url).toEqual([]);
  }

  await page.goto('/dashboard?section=vendas');
  await page.locator('button[data-tab="proposal"]').click();
  await page.getByRole('button', { name: 'Editar Lia Pix' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Cliente' });
  await expect(dialog.getByText('Aguardando pagamento')).toBeVisible();
  await expectWithin(page, dialog);
  // The charge just made: its two messages, its buttons and the QR code.
  await dialog.getByRole('button', { name: /^Cobrar R\$\s150,00 de novo$/ }).click();
  await expect(dialog.getByTestId('pix-code')).toBeVisible();
  await expectWithin(page, dialog);
});

/** The dialog within the screen, and nothing in it wider than the dialog. */
async function expectWithin(page: Page, dialog: ReturnType<Page['getByRole']>) {
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  const right = box.x + box.width;
  // Every element inside ends within the dialog (a clipped button is as bad as a scroll).
  const past = await dialog.evaluate(
    (el, edge) =>
      [...el.querySelectorAll('*')]
        .filter((child) => child.getBoundingClientRect().right > edge + 0.5)
        .map((child) => `${child.tagName} ${(child.textContent ?? '').trim().slice(0, 40)}`)
        .slice(0, 5),
    right,
  );
  expect(past).toEqual([]);
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
}
