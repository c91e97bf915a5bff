// `npm run check`: lint, format, types and the server's folder graph side by side (each is one
// process, so on two cores they take about as long as the lint alone), each one's output printed
// whole once it ends; then, when all four passed, the whole suite (`npm test`).
import { spawn, spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const gates = ['lint', 'format:check', 'typecheck', 'graph:server'];

function run(script: string): Promise<{ script: string; ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { env: process.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ script, ok: code === 0, output }));
  });
}

const results = await Promise.all(gates.map(run));
for (const { script, ok, output } of results) {
  process.stdout.write(`== ${script}: ${ok ? 'ok' : 'FAILED'}\n${output}`);
}
const failed = results.filter((r) => !r.ok).map((r) => r.script);
if (failed.length > 0) {
  process.stderr.write(`\ncheck failed: ${failed.join(', ')}\n`);
  process.exit(1);
}
process.exit(spawnSync(npm, ['test'], { stdio: 'inherit' }).status ?? 1);
