/** The id of the main region a page's skip link jumps to. */
export const MAIN_CONTENT_ID = 'conteudo';

/** The props of the element the skip link targets: focusable by script, not by Tab. */
export const mainContent = { id: MAIN_CONTENT_ID, tabIndex: -1 } as const;

/**
 * 'Pular para o conteúdo': the first stop of the keyboard on a page, hidden until focused. The
 * link works before the app has started; once it has, a click focuses the main region without
 * writing '#conteudo' into the address (the router would take it for a navigation).
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
      className="sr-only rounded-md bg-white px-4 py-2.5 text-sm font-semibold text-brand-800 shadow-lg ring-2 ring-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
    >
      Pular para o conteúdo
    </a>
  );
}
