import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import { keepEarlyTaps } from '#shared/early-taps.ts';

const ATTRIBUTE = 'data-test-hydrating';
keepEarlyTaps(ATTRIBUTE);

/** A page's search box, controlled by the app, which marks the page ready once hydrated. */
function Search() {
  const [q, setQ] = useState('');
  useEffect(() => document.getElementById('root')!.removeAttribute(ATTRIBUTE), []);
  return (
    <>
      <input aria-label="Buscar clientes" value={q} onChange={(e) => setQ(e.target.value)} />
      <p>busca: {q}</p>
    </>
  );
}

it('hands text typed before the app took over the page to the app', async () => {
  document.body.innerHTML = `<div id="root" ${ATTRIBUTE}>${renderToString(<Search />)}</div>`;
  const root = document.getElementById('root')!;
  const input = root.querySelector('input')!;
  input.value = 'luana';
  input.dispatchEvent(new Event('input', { bubbles: true }));

  await act(async () => {
    hydrateRoot(root, <Search />);
  });
  await vi.waitFor(() => expect(root.querySelector('p')!.textContent).toBe('busca: luana'));
  expect(input.value).toBe('luana');
});
