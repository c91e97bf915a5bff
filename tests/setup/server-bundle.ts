import { bundleServer, SERVER_ENTRIES } from '../../scripts/server-bundle.ts';
import { testBundleDir } from '../helpers/server-process.ts';

/**
 * Bundled afresh for every run, never stale. The tests that start the server or a CLI as a process run it bundled, as `npm start` does:
 * 0.7 s to start where the sources take 6 s on a slow host, a dozen times a run.
 */
export default async function setup() {
  await bundleServer(testBundleDir, {
    ...SERVER_ENTRIES,
    'backup-cli': 'src/server/backup/backup-cli.ts',
    'restore-cli': 'src/server/backup/restore-cli.ts',
  });
}
