import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as renderers from '../src/client/ssr/render.tsx';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { signIn, createUser } from './factories.ts';

// What Vite writes: the stylesheet, the entry script and a preload, which '/' must drop.
const indexHtml = `<!doctype html><html lang="pt-BR"><head><title>FechaZap</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-abc.js">
<link rel="stylesheet" crossorigin href="/assets/index-abc.css">
</head><body><div id="root"></div></body></html>`;

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'fechazap-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), indexHtml);
  t = await createTestApp(
    {
      APP_NAME: 'VendeZap',
      CHECKOUT_URL: 'https://pay.example.com/oferta',
      CHECKOUT_PRICE: '97,9',
    },
    { clientDir, renderers },
  );
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('the landing page', () => {
  it('is rendered by the server with the spec texts and ships no JavaScript', async () => {
    const res = await t.request('/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('<script');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('href="/assets/index-abc.css"');
    for (const text of [
      'VendeZap',
      'Sistema Completo de Gestão WhatsApp',
      'Ver Funcionalidades',
      'Ainda não é membro?',
      'Quero comprar agora',
      'Entrar',
      'Acessar agora',
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).toContain(`© ${new Date().getFullYear()} VendeZap`);
    expect(html).toMatch(
      /<a href="https:\/\/pay\.example\.com\/oferta" target="_blank" rel="noopener noreferrer"/,
    );
    expect(html).toContain('href="#funcionalidades"');
    expect(html).toContain('id="funcionalidades"');
  });

  it('sells on its first screen: a skip link first, the buy button, the price, Já sou membro', async () => {
    const html = await (await t.request('/')).text();
    const body = html.slice(html.indexOf('<div id="root">'));
    const links = [...body.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map(
      ([, href, inner]) => [href, inner!.replace(/<[^>]+>/g, '').trim()],
    );
    expect(links[0]).toEqual(['#conteudo', 'Pular para o conteúdo']);
    expect(body).toContain('id="conteudo"');
    // In the hero, before the features: buy, then the way in for members.
    const hero = links.slice(
      0,
      links.findIndex(([href]) => href === '#funcionalidades'),
    );
    expect(hero.slice(-2)).toEqual([
      ['https://pay.example.com/oferta', 'Comprar agora'],
      ['/auth', 'Já sou membro'],
    ]);
    expect(body).toContain(
      'Acesso por <strong class="font-semibold text-slate-900">R$\u00a097,90</strong>',
    );
    // The picture of the app: modern formats, a fallback with its size, loaded lazily.
    expect(body).toMatch(/<source type="image\/avif" srcSet="[^"]+\.avif"/);
    expect(body).toMatch(/<img src="[^"]+\.png" width="360" height="720" loading="lazy"/);
  });

  it('sends a signed-in visitor to /inicio', async () => {
    const cookie = await signIn(t, await createUser(t.database.db));
    const res = await t.request('/', { headers: { cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/inicio');
  });
});
