import pg from 'pg';

/**
 * One statement on the PostgreSQL server's admin connection (create and drop the bench
 * databases), on a client of its own so it never waits behind a bench's pool.
 */
export async function adminQuery(adminUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
