import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '#shared/products.ts';
import { nicheExamples } from '../products/examples.ts';
import ObjectionsSection from './objections-section.tsx';
import { renderApp } from '../test/render-app.tsx';
import { pasteTooLong, submitRefused } from '../test/too-long.ts';

const PRODUCT_ID = '0b7f5d2e-4c1a-4e8b-9f3d-2a6c8e1b5d47';
const product = { ...nicheExamples[0]!.values, id: PRODUCT_ID } as unknown as Product;

describe('ObjectionsSection form', () => {
  it('keeps a need over 500 characters, says so, and does not send it', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      if (url === '/api/products') return Promise.resolve(Response.json([product]));
      return Promise.resolve(
        Response.json({ scripts: { remaining: 3 }, objections: { remaining: 5 } }),
      );
    });
    renderApp(<ObjectionsSection />);
    await userEvent.selectOptions(await screen.findByLabelText('Produto ou serviço'), PRODUCT_ID);
    await userEvent.type(screen.getByLabelText('Qual objeção foi recebida?'), 'Achei caro');
    const needs = screen.getByLabelText<HTMLTextAreaElement>('Qual a necessidade do cliente?');
    await pasteTooLong(needs, 'Quer um presente para a mãe. '.repeat(18), 500); // 522 characters
    await submitRefused(needs, 'Quebrar Esta Objeção');
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('picks the only product, shows the objection above its answers, and keeps the product for the next', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
      if (url === '/api/products') return Promise.resolve(Response.json([product]));
      if (url === '/api/objections') {
        sent.push(JSON.parse(init.body as string));
        const responses = [1, 2, 3, 4, 5].map((i) => ({
          title: `Técnica ${i}`,
          content: `Resposta ${i}`,
          source: 'ai',
        }));
        return Promise.resolve(Response.json({ mode: 'ai', responses }));
      }
      return Promise.resolve(
        Response.json({ scripts: { remaining: 3 }, objections: { remaining: 5 } }),
      );
    });
    renderApp(<ObjectionsSection />);
    expect(await screen.findByLabelText('Produto ou serviço')).toHaveValue(PRODUCT_ID);
    await userEvent.click(screen.getByLabelText('Qual a necessidade do cliente?'));
    await userEvent.paste('Presente');
    await userEvent.click(screen.getByLabelText('Qual objeção foi recebida?'));
    await userEvent.paste('Achei caro');
    await userEvent.click(screen.getByRole('button', { name: 'Quebrar Esta Objeção' }));

    const quote = (await screen.findByText('O cliente disse:')).closest('figure')!;
    expect(quote).toHaveTextContent('Achei caro');
    const answers = screen.getByRole('list');
    expect(quote.compareDocumentPosition(answers)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(sent).toEqual([
      { productId: PRODUCT_ID, customerNeeds: 'Presente', objection: 'Achei caro' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Quebrar Nova Objeção' }));
    expect(screen.getByLabelText('Produto ou serviço')).toHaveValue(PRODUCT_ID);
    expect(screen.getByLabelText('Qual a necessidade do cliente?')).toHaveValue('');
    expect(screen.getByLabelText('Qual objeção foi recebida?')).toHaveValue('');
  });
});
