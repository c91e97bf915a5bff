import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { renderLanding, renderPage, warmUp } from '../../client/ssr/render.tsx';
import { projectRoot } from '../paths.ts';

export type { LandingProps } from '../../client/landing/landing-page.tsx';
export type { PageRequest, RenderedPage } from '../../client/ssr/render.tsx';

/** The server's renderers of the landing page and of the member pages. */
export interface Renderers {
  renderLanding: typeof renderLanding;
  renderPage: typeof renderPage;
  warmUp: typeof warmUp;
}

/** Built by `npm run build` into dist/ssr; without a build the browser renders every page. */
export async function loadRenderers(): Promise<Renderers | undefined> {
  const file = path.join(projectRoot, 'dist', 'ssr', 'render.js');
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as Renderers;
}
