import { Hono } from 'hono';
import { z } from 'zod';
import { customerInputSchema, phaseMoveSchema } from '#shared/customer-schema.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { idParam } from '../http/ids.ts';
import { parseBody } from '../http/validate.ts';
import { csvRowToInput, customersToCsv, parseCsv } from './csv.ts';
import {
  createCustomers,
  deleteCustomer,
  listCustomers,
  moveCustomer,
  updateCustomer,
} from './store.ts';

const ptBR = z.locales.ptBR().localeError;
const MAX_CSV_ROWS = 5000;

/** /api/customers, behind requireMember: every query is the caller's. */
export function customerRoutes(db: Db): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await listCustomers(db, c.get('user').id)))
    .post('/', async (c) => {
      const input = await parseBody(c, customerInputSchema);
      const [customer] = await createCustomers(db, c.get('user').id, [input]);
      return c.json(customer, 201);
    })
    .get('/export.csv', async (c) => {
      const csv = customersToCsv(await listCustomers(db, c.get('user').id));
      c.header('Content-Disposition', 'attachment; filename="clientes.csv"');
      return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
    })
    .post('/import', async (c) => {
      const [header, ...rows] = parseCsv((await c.req.text()).replaceAll('\u0000', ''));
      if (!header || !header.some((h) => h.trim().toLowerCase() === 'nome')) {
        throw new AppError(
          400,
          'INVALID_CSV',
          'O arquivo precisa ter uma linha de cabeçalho com a coluna Nome.',
        );
      }
      if (rows.length > MAX_CSV_ROWS) {
        throw new AppError(
          400,
          'INVALID_CSV',
          `O arquivo pode ter no máximo ${MAX_CSV_ROWS} clientes.`,
        );
      }
      const valid = [];
      const rejected = [];
      for (const [index, cells] of rows.entries()) {
        const result = customerInputSchema.safeParse(csvRowToInput(header, cells), { error: ptBR });
        if (result.success) valid.push(result.data);
        else rejected.push({ line: index + 2, message: result.error.issues[0]!.message });
      }
      await createCustomers(db, c.get('user').id, valid);
      return c.json({ imported: valid.length, rejected });
    })
    .put('/:id', async (c) => {
      const id = idParam(c);
      const input = await parseBody(c, customerInputSchema);
      return c.json(await updateCustomer(db, c.get('user').id, id, input));
    })
    .patch('/:id', async (c) => {
      const id = idParam(c);
      const { fase, motivo_perda } = await parseBody(c, phaseMoveSchema);
      return c.json(await moveCustomer(db, c.get('user').id, id, fase, motivo_perda ?? null));
    })
    .delete('/:id', async (c) => {
      await deleteCustomer(db, c.get('user').id, idParam(c));
      return c.body(null, 204);
    });
}
