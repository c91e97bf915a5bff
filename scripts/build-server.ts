// Bundles the server into dist/server/index.js, its worker tasks into tasks.js and the
// operator's members CLI into members.js (the journeys run it; see server-bundle.ts for why).
import { bundleServer } from './server-bundle.ts';

await bundleServer('dist/server');
