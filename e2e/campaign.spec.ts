import { startClockedServer } from './support/clocked-server.ts';
import { memberWithAccount } from './support/session.ts';
import { expect, test } from './support/test.ts';

// Issue 42: a seller sends a Natal campaign to 5 customers from the phone, one tap each, and
// sees it in Resultados. The server is the journey's own, its clock on the next sending day at
// 10:00 (the guardrails allow no send on a Sunday or at night, whenever the suite runs); the
// 20–45 s countdown between sends is waited out by moving both clocks a minute on.

test('a Natal campaign to 5 customers, one tap each, then Resultados', async ({
  page,
  context,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone journey');
  test.setTimeout(120_000);
  const server = await startClockedServer();
  try {
    await memberWithAccount(page.request, 'Maria Vendedora', server);
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    const api = async (path: string, data: unknown) => {
      const res = await page.request.post(`${server.baseUrl}${path}`, {
        data,
        headers: { origin: server.baseUrl },
      });
      expect(res.ok(), await res.text()).toBe(true);
      return res.json();
    };
    const names = ['Ana Souza', 'Bia Lima', 'Caio Reis', 'Davi Melo', 'Edu Rocha'];
    for (const [i, nome] of names.entries()) {
      const customer = await api('/api/customers', {
        nome,
        telefone: `(11) 98765-432${i}`,
        fase: 'closed',
        produto_interesse: 'Bolo de pote',
      });
      const share = await api('/api/shares', { text: 'Amei o bolo, obrigada!' });
      await api(`/api/shares/${share.id}/file`, { customerId: customer.id });
    }
    // The browser's clock can be moved on with the server's.
    await page.clock.install();

    await page.goto(`${server.baseUrl}/dashboard?section=campanhas`);
    await page.getByRole('button', { name: 'Nova campanha' }).click();
    await page.getByLabel('Data').selectOption('natal');
    await page.getByLabel('Oferta (opcional)').fill('Frete grátis no bairro até o dia 24');
    await page.getByRole('button', { name: 'Criar campanha' }).click();

    const sent: string[] = [];
    for (let i = 1; i <= 5; i += 1) {
      await expect(page.getByText(new RegExp(`^Enviar ${i} de 5 — `))).toContainText(
        'pode enviar agora',
      );
      const send = page.getByRole('button', { name: /^Enviar para / });
      const name = ((await send.textContent()) ?? '').replace('Enviar para ', '').trim();
      // The one tap: WhatsApp opens with the message, and the send is recorded.
      const whatsapp = page.waitForEvent('popup');
      await send.click();
      const tab = await whatsapp;
      // The tab opens within the tap and gets WhatsApp's address once the send is recorded.
      await tab.waitForURL(/wa\.me/);
      expect(decodeURIComponent(tab.url())).toMatch(new RegExp(`text=(O(i|lá), )?${name}\\b`));
      await tab.close();
      sent.push(name);
      if (i < 5) {
        // The countdown: the button waits, then both clocks move a minute on.
        await expect(page.getByRole('button', { name: /^Enviar para / })).toBeDisabled();
        await server.minuteLater();
        await page.clock.fastForward('01:00');
      }
    }
    await expect(page.getByText('Campanha concluída', { exact: false })).toBeVisible();
    expect(new Set(sent).size).toBe(5);

    await page.goto(`${server.baseUrl}/dashboard?section=resultados`);
    const card = page.getByRole('region', { name: /^Campanhas/ });
    await expect(card.getByRole('link', { name: 'Natal' })).toBeVisible();
    await expect(card.getByText(/^5 enviadas · /)).toBeVisible();
  } finally {
    await server.stop();
  }
});
