import { afterEach, expect, it, vi } from 'vitest';
import { keepEarlyTaps } from '#shared/early-taps.ts';

const ATTRIBUTE = 'data-test-hydrating';
afterEach(() => document.body.replaceChildren());

// One listener for the whole file: the page's head adds it once, and it cannot be removed.
keepEarlyTaps(ATTRIBUTE);

function page() {
  document.body.innerHTML = `<div id="root" ${ATTRIBUTE}><button>Novo cliente</button><a href="#ajuda">Ajuda</a><button popovertarget="menu">Abrir menu</button></div>`;
  const root = document.getElementById('root')!;
  const onClick = vi.fn();
  root.addEventListener('click', onClick);
  const [button, menu] = root.querySelectorAll('button');
  return { root, button: button!, menu: menu!, link: root.querySelector('a')!, onClick };
}

const settled = () => new Promise((resolve) => setTimeout(resolve));

it('holds a tap until the page is hydrated, then makes it once on the same element', async () => {
  const { root, button, onClick } = page();
  button.click();
  button.click();
  expect(onClick).not.toHaveBeenCalled();
  root.removeAttribute(ATTRIBUTE);
  await settled();
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(onClick.mock.calls[0]![0].target).toBe(button);
});

it('leaves links and popover buttons alone, and drops a tap on an element hydration replaced', async () => {
  const { root, button, menu, link, onClick } = page();
  link.click();
  menu.click();
  expect(onClick).toHaveBeenCalledTimes(2);
  button.click();
  button.replaceWith(document.createElement('button'));
  root.removeAttribute(ATTRIBUTE);
  await settled();
  expect(onClick).toHaveBeenCalledTimes(2);
});

it('lets taps through once the page is hydrated', () => {
  const { root, button, onClick } = page();
  root.removeAttribute(ATTRIBUTE);
  button.click();
  expect(onClick).toHaveBeenCalledTimes(1);
});
