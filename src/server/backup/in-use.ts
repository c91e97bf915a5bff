import type pg from 'pg';

/**
 * Sessions on this database other than ours. A running server is never without one: its job
 * queue polls the database every few seconds, which keeps a pooled connection open.
 */
export async function otherSessions(pool: pg.Pool): Promise<{ count: number; clients: string }> {
  const { rows } = await pool.query<{ count: string; clients: string | null }>(
    `SELECT count(*) AS count,
            string_agg(DISTINCT coalesce(nullif(application_name, ''), host(client_addr), 'local'), ', ')
              AS clients
       FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()
        AND backend_type = 'client backend'`,
  );
  return { count: Number(rows[0]!.count), clients: rows[0]!.clients ?? '' };
}
