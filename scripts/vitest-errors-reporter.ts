// A Vitest reporter for `npm test`: writes the errors raised outside any test (an unhandled
// rejection, a hook that throws after its file) to the file named by VITEST_ERRORS_FILE, so the
// summary at the end of the run can name them; Vitest's JSON report leaves them out.
import { writeFileSync } from 'node:fs';
import type { Reporter } from 'vitest/node';

export default class ErrorsOutsideTests implements Reporter {
  onTestRunEnd(...[, unhandledErrors]: Parameters<NonNullable<Reporter['onTestRunEnd']>>) {
    const file = process.env.VITEST_ERRORS_FILE;
    if (!file) return;
    const lines = unhandledErrors.map((e) => `${e.name ?? 'Error'}: ${e.message ?? ''}`.trim());
    writeFileSync(file, JSON.stringify(lines));
  }
}
