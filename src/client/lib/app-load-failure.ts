// When the app's code does not arrive (a phone that lost its connection mid-load, a deploy
// between the page and its chunks), the server's HTML would stay on screen looking ready and
// taking no taps. The page reloads once; if that fails too, it says so and offers a reload.

const KEY = 'fechazap:app-load-retry';

export function appLoadFailed(error: unknown) {
  console.error('Erro ao carregar o app:', error);
  // Remembered for the tab, so that a page that keeps failing reloads once, not forever.
  if (remembered() !== location.href && remember(location.href)) {
    location.reload();
    return;
  }
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  alert.className =
    'fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-3 ' +
    'bg-slate-900 p-4 text-center text-white';
  alert.textContent =
    'Não foi possível carregar o app. Confira sua conexão com a internet e recarregue a página.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'rounded-md bg-white px-4 py-2 font-semibold text-slate-900';
  reload.textContent = 'Recarregar a página';
  reload.addEventListener('click', () => location.reload());
  alert.append(reload);
  document.body.append(alert);
}

/** The app started: a later failure may reload again. */
export const appLoaded = () => void remember(null);

function remembered() {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** False where the browser refuses storage: no reload then, only the message. */
function remember(href: string | null): boolean {
  try {
    if (href) sessionStorage.setItem(KEY, href);
    else sessionStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}
