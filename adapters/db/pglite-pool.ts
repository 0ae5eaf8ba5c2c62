import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

/**
 * Lets Kysely's own PostgresDialect drive embedded PGlite, so both backends run
 * the same compiled SQL. PGlite has a single connection: `connect()` hands it out
 * to one holder at a time (a transaction keeps it until release), everyone else queues.
 * Written here because the published PGlite dialects pin PGlite below 0.5.
 */
export function pglitePool(pg: PGlite): PostgresPool {
  let busy = false;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else busy = false;
  };

  const client: PostgresPoolClient = {
    // biome-ignore lint/suspicious/noExplicitAny: the pg-shaped signature Kysely expects
    async query(sql: string, parameters: readonly unknown[]): Promise<any> {
      const result = await pg.query(sql, parameters as unknown[]);
      return {
        command: commandOf(sql),
        rowCount: result.affectedRows ?? result.rows.length,
        rows: result.rows,
      };
    },
    release,
  } as PostgresPoolClient;

  return {
    async connect() {
      if (busy) await new Promise<void>((resolve) => waiting.push(resolve));
      busy = true;
      return client;
    },
    async end() {
      await pg.close();
    },
  };
}

/** Kysely reads affected-row counts only for these commands; PGlite does not report the command. */
function commandOf(sql: string): string {
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? '';
  if (word === 'WITH') {
    const m = /\)\s*(INSERT|UPDATE|DELETE|MERGE)\b/i.exec(sql);
    return m ? m[1].toUpperCase() : 'SELECT';
  }
  return word;
}
