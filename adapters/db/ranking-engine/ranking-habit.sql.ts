import { type Kysely, sql } from 'kysely';
import {
  type HabitBound,
  habitCounts,
  habitDataStart,
  habitEvidence,
  habitMultiplier,
} from '#core/domain/habit-bound.ts';
import { evaluate, vouchedShare } from '#core/domain/score-formulas.ts';
import type { RecomputeRequest } from '#core/ports/ranking-engine.port.ts';
import type { Database } from '../database.ts';
import { type DayRange, runDiscounts, shiftDay } from './ranking-sql.ts';

type Db = Kysely<Database>;

/** The entities a post `p` is judged for: its projects, or the narratives of a post that names no project. */
const ENTITIES = sql`unnest(case when cardinality(p.project_ids) > 0 then p.project_ids else p.narrative_ids end)`;

/**
 * A voice against its own habit (docs/methodology.md, "1.40.0: a voice against its own habit"; the
 * rule is core/domain/habit-bound.ts). Judges the posts of a day run's days, or on a full run every
 * post of the longest window: a post beyond its account's allowance on one entity in the `days`
 * days up to it counts `beyond`. A post's judgment reads only posts up to it, so a day run and a
 * full run give every post the same multiplier. Only the accounts with more than `floor` posts
 * about one entity in the judged days and the `days` before them can be over; their posts are
 * read through posts_kol_idx.
 */
export async function habitDiscounts(
  trx: Db,
  req: RecomputeRequest,
  range: DayRange,
  bound: HabitBound,
): Promise<void> {
  const m = req.methodology;
  const longest = Math.max(m.projectWindowDays, m.narrativeWindowDays);
  const from = range ? range.from : shiftDay(req.asOf, 1 - longest);
  const to = range ? range.to : req.asOf;
  const since = shiftDay(from, -bound.days);
  // The pairs with more than `floor` posts from `since` on: on a full run from every post of those
  // days, on a day run from the pairs its days name (a count of each through posts_kol_idx).
  const pairs = range
    ? sql`
        select c.kol_id, c.entity_id from (
          select distinct p.kol_id, e.id as entity_id from day_posts p cross join lateral ${ENTITIES} as e(id)
          where p.day between ${from}::date and ${to}::date
        ) c
        where (select count(*) from posts p cross join lateral ${ENTITIES} as e(id)
               where p.kol_id = c.kol_id and e.id = c.entity_id and p.day between ${since}::date and ${to}::date)
          > ${bound.floor}::int`
    : sql`
        select p.kol_id, e.id as entity_id from posts p cross join lateral ${ENTITIES} as e(id)
        where p.day between ${since}::date and ${to}::date
        group by 1, 2 having count(*) > ${bound.floor}::int`;
  // The day the data starts (core's habitDataStart), from how many accounts posted on each day: a
  // history before it is not known (habitAllowance).
  const days = (
    await sql<{ day: string; accounts: number }>`
      select day::text as day, count(distinct kol_id)::int as accounts from posts group by day`.execute(trx)
  ).rows.map((r) => ({ day: Date.parse(`${r.day}T00:00:00Z`), accounts: r.accounts }));
  const dataStart = habitDataStart(days, Date.parse(`${req.asOf}T00:00:00Z`), bound);
  if (dataStart === null) return;
  const rows = (
    await sql<{
      id: string;
      kol_id: string;
      entity_id: string;
      at: number;
      day: string;
      name: string;
      backing: number;
    }>`
      with pairs as materialized (${pairs})
      select p.id::text as id, c.kol_id, c.entity_id, (extract(epoch from p.created_at) * 1000)::float8 as at,
        p.day::text as day, coalesce('@' || pr.twitter_username, n.name, '?') as name,
        coalesce(kb.backing, 1)::float8 as backing
      from pairs c
      join posts p on p.kol_id = c.kol_id
        and p.day between ${shiftDay(since, -bound.historyDays - 1)}::date and ${to}::date
      cross join lateral ${ENTITIES} as e(id)
      left join projects pr on pr.id = c.entity_id
      left join narratives n on n.id = c.entity_id
      left join kol_backing kb on kb.kol_id = c.kol_id
      where e.id = c.entity_id
      order by c.kol_id, c.entity_id, p.created_at, p.id`.execute(trx)
  ).rows;
  // Each post's smallest multiplier over the entities it is judged for.
  const judged = new Map<string, { multiplier: number; detail: string }>();
  for (let i = 0; i < rows.length; ) {
    let j = i;
    while (
      j < rows.length &&
      rows[j]?.kol_id === rows[i]?.kol_id &&
      rows[j]?.entity_id === rows[i]?.entity_id
    )
      j++;
    const group = rows.slice(i, j);
    const counts = habitCounts(
      group.map((r) => Number(r.at)),
      dataStart,
      bound,
    );
    // The account's vouched share, from the published formula (its backing from the last full run).
    const vouched = evaluate(vouchedShare(m), { backing: Number(group[0]?.backing ?? 1) });
    group.forEach((r, k) => {
      const { nth, history, observedDays } = counts[k] as (typeof counts)[number];
      const multiplier = habitMultiplier(nth, history, observedDays, bound, vouched);
      if (multiplier >= 1 || r.day < from || r.day > to) return;
      const seen = judged.get(r.id);
      if (seen && seen.multiplier <= multiplier) return;
      judged.set(r.id, {
        multiplier,
        detail: habitEvidence({ nth, history, observedDays, name: r.name, vouched }, bound),
      });
    });
    i = j;
  }
  if (judged.size === 0) return;
  const ids = [...judged.keys()];
  await sql`
    insert into ${runDiscounts(range)} (post_id, kind, multiplier, detail)
    select x.id, 'habit_bound', x.multiplier, x.detail
    from unnest(${ids}::int8[], ${ids.map((id) => judged.get(id)?.multiplier)}::float8[],
      ${ids.map((id) => judged.get(id)?.detail)}::text[]) as x(id, multiplier, detail)`.execute(trx);
}
