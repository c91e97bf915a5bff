/**
 * Runs a backup tool's `main` on the command line's arguments and exits with its code; a throw
 * prints `<what> failed: <message>` and exits 1.
 */
export function runCli(what: string, main: (args: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(`${what} failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}
