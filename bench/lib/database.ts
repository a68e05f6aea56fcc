import pg from 'pg';

/** Runs `work` on a connection of its own to the bench database, closed afterwards (also when `work` fails). */
export async function withDatabase<T>(
  databaseUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Leaves freshly bulk-loaded tables in the state autovacuum would: trigram indexes' pending lists merged
 * (else every search scans thousands of unsorted entries), the visibility map set and the statistics
 * read. With only an analyze, autovacuum's own pass over the new rows ran during the first case's timing.
 */
export async function settleAfterBulkLoad(client: pg.Client, ...tables: string[]) {
  for (const table of tables) await client.query(`vacuum (analyze) ${table}`);
}
