import os from 'node:os';
import path from 'node:path';

/** Where the e2e server keeps its data, known to both the config and the tests. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4319);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const e2eDataDir = path.join(os.tmpdir(), `fechazap-e2e-${e2ePort}`);
