import { type Kysely, type RawBuilder, sql } from 'kysely';
import { WINDOWS } from '#core/domain/methodology.ts';
import type { Database } from '../database.ts';
import { analyzeSample, type Step, shiftDay } from './ranking-sql.ts';
import { dropLeftoverReplacement, nextName, swapInReplacement } from './table-swap.sql.ts';

type Db = Kysely<Database>;

/**
 * A sum over the KOL's daily rollups whose day lies in (asOf − after, asOf − through];
 * `after` null means no lower bound (lifetime).
 */
interface SumSpec {
  column: string;
  expr: string;
  after: number | null;
  through: number;
}

/** Every per-KOL sum the windows and the KOL snapshot read, for a KOL window of `kolDays`. */
function sumSpecs(kolDays: number): SumSpec[] {
  const life = (column: string, expr: string): SumSpec => ({ column, expr, after: null, through: 0 });
  const recent = (column: string, expr: string): SumSpec => ({ column, expr, after: kolDays, through: 0 });
  // The week before the last, reaching back at least as far as the KOL window.
  const prevWeek = Math.max(kolDays, 14);
  return [
    life('life_posts', 'posts'),
    life('life_views', 'views'),
    life('life_likes', 'likes'),
    life('life_replies', 'replies'),
    life('life_reposts', 'reposts'),
    recent('recent_posts', 'posts'),
    recent('recent_views', 'views'),
    recent('recent_likes', 'likes'),
    recent('recent_conversation', 'replies + quotes + bookmarks'),
    recent('recent_engagement', 'engagement'),
    recent('recent_raw_micro', 'raw_attention_micro'),
    recent('recent_attention_micro', 'attention_micro'),
    recent('recent_active_days', '1'),
    { column: 'e7', expr: 'engagement', after: 7, through: 0 },
    { column: 'e7_prev', expr: 'engagement', after: prevWeek, through: 7 },
    { column: 'likes7', expr: 'likes', after: 7, through: 0 },
    { column: 'posts7', expr: 'posts', after: 7, through: 0 },
    { column: 'likes7_prev', expr: 'likes', after: prevWeek, through: 7 },
    { column: 'posts7_prev', expr: 'posts', after: prevWeek, through: 7 },
    ...WINDOWS.flatMap((w): SumSpec[] => [
      { column: `cur_${w}`, expr: 'attention_micro', after: w, through: 0 },
      { column: `prev_${w}`, expr: 'attention_micro', after: 2 * w, through: w },
      { column: `views_${w}`, expr: 'views', after: w, through: 0 },
      { column: `posts_${w}`, expr: 'posts', after: w, through: 0 },
      // Rollup rows in the window and the one before: a KOL with none has no window.
      { column: `n_${w}`, expr: '1', after: 2 * w, through: 0 },
    ]),
  ];
}

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/** Every sum as of `asOf`, summed afresh over kol_daily: `sum(expr) filter (day in range)` per spec. */
function freshSumsSelect(specs: SumSpec[], asOf: string) {
  const at = sql`${asOf}::date`;
  const cols = specs.map((s) => {
    const lower = s.after === null ? sql`true` : sql`r.day > ${at} - ${s.after}::int`;
    // Whole numbers summed as float8 stay exact (far below 2^53) and skip numeric.
    return sql`coalesce(sum((${sql.raw(s.expr)})::float8) filter (where ${lower} and r.day <= ${at} - ${s.through}::int), 0)::bigint as ${sql.ref(s.column)}`;
  });
  return sql`select r.kol_id, ${sql.join(cols)} from kol_daily r where r.day <= ${at} group by r.kol_id`;
}

const definitionOf = (specs: SumSpec[]) => JSON.stringify(specs);

interface SumsState {
  asOf: string | null;
  definition: string | null;
}

