import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '#shared/products.ts';
import { nicheExamples } from '../products/examples.ts';
import ObjectionsSection from './objections-section.tsx';
import { renderApp } from '../test/render-app.tsx';

const product = { ...nicheExamples[0]!.values, id: 'p1' } as unknown as Product;

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
    await userEvent.selectOptions(await screen.findByLabelText('Produto ou serviço'), 'p1');
    const needs = screen.getByLabelText('Qual a necessidade do cliente?');
    const text = 'Quer um presente para a mãe. '.repeat(18); // 522 characters
    await userEvent.click(needs);
    await userEvent.paste(text);
    await userEvent.type(screen.getByLabelText('Qual objeção foi recebida?'), 'Achei caro');

    expect(needs).toHaveValue(text);
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Use no máximo 500 caracteres (você digitou ${text.length}).`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Quebrar Esta Objeção' }));
    expect(needs).toHaveFocus();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });
});
