import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../database.ts';
import { KOL_SORT_COLUMNS } from '../ranking-engine/kol-scores.sql.ts';

export type SortField = keyof typeof KOL_SORT_COLUMNS;

/**
 * One rankings version's order of the KOL rows per sortable field, derived where it is
 * read instead of stored by every run (docs/methodology.md, "Positions where they are
 * read"). Position 1 is the largest value, rows without a value come after every valued
 * row, ties by id: the order of `kol_scores` (the view) and of the positions the engine
 * stored before. Built from one statement, so the rows and the version it carries are
 * one snapshot; each replica builds the same order from the same stored version.
 */
export interface RankOrders {
  readonly version: number;
  /** Rows ordered (kol_score_rows). */
  readonly total: number;
  /** The ids of the KOLs at positions first..last (1-based) of `field`, in that order. */
  slice(field: SortField, first: number, last: number): string[];
  /** The id of the KOL at `position` (1-based) of `field`. */
  at(field: SortField, position: number): string;
  /** How many rows have a value of `field`. */
  ranked(field: SortField): number;
  /** The position of a KOL in `field`'s order, null if it has no row. */
  positionOf(field: SortField, kolId: string): number | null;
}

const FIELDS = Object.keys(KOL_SORT_COLUMNS) as SortField[];

/** The rankings version as of the statement it is part of (0 before the first). */
export const versionSql = sql<number>`coalesce((select version from rankings_version where id = 1), 0)`;

function buildOrders(
  version: number,
  ids: string[],
  values: Record<SortField, (number | null)[]>,
): RankOrders {
  const n = ids.length;
  // Ties are broken by id in PostgreSQL's uuid order: the bytes in order, which is the
  // order of the canonical lower-case text. Ranked once, then compared as numbers.
  let idRank: Int32Array | null = null;
  const idRanks = () => {
    if (!idRank) {
      const byId = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) =>
        (ids[a] as string) < (ids[b] as string) ? -1 : 1,
      );
      idRank = new Int32Array(n);
      byId.forEach((row, rank) => {
        (idRank as Int32Array)[row] = rank;
      });
    }
    return idRank;
  };
  const orders = new Map<SortField, { order: Int32Array; ranked: number }>();
  const orderOf = (field: SortField) => {
    let o = orders.get(field);
    if (!o) {
      const v = values[field];
      const tie = idRanks();
      let ranked = 0;
      for (const x of v) if (x !== null) ranked++;
      // Descending, NaN above every number (PostgreSQL's float order), missing values last.
      const order = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) => {
        const x = v[a] as number | null;
        const y = v[b] as number | null;
        if (x === null || y === null) {
          if (x !== y) return x === null ? 1 : -1;
        } else if (!(x === y || (Number.isNaN(x) && Number.isNaN(y)))) {
          if (Number.isNaN(x)) return -1;
          if (Number.isNaN(y)) return 1;
          return x > y ? -1 : 1;
        }
        return (tie[a] as number) - (tie[b] as number);
      });
      o = { order, ranked };
      orders.set(field, o);
    }
    return o;
  };
  let rowOf: Map<string, number> | null = null;
  const positions = new Map<SortField, Int32Array>();
  return {
    version,
    total: n,
    slice(field, first, last) {
      const { order } = orderOf(field);
      const out: string[] = [];
      for (let p = Math.max(1, first); p <= Math.min(last, n); p++)
        out.push(ids[order[p - 1] as number] as string);
      return out;
    },
    at: (field, position) => ids[orderOf(field).order[position - 1] as number] as string,
    ranked: (field) => orderOf(field).ranked,
    positionOf(field, kolId) {
      if (!rowOf) rowOf = new Map(ids.map((id, i) => [id, i]));
      const row = rowOf.get(kolId);
      if (row === undefined) return null;
      let pos = positions.get(field);
      if (!pos) {
        const { order } = orderOf(field);
        pos = new Int32Array(n);
        for (let p = 0; p < n; p++) pos[order[p] as number] = p + 1;
        positions.set(field, pos);
      }
      return pos[row] as number;
    },
  };
}

async function readOrders(db: Kysely<Database>): Promise<RankOrders> {
  const cols = FIELDS.map((f) => KOL_SORT_COLUMNS[f].rank);
  // The version and the rows in one statement: one snapshot.
  const result = await sql<Record<string, unknown>>`
    select v.version, r.kol_id, ${sql.join(cols.map((c) => sql.ref(`r.${c}`)))}
    from (select ${versionSql} as version) v left join kol_score_rows r on true`.execute(db);
  const rows = result.rows.filter((r) => r.kol_id !== null);
  const num = (x: unknown) => (x === null || x === undefined ? null : Number(x));
  const values = Object.fromEntries(
    FIELDS.map((f) => [f, rows.map((r) => num(r[KOL_SORT_COLUMNS[f].rank]))]),
  ) as Record<SortField, (number | null)[]>;
  return buildOrders(
    Number(result.rows[0]?.version ?? 0),
    rows.map((r) => String(r.kol_id)),
    values,
  );
}

/** The orders of the current rankings version, built once per version and shared by the readers of one database. */
export interface RankOrdersSource {
  get(): Promise<RankOrders>;
  /** Orders newer than `stale`, whose version a read found moved on. */
  renew(stale: RankOrders): Promise<RankOrders>;
}

const sources = new WeakMap<Kysely<Database>, RankOrdersSource>();

export function rankOrders(db: Kysely<Database>): RankOrdersSource {
  let source = sources.get(db);
  if (!source) {
    let current: Promise<RankOrders> | null = null;
    let settled: RankOrders | null = null;
    const load = () => {
      settled = null;
      const p = readOrders(db).then((o) => {
        if (current === p) settled = o;
        return o;
      });
      current = p;
      p.catch(() => {
        if (current === p) current = null;
      });
      return p;
    };
    source = {
      get: () => current ?? load(),
      renew: (stale) => (current === null || settled === stale ? load() : current),
    };
    sources.set(db, source);
  }
  return source;
}

/**
 * Runs `read` (a statement whose rows carry `versionSql` as `rankings_version`) against
 * the current orders, and again with renewed orders while the statement saw another
 * version than the orders were built from (a run committed between the two). Three
 * tries: under back-to-back runs the last answer is returned as read.
 */
export async function withOrders<T>(
  db: Kysely<Database>,
  read: (orders: RankOrders) => Promise<{ version: number; value: T }>,
): Promise<T> {
  const source = rankOrders(db);
  let orders = await source.get();
  for (let attempt = 0; ; attempt++) {
    const { version, value } = await read(orders);
    if (version === orders.version || attempt >= 2) return value;
    orders = await source.renew(orders);
  }
}

/** `select <version> as rankings_version, x.* from (query) x`, with one row even when `query` has none. */
export function versioned(query: RawBuilder<unknown>) {
  return sql`select v.version as rankings_version, x.*
    from (select ${versionSql} as version) v left join lateral (${query}) x on true`;
}
