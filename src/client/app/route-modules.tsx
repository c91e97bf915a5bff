import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';

// The machinery of the route table (routes.tsx): its code-split modules, the loaders' type, and
// the sections a page picks by a search parameter.

/** The code-split modules of the table, by their path: the key the build's chunk map uses. */
const modules = import.meta.glob<{ default: ComponentType }>([
  '../pages/*.tsx',
  '!../pages/*.test.tsx',
  '../*/*-section.tsx',
  '../admin/*/*-section.tsx',
  './member-guard.tsx',
  './shell/app-shell.tsx',
]);

/** A module of src/client, by its path from there (e.g. 'pages/welcome.tsx'), and its import. */
export interface RouteModule {
  id: string;
  load: () => Promise<{ default: ComponentType }>;
}

/** The components of the modules loaded so far, by module id. */
export const loaded = new Map<string, ComponentType>();
/** Every module the table names. */
export const named: RouteModule[] = [];

export function routeModule(id: string): RouteModule {
  const key = id.startsWith('app/') ? `./${id.slice(4)}` : `../${id}`;
  const load = modules[key];
  // A wrong path fails every test and every start, never silently.
  if (!load) throw new Error(`The route table names ${id}, which is not a route module.`);
  const module: RouteModule = {
    id,
    load: () =>
      load().then((module) => {
        loaded.set(id, module.default);
        return module;
      }),
  };
  named.push(module);
  return module;
}

/**
 * What a page or section prefetches, with the query options its api/ files export: its
 * `pages/<page>.loader.ts`, beside the page. The table imports the loaders, so a loader starts
 * as the page is asked for, with its module, not once its chunk is in; each imports its api/
 * modules when it runs (as the page's own chunk does), so no page loads another's and no zod
 * enters the start. A failed query is the page's to show.
 */
export type PageLoader = (client: QueryClient, search: URLSearchParams) => Promise<unknown>;

export interface Section {
  module: RouteModule;
  label: string;
  loader?: PageLoader;
}

export interface Sections<Id extends string> {
  /** The search parameter that picks one, the first section when missing or unknown. */
  param: string;
  ids: readonly Id[];
  entries: Record<Id, Section>;
}

export interface Page {
  module: RouteModule;
  loader?: PageLoader;
  sections?: Sections<string>;
}

export const section = (id: string, label: string, loader?: PageLoader): Section => ({
  module: routeModule(id),
  label,
  loader,
});

/** The section a URL's search picks. */
export function sectionFrom<Id extends string>(
  sections: Sections<Id>,
  search: URLSearchParams,
): Id {
  const id = search.get(sections.param);
  return sections.ids.find((s) => s === id) ?? sections.ids[0]!;
}

/**
 * A section, drawn: once its module is in it renders at once, without suspending (a page the
 * server rendered hydrates in one pass); before that, as React.lazy.
 */
export function sectionElement<Id extends string>(sections: Sections<Id>, id: Id) {
  const { module } = sections.entries[id];
  const Section = loaded.get(module.id) ?? lazyOf(module);
  return <Section />;
}

const lazySections = new Map<string, ComponentType>();
function lazyOf(module: RouteModule): ComponentType {
  let component = lazySections.get(module.id);
  if (!component) {
    component = lazy(module.load);
    lazySections.set(module.id, component);
  }
  return component;
}
