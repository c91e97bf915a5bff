import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '#shared/products.ts';
import { renderApp } from '../test/render-app.tsx';
import { keepsExampleOffer } from './example-offers.ts';
import { nicheExamples } from './examples.ts';
import { ProductCard } from './product-card.tsx';
import { ProductPicker } from './product-picker.tsx';

const mark = 'Exemplo: troque preço, garantia e bônus';
const saved = (values: Partial<Product>, id = 'p1') =>
  ({
    ...nicheExamples[0]!.values,
    ...values,
    id,
    created_at: '2026-11-20T12:00:00Z',
    updated_at: '2026-11-20T12:00:00Z',
  }) as Product;
const own = { preco: 'R$ 150', garantia: 'Troca em 30 dias', bonus: null };

describe('an example product saved unedited', () => {
  it('is marked until its price, guarantee and bonus are the member’s own', () => {
    for (const example of nicheExamples) expect(keepsExampleOffer(example.values)).toBe(true);
    expect(keepsExampleOffer(saved({ preco: 'R$ 150' }))).toBe(true);
    expect(keepsExampleOffer(saved({ preco: 'R$ 150', garantia: null }))).toBe(true);
    expect(keepsExampleOffer(saved(own))).toBe(false);
  });

  it('says so on its card and, chosen, under the product picker', () => {
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json([])));
    renderApp(
      <>
        <ProductCard product={saved({})} onEdit={() => {}} />
        <ProductCard product={saved({ ...own, nome: 'Meu vestido' }, 'p2')} onEdit={() => {}} />
        <ProductPicker
          products={[saved({}), saved({ ...own, nome: 'Meu vestido' }, 'p2')]}
          value="p1"
          onChange={() => {}}
        />
      </>,
    );
    // Once on the example's card, once under the picker; never on the edited product.
    expect(screen.getAllByText(mark)).toHaveLength(1);
    expect(screen.getByText(`${mark}.`)).toBeVisible();
    const picker = screen.getByLabelText('Produto ou serviço');
    expect(picker).toHaveAccessibleDescription(/Exemplo: troque preço, garantia e bônus/);
    expect(
      screen.getByRole('option', { name: /Vestido midi Aurora .*\(exemplo\)$/ }),
    ).toBeVisible();
    expect(screen.getByRole('option', { name: /^Meu vestido — / })).not.toHaveTextContent(
      'exemplo',
    );
  });
});
