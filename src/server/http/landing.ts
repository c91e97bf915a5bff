import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '../paths.ts';

export interface LandingProps {
  appName: string;
  checkoutUrl: string;
  signedIn: boolean;
  year: number;
}
export type RenderLanding = (props: LandingProps) => string;

/** The landing page's server renderer, built by `npm run build` into dist/ssr. */
export async function loadLandingRenderer(): Promise<RenderLanding | undefined> {
  const file = path.join(projectRoot, 'dist', 'ssr', 'render.js');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderLanding: RenderLanding };
  return module.renderLanding;
}

/** The SPA's index.html with the rendered page in #root and no script: the page ships no JS. */
export function landingDocument(indexHtml: string, body: string): string {
  return indexHtml
    .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
}
