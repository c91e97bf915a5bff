import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A table of rows about one customer: its first columns are customerOwned's. */
interface CustomerRows {
  id: PgColumn;
  userId: PgColumn;
  customerId: PgColumn;
}

/** The member's rows about one of their customers; with `id`, that one row of them. */
export function ofCustomer(
  table: CustomerRows,
  userId: string,
  customerId: string,
  id?: string,
): SQL {
  return and(
    id === undefined ? undefined : eq(table.id, id),
    eq(table.userId, userId),
    eq(table.customerId, customerId),
  )!;
}