async function readState(trx: Db): Promise<SumsState> {
  const row = await trx
    .selectFrom('ranking_state')
    .select([sql<string | null>`sums_as_of::text`.as('as_of'), 'sums_definition'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return { asOf: row?.as_of ?? null, definition: row?.sums_definition ?? null };
}

/**
 * The days whose rollup rows count differently as of `to` than as of `from`: where
 * a range starts or ends, between the two days. Rows of any other day count the same.
 */
function boundaryDays(specs: SumSpec[], from: string, to: string): string[] {
  const lo = Math.min(dayNumber(from), dayNumber(to));
  const hi = Math.max(dayNumber(from), dayNumber(to));
  const days = new Set<string>();
  const add = (offset: number) => {
    for (let d = lo + 1; d <= hi; d++) days.add(shiftDay('1970-01-01', d - offset));
  };
  for (const s of specs) {
    if (s.after !== null) add(s.after);
    add(s.through);
  }
  return [...days].sort();
}

/** Beyond this many days between runs, summing everything again is cheaper than the boundary days. */
const MAX_SHIFT_DAYS = 14;

export interface SumsPlan {
  /** Sum everything again (first run, another definition, a long gap). */
  full: boolean;
  /** Days the run rewrites: their old rows are kept aside before the rollups change. */
  rewritten: string[];
  /** Other days whose rows enter or leave a range between the two as-of days. */
  boundary: string[];
  previousAsOf: string | null;
  /** A full run's kept rollups: rows of other days whose attention changed (kol_daily_corrections). */
  corrections?: boolean;
}

/**
 * Decided before the rollups of `rewritten` days are replaced: a day run keeps the sums
 * by adding the changed days' new rows and subtracting their old ones, and moving the
 * ranges by the boundary days. All sums are integers, so the result equals a fresh sum.
 */
export async function planSums(
  trx: Db,
  kolDays: number,
  asOf: string,
  rewritten: string[] | null,
): Promise<SumsPlan> {
  const specs = sumSpecs(kolDays);
  const state = await readState(trx);
  const gap = state.asOf ? Math.abs(dayNumber(asOf) - dayNumber(state.asOf)) : Number.POSITIVE_INFINITY;
  if (!rewritten || state.definition !== definitionOf(specs) || !state.asOf || gap > MAX_SHIFT_DAYS) {
    return { full: true, rewritten: [], boundary: [], previousAsOf: state.asOf };
  }
  const days = [...new Set(rewritten)].sort();
  const boundary = boundaryDays(specs, state.asOf, asOf).filter((d) => !days.includes(d));
  await sql`drop table if exists kol_daily_before`.execute(trx);
  await sql`
    create temp table kol_daily_before on commit drop as
    select * from kol_daily where day = any(${days}::date[])`.execute(trx);
  return { full: false, rewritten: days, boundary, previousAsOf: state.asOf };
}

/**
 * After a full run that kept rollup rows (ranking-rollups.sql.ts, KeptRollups): the
 * sums move by the re-aggregated days, the corrected rows and the boundary days, as a
 * day run's do, unless the sums cannot be kept (another definition, a long gap).
 */
export async function planKeptSums(
  trx: Db,
  kolDays: number,
  asOf: string,
  rewritten: string[],
): Promise<SumsPlan> {
  const specs = sumSpecs(kolDays);
  const state = await readState(trx);
  const gap = state.asOf ? Math.abs(dayNumber(asOf) - dayNumber(state.asOf)) : Number.POSITIVE_INFINITY;
  if (state.definition !== definitionOf(specs) || !state.asOf || gap > MAX_SHIFT_DAYS) {
    return { full: true, rewritten: [], boundary: [], previousAsOf: state.asOf };
  }
  const days = [...new Set(rewritten)].sort();
  const boundary = boundaryDays(specs, state.asOf, asOf).filter((d) => !days.includes(d));
  return { full: false, rewritten: days, boundary, previousAsOf: state.asOf, corrections: true };
}

/** Whether `day`'s rows count in the spec's range as of `at`. */
const counts = (s: SumSpec, day: string, at: string) =>
  (s.after === null || dayNumber(day) > dayNumber(at) - s.after) &&
  dayNumber(day) <= dayNumber(at) - s.through;

/**
 * A rollup expression times a weight of ±1 (or any small integer), as float8: the
 * pieces below are summed as float8 (whole numbers, exact far below 2^53), and a
 * piece already in float8 spares the grouping a cast per row and sum, 35 sums over
 * ~355k rows on a first run after midnight at 10M posts (bench/RESULTS.md).
 */
const weighted = (weight: number, expr: string) =>
  weight === 1
    ? sql`(${sql.raw(expr)})::float8`
    : weight === -1
      ? sql`(-(${sql.raw(expr)})::float8)`
      : sql`(${sql.raw(String(Math.trunc(weight)))}::float8 * (${sql.raw(expr)})::float8)`;

/** A rollup expression times a weight of ±1 (or any small integer), as bigint. */
const weightedInt = (weight: number, expr: string) =>
  weight === 1
    ? sql`(${sql.raw(expr)})::bigint`
    : weight === -1
      ? sql`(-(${sql.raw(expr)})::bigint)`
      : sql`(${sql.raw(String(Math.trunc(weight)))}::bigint * (${sql.raw(expr)})::bigint)`;

/** One part of a change of the sums: at most one row per KOL, a value for the sums it moves. */
interface DeltaPiece {
  select: RawBuilder<unknown>;
  columns: Set<string>;
}

/**
 * The change of every sum, per KOL, in parts of at most one row per KOL each. A
 * rewritten day's new rows count +1 in the ranges that hold the day as of the new day,
 * its old rows −1 in those that held it as of the old day; a boundary day's rows are
 * the same before and after, so they are read once and count +1 in the ranges they
 * enter, −1 in those they leave. Each weight depends only on the row's day, so a part
 * carries only the sums its day moves (a boundary day about four of the 34). A
 * kol_daily row is one KOL's day, so a part of one day has one row per KOL and the
 * parts are joined by KOL instead of grouped: grouping the ~355k rows of a first run
 * after midnight at 10M posts into 34 sums took 1.6 s of its 3.9 s of backend CPU
 * (bench/RESULTS.md, twelfth session's notes).
 */
function deltaPieces(specs: SumSpec[], asOf: string, plan: SumsPlan): DeltaPiece[] {
  const previousAsOf = plan.previousAsOf ?? asOf;
  const inRange = (s: SumSpec, day: string, at: string) => Number(counts(s, day, at));
  const rows = (table: string, day: string, weight: (s: SumSpec) => number, and = sql``): DeltaPiece[] => {
    const moved = specs.map((s) => ({ s, w: weight(s) })).filter((x) => x.w !== 0);
    if (moved.length === 0) return [];
    return [
      {
        select: sql`select r.kol_id, ${sql.join(
          moved.map((x) => sql`${weightedInt(x.w, x.s.expr)} as ${sql.ref(x.s.column)}`),
        )} from ${sql.table(table)} r where r.day = ${day}::date${and}`,
        columns: new Set(moved.map((x) => x.s.column)),
      },
    ];
  };
  // A corrected row (other days than the rewritten ones) counts as a rewritten row of
  // its own: new attention in the ranges as of the new day, less the old row in those
  // as of the old day. Its day varies by row, so the ranges are tested in SQL, and a
  // KOL may have several: these few rows are grouped.
  const dayIn = (s: SumSpec, at: string) =>
    sql`(${s.after === null ? sql`true` : sql`c.day > ${at}::date - ${s.after}::int`} and c.day <= ${at}::date - ${s.through}::int)`;
  const corrected = (sign: 1 | -1, at: string, row: string) =>
    sql`select c.kol_id, ${sql.join(
      specs.map(
        (s) => sql`case when ${dayIn(s, at)} then ${weighted(sign, s.expr)} end as ${sql.ref(s.column)}`,
      ),
    )} from (${sql.raw(row)}) c`;
  const correctedColumns =
    'kol_id, day, posts, views, likes, replies, reposts, quotes, bookmarks, engagement, raw_attention_micro';
  // Boundary rows that were corrected count in the corrected part instead.
  const uncorrected = plan.corrections
    ? sql` and not exists (select 1 from kol_daily_corrections c where c.kol_id = r.kol_id and c.day = r.day)`
    : sql``;
  const pieces: DeltaPiece[] = [
    ...plan.rewritten.flatMap((day) => [
      ...rows('kol_daily', day, (s) => inRange(s, day, asOf)),
      ...rows('kol_daily_before', day, (s) => -inRange(s, day, previousAsOf)),
    ]),
    ...plan.boundary.flatMap((day) =>
      rows('kol_daily', day, (s) => inRange(s, day, asOf) - inRange(s, day, previousAsOf), uncorrected),
    ),
    ...(plan.corrections
      ? [
          {
            select: sql`select x.kol_id, ${sql.join(
              specs.map((s) => sql`coalesce(sum(x.${sql.ref(s.column)}), 0)::bigint as ${sql.ref(s.column)}`),
            )} from (${corrected(
              1,
              asOf,
              `select ${correctedColumns}, new_attention_micro as attention_micro from kol_daily_corrections`,
            )} union all ${corrected(-1, previousAsOf, 'select * from kol_daily_corrections')}) x group by x.kol_id`,
            columns: new Set(specs.map((s) => s.column)),
          },
        ]
      : []),
  ];
  return pieces.length > MAX_JOINED_PIECES ? [grouped(specs, pieces)] : pieces;
}

/**
 * Beyond this many parts (several days between runs, or a kept full run that
 * re-aggregated many days) the parts are grouped instead of joined: a join's row holds
 * every part's columns, and PostgreSQL allows at most 1,664 in a row.
 */
const MAX_JOINED_PIECES = 16;

/** The parts as one grouping of their rows (summed as float8: whole numbers, exact). */
function grouped(specs: SumSpec[], pieces: DeltaPiece[]): DeltaPiece {
  const rows = pieces.map(
    (p) =>
      sql`select q.kol_id, ${sql.join(
        specs.map((s) =>
          p.columns.has(s.column)
            ? sql`q.${sql.ref(s.column)}::float8 as ${sql.ref(s.column)}`
            : sql`null::float8 as ${sql.ref(s.column)}`,
        ),
      )} from (${p.select}) q`,
  );
  return {
    select: sql`select x.kol_id, ${sql.join(
      specs.map((s) => sql`coalesce(sum(x.${sql.ref(s.column)}), 0)::bigint as ${sql.ref(s.column)}`),
    )} from (${sql.join(rows, sql` union all `)}) x group by x.kol_id`,
    columns: new Set(specs.map((s) => s.column)),
  };
}

/**
 * The parts joined by KOL (`p0 full join p1 using (kol_id) …`, after `first` when
 * given: `kol_window_sums s`), and each sum's change as an expression over them (0
 * where no part moves it).
 */
function joinedDelta(specs: SumSpec[], pieces: DeltaPiece[], first?: RawBuilder<unknown>) {
  const parts = pieces.map((p, i) => ({ ...p, alias: `p${i}` }));
  const from = sql.join(
    [
      ...(first ? [first] : []),
      ...parts.map((p, i) =>
        i === 0 && !first
          ? sql`(${p.select}) ${sql.raw(p.alias)}`
          : sql`full join (${p.select}) ${sql.raw(p.alias)} using (kol_id)`,
      ),
    ],
    sql` `,
  );
  const delta = (s: SumSpec) => {
    const terms = parts
      .filter((p) => p.columns.has(s.column))
      .map((p) => sql`coalesce(${sql.ref(`${p.alias}.${s.column}`)}, 0)`);
    return terms.length === 0 ? sql`0::bigint` : sql`(${sql.join(terms, sql` + `)})`;
  };
  const moved = sql.join(
    specs.map((s) => sql`${delta(s)} <> 0`),
    sql` or `,
  );
  return { from, delta, moved };
}

/**
 * Brings kol_window_sums to `asOf`, as planned before the rollups were rewritten: a
 * fresh sum into a new table swapped in, or the old sums plus the changes. The changes
 * touch the KOLs with rows on the changed and boundary days only: when those are at
 * most a quarter of the KOLs their rows are updated in place, otherwise a new table
 * (old sums plus changes) is built and swapped in; when the as-of day moved, the
 * changes go into the new table in the same statement. Returns how many KOLs' sums
 * changed (null after a fresh sum or a moved as-of day: most of them may have).
 */
export async function updateSums(
  trx: Db,
  kolDays: number,
  asOf: string,
  plan: SumsPlan,
  step: Step = (_name, fn) => fn(),
): Promise<number | null> {
  const specs = sumSpecs(kolDays);
  const next = sql.table(nextName('kol_window_sums'));
  const columns = sql.join(specs.map((c) => sql.ref(c.column)));
  let changed: number | null = null;
  await dropLeftoverReplacement(trx, 'kol_window_sums');
  // A deleted KOL's sums are dropped by the next full run; until then every reader
  // joins kols, which no longer has the KOL.
  if (plan.full) {
    // A plain create … as select may run in parallel; an insert … select never does.
    await step('sum', () =>
      sql`
        create unlogged table ${next} as
        select s.* from (${freshSumsSelect(specs, asOf)}) s
        where exists (select 1 from kols k where k.id = s.kol_id)`.execute(trx),
    );
    await sql`alter table ${next} ${sql.join(
      ['kol_id', ...specs.map((c) => c.column)].map((c) => sql`alter column ${sql.ref(c)} set not null`),
    )}`.execute(trx);
  } else if (plan.boundary.length > 0) {
    // The as-of day moved: the ranges move for every KOL with rows on a boundary day,
    // far more than a quarter of them, so the changes go straight into a new table
    // instead of through a working table of changes first.
    await step('delta and apply', async () => {
      const pieces = deltaPieces(specs, asOf, plan);
      const d = joinedDelta(specs, pieces, sql`kol_window_sums s`);
      await sql`create unlogged table ${next} (like kol_window_sums)`.execute(trx);
      // A KOL new to the sums only with a change, as on the path through kol_sums_delta.
      await sql`
        insert into ${next} (kol_id, ${columns})
        select kol_id, ${sql.join(specs.map((c) => sql`coalesce(s.${sql.ref(c.column)}, 0) + ${d.delta(c)}`))}
        from ${d.from}
        where s.kol_id is not null${pieces.length ? sql` or ${d.moved}` : sql``}`.execute(trx);
      if (plan.corrections) await dropDeletedKols(trx, next);
    });
    await sql`drop table kol_daily_before`.execute(trx);
    if (plan.corrections) await sql`drop table kol_daily_corrections`.execute(trx);
  } else {
    // Only KOLs with a sum that moves: rows that enter one range as they leave another
    // of the same sum (a day inside both) add up to nothing.
    await step('delta', async () => {
      const pieces = deltaPieces(specs, asOf, plan);
      const d = joinedDelta(specs, pieces);
      await sql`
        create temp table kol_sums_delta on commit drop as
        ${
          pieces.length
            ? sql`select kol_id, ${sql.join(specs.map((c) => sql`${d.delta(c)} as ${sql.ref(c.column)}`))}
              from ${d.from} where ${d.moved}`
            : sql`select kol_id, ${columns} from kol_window_sums where false`
        }`.execute(trx);
    });
    const counts = (
      await sql<{ changed: number; kols: number }>`
        select (select count(*)::int from kol_sums_delta) as changed,
          (select count(*)::int from kol_window_sums) as kols`.execute(trx)
    ).rows[0];
    changed = Number(counts?.changed ?? 0);
    if (changed <= MAX_UPDATED_SHARE * Number(counts?.kols ?? 0)) {
      await step('apply in place', async () => {
        await sql`
          update kol_window_sums s set ${sql.join(
            specs.map((c) => sql`${sql.ref(c.column)} = s.${sql.ref(c.column)} + d.${sql.ref(c.column)}`),
          )}
          from kol_sums_delta d where d.kol_id = s.kol_id`.execute(trx);
        await sql`
          insert into kol_window_sums (kol_id, ${columns})
          select d.kol_id, ${sql.join(specs.map((c) => sql.ref(`d.${c.column}`)))} from kol_sums_delta d
          where not exists (select 1 from kol_window_sums s where s.kol_id = d.kol_id)`.execute(trx);
        if (plan.corrections) await dropDeletedKols(trx, sql`kol_window_sums`);
      });
      await dropWorkingTables(trx, plan);
      await storeSumsState(trx, specs, asOf);
      return changed;
    }
    // Created with the live table's not-null columns (the definition is the same, or
    // the plan would be a full sum): setting them afterwards scanned the new table.
    await step('apply', async () => {
      await sumsPlusDelta(trx, next, specs, sql`kol_sums_delta`, false);
      if (plan.corrections) await dropDeletedKols(trx, next);
    });
    await dropWorkingTables(trx, plan);
  }
  await sql`alter table ${next} add constraint ${sql.ref(nextName(SUMS_KEY))} primary key (kol_id)`.execute(
    trx,
  );
  // The row count and the key are what plans over it need; all 35 columns took 0.2 s.
  await analyzeSample(trx, next, ['kol_id']);
  await swapInReplacement(trx, 'kol_window_sums', [SUMS_KEY]);
  await storeSumsState(trx, specs, asOf);
  return changed;
}

/** A full run's sums hold only KOLs that exist, as a fresh sum does. */
/**
 * A new sums table: the live sums plus a delta (a table or a select of `kol_id` and the sum
 * columns). `changedOnly`: a KOL missing from the live sums enters only with a non-zero change.
 */
async function sumsPlusDelta(
  trx: Db,
  next: RawBuilder<unknown>,
  specs: SumSpec[],
  delta: RawBuilder<unknown>,
  changedOnly: boolean,
) {
  await sql`create unlogged table ${next} (like kol_window_sums)`.execute(trx);
  const moved = sql.join(
    specs.map((c) => sql`d.${sql.ref(c.column)} <> 0`),
    sql` or `,
  );
  await sql`
    insert into ${next} (kol_id, ${sql.join(specs.map((c) => sql.ref(c.column)))})
    select coalesce(s.kol_id, d.kol_id), ${sql.join(
      specs.map((c) => sql`coalesce(s.${sql.ref(c.column)}, 0) + coalesce(d.${sql.ref(c.column)}, 0)`),
    )}
    from kol_window_sums s
    full join ${delta} d on d.kol_id = s.kol_id
    where ${changedOnly ? sql`s.kol_id is not null or ${moved}` : sql`true`}`.execute(trx);
}

async function dropDeletedKols(trx: Db, table: RawBuilder<unknown>) {
  await sql`delete from ${table} s where not exists (select 1 from kols k where k.id = s.kol_id)`.execute(
    trx,
  );
}

async function dropWorkingTables(trx: Db, plan: SumsPlan) {
  await sql`drop table kol_daily_before, kol_sums_delta`.execute(trx);
  if (plan.corrections) await sql`drop table kol_daily_corrections`.execute(trx);
}

/** Above this share of KOLs with changed sums, a new table costs less than row updates. */
const MAX_UPDATED_SHARE = 0.25;

async function storeSumsState(trx: Db, specs: SumSpec[], asOf: string) {
  await sql`update ranking_state set sums_as_of = ${asOf}::date, sums_definition = ${definitionOf(specs)} where id = 1`.execute(
    trx,
  );
}

const SUMS_KEY = 'kol_window_sums_pkey';

/**
 * A KOL's attention in micro-units weighted by its credibility, rounded to a whole
 * micro-unit: sums of whole numbers are exact in any order, so the totals need no
 * ordered (sorting) aggregate to come out the same every run.
 */
export const weightedMicro = (micro: RawBuilder<unknown>, credibility: RawBuilder<unknown>) =>
  sql`round(${micro}::float8 * coalesce(${credibility}, 1))`;

/**
 * Every KOL with a window (rollup rows in it or the one before): weighted attention
 * in micro-units.
 */
export function kolWindowsSql(where: RawBuilder<unknown> = sql`true`) {
  return sql`
    select s.days, s.kol_id as id,
      ${weightedMicro(sql`s.cur`, sql`k.credibility`)} as cur,
      ${weightedMicro(sql`s.prev`, sql`k.credibility`)} as prev,
      s.views, s.posts
    from kol_window_sums x
    join kols k on k.id = x.kol_id
    cross join lateral (values ${sql.join(
      WINDOWS.map(
        (w) =>
          sql`(${w}::int, x.kol_id, x.${sql.ref(`cur_${w}`)}, x.${sql.ref(`prev_${w}`)}, x.${sql.ref(`views_${w}`)}, x.${sql.ref(`posts_${w}`)}, x.${sql.ref(`n_${w}`)})`,
      ),
    )}) as s(days, kol_id, cur, prev, views, posts, n)
    where s.n > 0 and ${where}`;
}

/** The totals every KOL's share is a share of, per window: one pass over the sums. */
export async function storeKolWindowTotals(trx: Db): Promise<void> {
  const total = (col: string) =>
    sql`coalesce(sum(${weightedMicro(sql.ref(`x.${col}`), sql`k.credibility`)}), 0) as ${sql.ref(col)}`;
  await sql`delete from kol_window_totals`.execute(trx);
  await sql`
    insert into kol_window_totals (window_days, cur, prev)
    with t as (
      select ${sql.join(WINDOWS.flatMap((w) => [total(`cur_${w}`), total(`prev_${w}`)]))}
      from kol_window_sums x join kols k on k.id = x.kol_id
    )
    select v.* from t cross join lateral (values ${sql.join(
      WINDOWS.map((w) => sql`(${w}::int, t.${sql.ref(`cur_${w}`)}, t.${sql.ref(`prev_${w}`)})`),
    )}) as v(days, cur, prev)`.execute(trx);
}
