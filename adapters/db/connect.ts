import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';
import { pglitePool } from './pglite-pool.ts';

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `loadDataDir`: start from a dumped data directory (PGlite `dumpDataDir`), e.g. a migrated test template. */
  | { kind: 'pglite'; dataDir: string | ':memory:'; loadDataDir?: Blob };

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseTarget['kind'];
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** Connections of the PostgreSQL pool, for the metrics; absent on PGlite. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite only: the data directory as a tarball, for test templates (test/helpers/demo-template.ts). */
  dumpDataDir?(): Promise<Blob>;
}

const INT8 = 20;
/** Counts and cents are int8; keep them JS numbers, refusing values past 2^53 rather than rounding. */
const parseInt8 = (text: string): number => {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value ${text} exceeds the safe integer range`);
  return n;
};

export async function connectDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const pglite = target.kind === 'pglite' ? await openPglite(target.dataDir, target.loadDataDir) : undefined;
  const pool =
    target.kind === 'postgres'
      ? postgresPool(target.url, target.poolSize ?? 10)
      : pglitePool(pglite as PGlite);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const handle: DatabaseHandle = {
    db,
    kind: target.kind,
    async ping() {
      // Right after an outage the pool can still hold a connection whose socket died but has
      // not yet reported it; that query fails and the pool drops the connection. One stale
      // connection is not the database being down, so try again on a fresh one before saying so.
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          await sql`select 1`.execute(db);
          return true;
        } catch {}
      }
      return false;
    },
    close: () => db.destroy(),
  };
  if (pglite) {
    handle.dumpDataDir = async () => {
      await sql`checkpoint`.execute(db);
      return pglite.dumpDataDir('none');
    };
  }
  if (pool instanceof pg.Pool) {
    handle.poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  }
  // Fail fast with a clear cause instead of on the first request.
  await sql`select 1`.execute(db);
  return handle;
}

function postgresPool(url: string, max: number) {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8 ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // A client losing its server must not crash the process: pg emits 'error' on idle
  // clients (pool) and on checked-out ones (client); the failing query still rejects.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  // One options object: `new PGlite(undefined, options)` ignores its second argument, so an
  // in-memory database silently lost the parsers and the dumped data directory.
  const pglite = new PGlite({
    dataDir: dataDir === ':memory:' ? undefined : dataDir,
    parsers: { [INT8]: parseInt8 },
    loadDataDir,
  });
  await pglite.waitReady;
  return pglite;
}
