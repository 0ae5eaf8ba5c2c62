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
  /** Builds every field's order now instead of on its first read. */
  prepare(): void;
}

const FIELDS = Object.keys(KOL_SORT_COLUMNS) as SortField[];

/** The rankings version as of the statement it is part of (0 before the first). */
export const versionSql = sql<number>`coalesce((select version from rankings_version where id = 1), 0)`;

function buildOrders(
  version: number,
  ids: string[],
  values: Record<SortField, Float64Array>,
  valued: Record<SortField, Uint8Array>,
): RankOrders {
  const n = ids.length;
  // Ties are broken by id in PostgreSQL's uuid order. The ids arrive in that order
  // (readOrders), so a row's index is its rank among the ids; checked, and ranked
  // here only if they did not.
  let idRank: Int32Array | null = null;
  const idRanks = () => {
    if (!idRank) {
      idRank = Int32Array.from({ length: n }, (_, i) => i);
      let sorted = true;
      for (let i = 1; i < n && sorted; i++) sorted = (ids[i - 1] as string) < (ids[i] as string);
      if (!sorted) {
        // The canonical lower-case text sorts as the uuid bytes do.
        const byId = idRank.slice().sort((a, b) => ((ids[a] as string) < (ids[b] as string) ? -1 : 1));
        byId.forEach((row, rank) => {
          (idRank as Int32Array)[row] = rank;
        });
      }
    }
    return idRank;
  };
  const orders = new Map<SortField, { order: Int32Array; ranked: number }>();
  const orderOf = (field: SortField) => {
    let o = orders.get(field);
    if (!o) {
      const v = values[field];
      const has = valued[field];
      const tie = idRanks();
      let ranked = 0;
      for (let i = 0; i < n; i++) ranked += has[i] as number;
      // Descending, NaN above every number (PostgreSQL's float order), missing values last.
      const order = Int32Array.from({ length: n }, (_, i) => i).sort((a, b) => {
        const hx = has[a] as number;
        const hy = has[b] as number;
        if (hx !== hy) return hy - hx;
        if (hx) {
          const x = v[a] as number;
          const y = v[b] as number;
          if (!(x === y || (Number.isNaN(x) && Number.isNaN(y)))) {
            if (Number.isNaN(x)) return -1;
            if (Number.isNaN(y)) return 1;
            return x > y ? -1 : 1;
          }
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
    prepare() {
      for (const field of FIELDS) orderOf(field);
    },
  };
}

/**
 * The version and every row's key and ranked values in one statement (one snapshot),
 * column-wise: each column as one comma-separated text in key order, split here.
 * Row objects for 100k rows, and the driver's array parser, cost most of the 0.9 s of
 * Node CPU this read took (bench/RESULTS.md, twelfth session's notes). A float8's
 * text is its shortest exact decimal, so Number() reads back the same value; a
 * missing value is an empty field.
 */
async function readOrders(db: Kysely<Database>): Promise<RankOrders> {
  const cols = FIELDS.map((f) => KOL_SORT_COLUMNS[f].rank);
  const result = await sql<Record<string, string | number | null>>`
    select ${versionSql} as version, r.n, r.ids, ${sql.join(cols.map((c) => sql.ref(`r.${c}`)))}
    from (
      select count(*)::int as n, string_agg(s.kol_id::text, ',') as ids,
        ${sql.join(cols.map((c) => sql`string_agg(coalesce(s.${sql.ref(c)}::float8::text, ''), ',') as ${sql.ref(c)}`))}
      from (select * from kol_score_rows order by kol_id) s
    ) r`.execute(db);
  const row = result.rows[0] ?? {};
  const n = Number(row.n ?? 0);
  const ids = n ? String(row.ids).split(',') : [];
  const values = {} as Record<SortField, Float64Array>;
  const valued = {} as Record<SortField, Uint8Array>;
  for (const f of FIELDS) {
    const v = new Float64Array(n);
    const has = new Uint8Array(n);
    if (n) {
      const text = String(row[KOL_SORT_COLUMNS[f].rank]);
      let at = 0;
      for (let i = 0; i < n; i++) {
        let end = text.indexOf(',', at);
        if (end < 0) end = text.length;
        if (end > at) {
          v[i] = Number(text.slice(at, end));
          has[i] = 1;
        }
        at = end + 1;
      }
    }
    values[f] = v;
    valued[f] = has;
  }
  return buildOrders(Number(row.version ?? 0), ids, values, valued);
}

/** The orders of the current rankings version, built once per version and shared by the readers of one database. */
export interface RankOrdersSource {
  get(): Promise<RankOrders>;
  /** Orders newer than `stale`, whose version a read found moved on. */
  renew(stale: RankOrders): Promise<RankOrders>;
  /**
   * Reads the committed version's orders now and builds every field's order: called
   * by the run that committed it, so the first reader after a run does not wait for
   * the read and the sorts (docs/methodology.md, "Positions where they are read").
   */
  warm(): Promise<void>;
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
      warm: async () => {
        const orders = await load();
        orders.prepare();
      },
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
