import { sql } from 'drizzle-orm';
import { memberTimeZone } from '../http/member-day.ts';
import { Hono, type Context } from 'hono';
import { allowMessagesAgain } from './opt-out.ts';
import { stream } from 'hono/streaming';
import { boardQuery, phasePageQuery, phaseParam } from '#shared/board-schema.ts';
import { BOARD_FIRST_PAGE, type Board } from '#shared/board.ts';
import { customerInputSchema, phaseMoveSchema } from '#shared/customer-schema.ts';
import type { Db } from '../db/client.ts';
import { AppError, notFound } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { idParam } from '../http/ids.ts';
import { memberToday } from '../http/member-day.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { nextContactSchema } from '#shared/today-schema.ts';
import { boardColumns, phasePage, phaseSummaries } from './board-store.ts';
import { listEvents } from './events-store.ts';
import { readUpload } from '../csv/upload.ts';
import {
  customersCsvTemplate,
  customersToCsv,
  hasNameColumn,
  importCustomerCsv,
  previewOf,
  reportOf,
} from './csv.ts';
import { groupRows, planImport } from './import-plan.ts';
import { customersOnBoard, fillCustomers } from './import-store.ts';
import {
  createCustomers,
  deleteCustomer,
  moveCustomer,
  setNextContact,
  updateCustomer,
} from './changes.ts';
import { customerBatches, getCustomer, listCustomers } from './store.ts';

const MAX_CSV_ROWS = 10_000;
const PREVIEW_ROWS = 5;

/** The header and the records of an uploaded file, or why it cannot be imported at all. */
async function readCustomersUpload(c: Context<AppEnv>, db: Db) {
  const [header, ...rows] = await readUpload(c, db, { maxRows: MAX_CSV_ROWS, rows: 'clientes' });
  if (!header || !hasNameColumn(header.cells)) {
    throw new AppError(
      400,
      'INVALID_CSV',
      'O arquivo precisa ter uma linha de cabeçalho com a coluna Nome (ou Cliente). Baixe o modelo para ver as colunas.',
    );
  }
  return { header: header.cells, rows };
}

/** /api/customers, behind requireMember: every query is the caller's. */
export function customerRoutes(db: Db): Hono<AppEnv> {
  return (
    new Hono<AppEnv>()
      // The whole list, newest first: kept for API clients; the board reads pages (below).
      .get('/', async (c) => c.json(await listCustomers(db, c.get('user').id)))
      .get('/board', async (c) => {
        const query = { ...parseQuery(c, boardQuery), today: memberToday(c) };
        const columns = await boardColumns(db, c.get('user').id, query, BOARD_FIRST_PAGE);
        return c.json({ columns } satisfies Board);
      })
      .get('/summary', async (c) =>
        c.json(
          await phaseSummaries(db, c.get('user').id, {
            ...parseQuery(c, boardQuery),
            today: memberToday(c),
          }),
        ),
      )
      .get('/phase/:fase', async (c) => {
        const fase = phaseParam.safeParse(c.req.param('fase'));
        if (!fase.success) throw notFound();
        return c.json(
          await phasePage(db, c.get('user').id, fase.data, {
            ...parseQuery(c, phasePageQuery),
            today: memberToday(c),
          }),
        );
      })
      .post('/', async (c) => {
        const input = await parseBody(c, customerInputSchema);
        const [customer] = await createCustomers(db, c.get('user').id, [input]);
        return c.json(customer, 201);
      })
      // Streamed a batch at a time: any number of customers in constant memory.
      .get('/export.csv', (c) => {
        c.header('Content-Disposition', 'attachment; filename="clientes.csv"');
        c.header('Content-Type', 'text/csv; charset=utf-8');
        const userId = c.get('user').id;
        const timeZone = memberTimeZone(c);
        return stream(c, async (out) => {
          let first = true;
          for await (const batch of customerBatches(db, userId)) {
            await out.write(customersToCsv(batch, { header: first, timeZone }));
            first = false;
          }
          if (first) await out.write(customersToCsv([], { header: true }));
        });
      })
      // 'Baixar modelo': the columns the import reads, with an example row.
      .get('/import/template.csv', (c) => {
        c.header('Content-Disposition', 'attachment; filename="modelo-clientes.csv"');
        return c.body(customersCsvTemplate(), 200, { 'Content-Type': 'text/csv; charset=utf-8' });
      })
      // ?dryRun=1 answers what the import would do (columns, first rows, new customers and
      // those already on the board, problems), saving nothing; the member then confirms with
      // the same file.
      .post('/import', async (c) => {
        const userId = c.get('user').id;
        const { header, rows } = await readCustomersUpload(c, db);
        const read = await importCustomerCsv(header, rows);
        const groups = await groupRows(read.valid);
        if (c.req.query('dryRun') === '1') {
          const onBoard = await customersOnBoard(db, userId, groups);
          const plan = await planImport(groups, onBoard, read.columnOf);
          return c.json(previewOf(read, plan, PREVIEW_ROWS));
        }
        const plan = await db.transaction(async (tx) => {
          const onBoard = await customersOnBoard(tx, userId, groups, { lock: true });
          const plan = await planImport(groups, onBoard, read.columnOf);
          await createCustomers(tx, userId, plan.create);
          await fillCustomers(tx, userId, plan.fill);
          return plan;
        });
        // Thousands of new rows at once: without fresh statistics the planner keeps thinking the
        // table is small and searches without its trigram index until autovacuum comes by.
        if (plan.create.length >= 1000) await db.execute(sql`analyze clientes`);
        return c.json(reportOf(read, plan));
      })
      .get('/:id', async (c) => c.json(await getCustomer(db, c.get('user').id, idParam(c))))
      .get('/:id/events', async (c) => {
        const userId = c.get('user').id;
        const id = idParam(c);
        await getCustomer(db, userId, id); // 404 unless it is the member's
        return c.json(await listEvents(db, userId, id));
      })
      // 'Próximo contato' from the Hoje panel: amanhã, em 3 dias, em 1 semana, or a date.
      .patch('/:id/next-contact', async (c) => {
        const id = idParam(c);
        const { proximo_contato } = await parseBody(c, nextContactSchema);
        return c.json(await setNextContact(db, c.get('user').id, id, proximo_contato));
      })
      .put('/:id', async (c) => {
        const id = idParam(c);
        const input = await parseBody(c, customerInputSchema);
        return c.json(await updateCustomer(db, c.get('user').id, id, input));
      })
      .patch('/:id', async (c) => {
        const id = idParam(c);
        const move = await parseBody(c, phaseMoveSchema);
        return c.json(await moveCustomer(db, c.get('user').id, id, move));
      })
      .delete('/:id', async (c) => {
        await deleteCustomer(db, c.get('user').id, idParam(c));
        return c.body(null, 204);
      })
      // The seller turns messages back on for a customer who asked to stop and wrote since.
      .post('/:id/allow-messages', async (c) => {
        const id = idParam(c);
        const userId = c.get('user').id;
        await db.transaction((tx) => allowMessagesAgain(tx, userId, id));
        return c.body(null, 204);
      })
  );
}
