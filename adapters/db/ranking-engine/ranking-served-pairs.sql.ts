import { type Kysely, sql } from 'kysely';
import { overChanceProjects } from '#core/domain/crowd-chance.ts';
import type { RecomputeRequest } from '#core/ports/ranking-engine.port.ts';
import type { Database } from '../database.ts';

type Db = Kysely<Database>;

/**
 * The (account, project) pairs of a period that the account serves: the project is over chance
 * among its posts about projects then, or the one it named most, alone (docs/methodology.md,
 * "1.36.0: a flood's history counts where it serves", for thin accounts in the newcomer licence's
 * history, and "1.38.0: a periphery over chance", for a focus group's periphery in the window;
 * the rule is overChanceProjects in core/domain/crowd-chance.ts, with the crowd's overChance, or
 * the vouch concentration's where a version has none, and mostNamed). Reads the counts the rule
 * compares, for the given accounts only (through posts_kol_idx): each account's posts about
 * projects in the period, its posts about each of the given projects, its largest count about one
 * project and how many projects have it; and each given project's share of all posts about
 * projects in the period. The period is the days d with asOf − `end` − `days` < d ≤ asOf − `end`.
 * Returns keys "kol_id:project_id".
 */
export async function servedPairs(
  trx: Db,
  req: RecomputeRequest,
  pairs: readonly { kol_id: string; pid: string }[],
  period: { end: number; days: number },
): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const crowd = req.methodology.coordination.crowd;
  const accounts = [...new Set(pairs.map((p) => p.kol_id))].sort();
  const projects = [...new Set(pairs.map((p) => p.pid))].sort();
  const from = sql`${req.asOf}::date - ${period.end + period.days}::int`;
  const to = sql`${req.asOf}::date - ${period.end}::int`;
  const counts = await sql<{
    kol_id: string;
    pid: string;
    n: number;
    own: number;
    top: number;
    ties: number;
  }>`
    with own as (
      select p.kol_id, p.project_ids from unnest(${accounts}::uuid[]) as a(kol_id)
      join posts p on p.kol_id = a.kol_id
      where p.day > ${from} and p.day <= ${to} and cardinality(p.project_ids) > 0
    ),
    total as (select kol_id, count(*)::int as own from own group by kol_id),
    every as (
      select own.kol_id, u.pid, count(*)::int as n from own cross join unnest(own.project_ids) as u(pid)
      group by own.kol_id, u.pid
    ),
    top as (select kol_id, max(n)::int as top from every group by kol_id),
    most as (
      select every.kol_id, top.top, count(*)::int as ties from every join top using (kol_id)
      where every.n = top.top group by every.kol_id, top.top
    )
    select every.kol_id::text, every.pid::text, every.n, total.own, most.top, most.ties
    from every join total using (kol_id) join most using (kol_id)
    where every.pid = any(${projects}::uuid[])`.execute(trx);
  const shares = await sql<{ pid: string; n: number; total: number }>`
    with w as (
      select p.project_ids from posts p
      where p.day > ${from} and p.day <= ${to} and cardinality(p.project_ids) > 0
    )
    select u.pid::text, count(*)::int as n, (select count(*) from w)::int as total
    from w cross join unnest(w.project_ids) as u(pid)
    where u.pid = any(${projects}::uuid[]) group by u.pid`.execute(trx);
  const share = new Map(shares.rows.map((x) => [x.pid, Number(x.n) / Math.max(1, Number(x.total))]));
  const index = new Map(accounts.map((a, i) => [a, i]));
  const wanted = new Set(pairs.map((p) => `${p.kol_id}:${p.pid}`));
  const rows = counts.rows.filter((x) => wanted.has(`${x.kol_id}:${x.pid}`));
  const byAccount = new Map(rows.map((x) => [index.get(x.kol_id) ?? -1, x]));
  const served = overChanceProjects(
    rows.map((x) => [index.get(x.kol_id) ?? -1, x.pid, Number(x.n)] as const),
    (a) => Number(byAccount.get(a)?.own ?? 0),
    (p) => share.get(p) ?? 0,
    crowd.overChance ?? req.methodology.coordination.backing.concentration.overChance,
    crowd.mostNamed
      ? (a) => {
          const x = byAccount.get(a);
          return { top: Number(x?.top ?? 0), ties: Number(x?.ties ?? 0) };
        }
      : undefined,
  );
  return new Set(served.map(([a, p]) => `${accounts[a]}:${p}`));
}
