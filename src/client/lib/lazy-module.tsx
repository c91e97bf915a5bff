import { createContext, lazy, useContext, type ComponentType } from 'react';
import { nextTask } from './next-task.ts';

/**
 * Filled by the server's render of a page with the code-split modules it rendered: the HTML
 * lists their chunks, the entry preloads them in parallel instead of one after another, and
 * the browser evaluates them before it hydrates the page.
 */
export const RenderedModules = createContext<Set<string> | null>(null);

/** Every code-split module the app has met so far, by id, with its loader. */
const loaders = new Map<string, () => Promise<unknown>>();

/**
 * React.lazy for a module of src/client, named by its path from src/client (the key the build
 * manifest gives its chunk). Once loaded it renders at once, without suspending: a page the
 * server rendered hydrates in one pass once its modules are in (see loadModules).
 */
export function lazyModule<P extends object>(
  id: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((module) => {
      Loaded = module.default;
      return module;
    }));
  loaders.set(id, loadOnce);
  const Lazy = lazy(loadOnce);
  function LazyModule(props: P) {
    useContext(RenderedModules)?.add(id);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return LazyModule;
}

/**
 * Loads these modules, and the ones they declare in turn (a page's section is declared by the
 * page's module), before the first render.
 */
export async function loadModules(ids: readonly string[]): Promise<void> {
  // Not in the task that evaluates the app's start: in a Lighthouse trace on the CI machine the
  // two together made one task of about 35 ms (140 at a phone's 4x), the longest of the load.
  await nextTask();
  const done = new Set<string>();
  for (let round = 0; round < 5; round++) {
    const ready = ids.filter((id) => !done.has(id) && loaders.has(id));
    if (ready.length === 0) return;
    // One after another, each in a task of its own: their chunks are already on the way (the
    // entry preloads them), and evaluating them together made one long task on a phone.
    for (const id of ready) {
      done.add(id);
      await loaders.get(id)!().catch(() => undefined);
      await nextTask();
    }
  }
}
