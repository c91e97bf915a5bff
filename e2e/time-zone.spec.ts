import { expect, test } from './support/test.ts';
import { e2eBaseUrl } from './support/env.ts';
import { signedInMember } from './support/session.ts';

// A member far from Brasília: the browser tells the server its zone (the tz cookie), and the
// server counts the member's day and renders their pages in it, so the browser takes the page
// over as it is. UTC+14: its day is the last to end, never behind Brasília's.
const zone = 'Pacific/Kiritimati';
test.use({ timezoneId: zone });

const dayThere = () => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());

test("a member in UTC+14 sees their own day's follow-ups, rendered as the browser draws them", async ({
  page,
  context,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.text().includes('Página refeita'))
      problems.push(`${page.url()}: ${message.text()}`);
  });
  await signedInMember(page);
  await page.goto('/inicio');
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'tz')?.value)
    .toBe(encodeURIComponent(zone));
  const res = await page.request.post('/api/customers', {
    data: { nome: 'Cliente do Pacífico', proximo_contato: dayThere() },
    headers: { origin: e2eBaseUrl },
  });
  expect(res.ok(), await res.text()).toBe(true);

  await page.goto('/dashboard?section=vendas');
  const card = page.locator('article', { hasText: 'Cliente do Pacífico' });
  await expect(card.getByText('Hoje', { exact: true })).toBeVisible();
  await page.goto('/inicio');
  await expect(
    page.getByRole('region', { name: 'Hoje' }).getByText('Cliente do Pacífico'),
  ).toBeVisible();
  await page.waitForTimeout(300);
  expect(problems).toEqual([]);
});
