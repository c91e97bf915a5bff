import { renderToString } from 'react-dom/server';
import { LandingPage, type LandingProps } from './landing-page.tsx';

/** Server-side entry (built to dist/ssr/render.js): the landing page as HTML. */
export function renderLanding(props: LandingProps): string {
  return renderToString(<LandingPage {...props} />);
}
