import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { RecomputeRequest } from '#core/ports/ranking-engine.port.ts';
import type { Database } from '../database.ts';

/** Small pieces every part of the rankings engine uses. */

/** A timed part of a run, reported through the engine's onStep. */
export type Step = <T>(name: string, fn: () => Promise<T>) => Promise<T>;

/** The days a day run rewrites; null on a full run. */
export type DayRange = { from: string; to: string } | null;

/** The follow graph as the engine loads it: accounts in id order, edges as index arrays. */
export interface FollowGraph {
  ids: string[];
  from: number[];
  to: number[];
  pagerank: Float64Array;
}

export const float8 = (n: number) => sql`${n}::float8`;

export const shiftDay = (day: string, by: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

/** `p.day` within the range (everything up to asOf on a full run). */
export const inRange = (req: RecomputeRequest, range: DayRange, col = 'p.day') =>
  range
    ? sql`${sql.ref(col)} between ${range.from}::date and ${range.to}::date`
    : sql`${sql.ref(col)} <= ${req.asOf}::date`;

/**
 * `value` rounded to `digits` decimals in float8. Through numeric the same rounding
 * costs about a microsecond a value (float to text to numeric): 1.2 s of a day run
 * for a dozen columns of 100k KOLs. Ties go to the even neighbour (rint).
 */
export const roundTo = (value: RawBuilder<unknown>, digits: number) =>
  sql`(round((${value})::float8 * ${10 ** digits}::float8) / ${10 ** digits}::float8)`;

/** The posts a run reads: every post on a full run, the day run's working copy (loadDayPosts). */
export const postsSource = (range: DayRange) => (range ? sql`day_posts` : sql`posts`);

/**
 * Where a run's discounts go: a full run writes post_discounts directly (its
 * rollups then scan it in parallel, which no temporary table allows); a day run
 * keeps its few in run_discounts for its rollups and stores them at the end.
 */
export const runDiscounts = (range: DayRange) => (range ? sql`run_discounts` : sql`post_discounts`);

/**
 * Statistics of a rebuilt table from a small sample (3,000 rows). Its columns are
 * unique keys and positions, whose spread a small sample gets right; the default
 * sample (30,000 rows) took 50–100 ms a table on every run.
 */
/**
 * The run's tied groups (1.18.0, docs/methodology.md, "Tied newcomers") and their projects: written
 * by the follow-trust step, read by the caps; created by whichever runs first in the transaction,
 * and empty when that step found no tied group or did not run in it.
 */
export async function tiedGroupsTable(trx: Kysely<Database>): Promise<void> {
  await sql`create temp table if not exists tied_groups (cluster_id int, project_id uuid) on commit drop`.execute(
    trx,
  );
}

export async function analyzeSample(trx: Kysely<Database>, table: RawBuilder<unknown>, columns: string[]) {
  await sql`set local default_statistics_target = 10`.execute(trx);
  await sql`analyze ${table} (${sql.join(columns.map((c) => sql.ref(c)))})`.execute(trx);
  await sql`reset default_statistics_target`.execute(trx);
}

/**
 * The projects and narratives a post `p` counts for, each only inside its own window
 * (docs/methodology.md, "Windows, mindshare and change"), as a lateral `e(id, kind)`; and the
 * posts that can count for any of them: the longest window up to the as-of day, with a
 * project or a narrative. The caps of the coordination defence and of the backed audience
 * group attention by these.
 */
export function postEntities(req: RecomputeRequest, opts: { narrativeOnly?: boolean } = {}) {
  const m = req.methodology;
  const longest = Math.max(m.projectWindowDays, m.narrativeWindowDays);
  // Since 1.33.0 the backed-audience cap also judges the posts that name a narrative and no
  // project as a side of their own (docs/methodology.md, "1.33.0"): entity kind 'narrative_only'.
  const narrativeOnly = opts.narrativeOnly
    ? sql`union all
        select u.id, 'narrative_only' from unnest(p.narrative_ids) as u(id)
        where cardinality(p.project_ids) = 0 and p.day > ${req.asOf}::date - ${m.narrativeWindowDays}::int`
    : sql``;
  return {
    lateral: sql`cross join lateral (
        select u.id, 'project' as kind from unnest(p.project_ids) as u(id)
        where p.day > ${req.asOf}::date - ${m.projectWindowDays}::int
        union all
        select u.id, 'narrative' from unnest(p.narrative_ids) as u(id)
        where p.day > ${req.asOf}::date - ${m.narrativeWindowDays}::int
        ${narrativeOnly}
      ) e`,
    posts: sql`p.day > ${req.asOf}::date - ${longest}::int and p.day <= ${req.asOf}::date
        and (cardinality(p.project_ids) > 0 or cardinality(p.narrative_ids) > 0)`,
  };
}
