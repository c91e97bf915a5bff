// The operator's members CLI: `npm run members -- add|deactivate|list|import`. Works on
// DATABASE_URL, and on the embedded database whether or not the server is running.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { loadConfig } from '../config.ts';
import { resolveDataDir } from '../data-dir.ts';
import { runMigrations } from '../db/migrate.ts';
import { openDatabaseForTool } from '../db/open.ts';
import { createLogger } from '../logger.ts';
import { setAdmin } from '../admin/members-store.ts';
import { offerAccess } from '../auth/link-mail.ts';
import { detachedMailQueue } from '../jobs/index.ts';
import { decodeCsv } from '../csv/csv.ts';
import { parseMembersCsv } from '../members/csv.ts';
import { deactivateMember, listMembers, setMemberStatus } from '../members/store.ts';

const USAGE = `Usage: npm run members -- <command>
  add <email> [name]     authorize an email (or reactivate it); without an account yet,
                         the member is mailed a 'Criar minha senha' link (by the server)
  deactivate <email>     suspend a member's access
  list                   every member with status and source
  import <file.csv>      authorize every email of a CSV (columns: email[,name])
  admin add|remove <email>  grant or take away the operator's console (/admin)`;

const email = z.string().trim().toLowerCase().pipe(z.email());

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (!command || !['add', 'deactivate', 'list', 'import', 'admin'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const log = createLogger('warn');
  const database = await openDatabaseForTool(config, resolveDataDir(config.DATA_DIR), log);
  try {
    await runMigrations(database.pool);
    const { db } = database;
    switch (command) {
      case 'add': {
        const parsed = email.safeParse(rest[0] ?? '');
        if (!parsed.success) return fail(`Not an email: ${rest[0] ?? '(missing)'}`);
        const name = rest.slice(1).join(' ') || undefined;
        // Without an account yet, the member gets the 'Criar minha senha' link by email: queued
        // with the activation, and sent by the running server's mail worker.
        const queue = await detachedMailQueue(database);
        try {
          const member = await db.transaction(async (tx) => {
            const added = await setMemberStatus(tx, {
              email: parsed.data,
              name,
              status: 'active',
              source: 'cli',
            });
            await queue.mail.enqueue([offerAccess(added.email)], tx);
            return added;
          });
          console.log(`active: ${member.email}`);
          console.log(`access link queued for ${member.email}, unless it has an account`);
        } finally {
          await queue.close();
        }
        return 0;
      }
      case 'deactivate': {
        const parsed = email.safeParse(rest[0] ?? '');
        if (!parsed.success) return fail(`Not an email: ${rest[0] ?? '(missing)'}`);
        if (!(await deactivateMember(db, parsed.data, 'cli')))
          return fail(`Not a member: ${parsed.data}`);
        console.log(`inactive: ${parsed.data}`);
        return 0;
      }
      case 'admin': {
        const [action, address] = rest;
        const parsed = email.safeParse(address ?? '');
        if ((action !== 'add' && action !== 'remove') || !parsed.success) {
          console.error(USAGE);
          return 2;
        }
        if (!(await setAdmin(db, parsed.data, action === 'add')))
          return fail(`Not a member: ${parsed.data} (add it first)`);
        console.log(`${action === 'add' ? 'admin' : 'not admin'}: ${parsed.data}`);
        return 0;
      }
      case 'list': {
        const members = await listMembers(db);
        for (const m of members) {
          console.log(
            [m.email, m.status, m.source, m.name ?? '', m.updatedAt.toISOString()].join('\t'),
          );
        }
        console.log(`${members.length} member(s)`);
        return 0;
      }
      default: {
        if (!rest[0]) return fail('Missing the CSV file');
        const { rows, errors } = await parseMembersCsv(decodeCsv(readFileSync(rest[0])));
        for (const row of rows)
          await setMemberStatus(db, { ...row, status: 'active', source: 'cli' });
        for (const error of errors) console.error(error);
        console.log(`imported ${rows.length}, skipped ${errors.length}`);
        return errors.length > 0 && rows.length === 0 ? 1 : 0;
      }
    }
  } finally {
    await database.close();
  }
}

function fail(message: string): number {
  console.error(message);
  return 1;
}

process.exitCode = await main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  return 1;
});
