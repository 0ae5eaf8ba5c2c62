import { type Kysely, sql } from 'kysely';
import {
  establishedWeight,
  newcomerLicence,
  newcomersOverUsual,
  servedHistory,
} from '#core/domain/newcomer-licence.ts';
import type { RecomputeRequest } from '#core/ports/ranking-engine.port.ts';
import type { Database } from '../database.ts';
import { servedPairs } from './ranking-served-pairs.sql.ts';
import { rawSql } from './ranking-rollups.sql.ts';
import { thinShares } from './ranking-thin-shares.sql.ts';
import { type DayRange, float8, inRange, postEntities, runDiscounts } from './ranking-sql.ts';

type Db = Kysely<Database>;

/**
 * Backed audience (docs/methodology.md, "Backed audience", since 1.11.0): over the project
 * window, the attention of thinly backed accounts (kol_backing, written by the full run's
 * trust step) to a project, after the other discounts and with credibility, may add at most
 * backing.share of the attention to it from every other account; since 1.12.0 likewise to a
 * narrative over the narrative window. Many accounts each bought a little standing cannot
 * outweigh what accounts with a backed audience give a project or a narrative, whether or not
 * anything groups them. Full runs only; a day run applies the caps stored.
 */
export async function backingCaps(trx: Db, req: RecomputeRequest) {
  const m = req.methodology;
  const share = m.coordination.backing.share;
  const raw = rawSql(m);
  const entities = postEntities(req, { narrativeOnly: m.coordination.backing.narrativeOnly === true });
  await sql`delete from backing_caps`.execute(trx);
  await sql`delete from kol_thin_shares`.execute(trx);
  await sql`
    insert into backing_caps (entity_id, kind, multiplier, detail)
    with mult as (select post_id, exp(sum(ln(multiplier))) as mult from post_discounts group by post_id),
    att as (
      -- Since 1.14.0 a project's backing circle (kol_backing_circles) is a side of its own: it
      -- licenses no thinly backed account, and its cap is set by the accounts outside it.
      select e.id as entity_id, e.kind,
        case when ci.kol_id is not null then 'circle' when b.kol_id is not null then 'thin' else 'other' end as side,
        sum(${raw} * coalesce(d.mult, 1) * coalesce(k.credibility, 1)) as att,
        count(distinct p.kol_id)::int as authors
      from posts p
      join kols k on k.id = p.kol_id
      left join kol_backing b on b.kol_id = p.kol_id
      left join mult d on d.post_id = p.id
      -- Since 1.12.0 a flagged group's members (earned < 1: its own caps bound them) count on
      -- neither side: their attention neither licenses thinly backed accounts nor uses up
      -- the allowance of the thinly backed accounts no group holds.
      left join kol_clusters kc on kc.kol_id = p.kol_id
      left join follow_clusters fc on fc.id = kc.cluster_id
      ${entities.lateral}
      left join kol_backing_circles ci on e.kind = 'project' and ci.kol_id = p.kol_id and ci.project_id = e.id
      where ${entities.posts}
        and (fc.id is null or fc.earned >= 1)
      group by 1, 2, 3
    ),
    capped as (
      select t.entity_id, t.kind, t.att, t.authors, coalesce(o.att, 0) as other,
        ${float8(share)} * coalesce(o.att, 0) as cap, coalesce(ci.att, 0) as circle
      from att t left join att o on o.entity_id = t.entity_id and o.kind = t.kind and o.side = 'other'
      left join att ci on ci.entity_id = t.entity_id and ci.kind = t.kind and ci.side = 'circle'
      where t.side = 'thin' and t.att > ${float8(share)} * coalesce(o.att, 0)
    ),
    sample as (
      select x.entity_id, string_agg('@' || x.u, ', ' order by x.u) filter (where x.r <= 5) as names
      from (
        select c.entity_id, k.twitter_username as u,
          row_number() over (partition by c.entity_id order by k.twitter_username) as r
        from capped c
        cross join kol_backing b
        join kols k on k.id = b.kol_id
        where not exists (
          select 1 from kol_clusters kc join follow_clusters fc on fc.id = kc.cluster_id
          where kc.kol_id = b.kol_id and fc.earned < 1
        )
        and exists (
          select 1 from posts p where p.kol_id = b.kol_id
            and c.entity_id = any(case c.kind when 'project' then p.project_ids else p.narrative_ids end)
            and (c.kind <> 'narrative_only' or cardinality(p.project_ids) = 0)
            and p.day > ${req.asOf}::date - case c.kind when 'project' then ${m.projectWindowDays}::int
              else ${m.narrativeWindowDays}::int end
            and p.day <= ${req.asOf}::date
        )
      ) x group by x.entity_id
    )
    select c.entity_id, c.kind, greatest(0.001, round((c.cap / c.att)::numeric, 6))::float8,
      c.authors || ' accounts (' || s.names || case when c.authors > 5 then ' and ' || (c.authors - 5) || ' more' else '' end
        || ') with under ' || ${float8(m.coordination.backing.maxThin)} || ' × ' || ${float8(m.coordination.sizeReference.fullShare)}
        || ' of the trusted followers that accounts in no cluster of their reported size have (the median) gave '
        || coalesce('@' || pr.twitter_username, 'the narrative ' || n.name, '?')
        || case when c.kind = 'narrative_only' then ', in posts that name no project,' else '' end || ' '
        || round(c.att::numeric, 1) || ' of attention over ' || case c.kind when 'project' then ${m.projectWindowDays}::int else ${m.narrativeWindowDays}::int end
        || ' days; thinly backed accounts may add at most ' || round((100 * ${float8(share)})::numeric)
        || case when c.kind = 'narrative_only'
          then '% of the attention from all other accounts'' posts that name it and no project (since 1.33.0; '
          else '% of the attention from all other accounts (' end
        || round(c.other::numeric, 1) || ')'
        || case when c.circle > 0 then '; ' || round(c.circle::numeric, 1) || ' from its backing circle not counted' else '' end
    from capped c
    left join sample s on s.entity_id = c.entity_id
    left join projects pr on pr.id = c.entity_id
    left join narratives n on n.id = c.entity_id`.execute(trx);
  await sql`delete from kol_newcomers`.execute(trx);
  if (m.coordination.backing.newcomer) await newcomerCaps(trx, req);
  if (m.coordination.backing.circle) await circleCaps(trx, req);
  // Since 1.25.0 the allowance the caps (and the newcomer licence) leave is shared per account.
  if (m.coordination.backing.fairShare) await thinShares(trx, req);
  await sql`analyze backing_caps`.execute(trx);
}

/**
 * Newcomer licence (docs/methodology.md, "Newcomer licence", since 1.15.0; the rule is
 * core/domain/newcomer-licence.ts): for each project the backed-audience cap bounds, the
 * attention of its thinly backed accounts, of its newcomers and of its established accounts
 * (the same accounts and attention as the cap's, the other side split by a post about the
 * project in the history days before the window); where the excess is taken out of the
 * newcomers' credit, a cap of kind 'newcomer' (the newcomers, kol_newcomers) and the thin cap
 * recomputed with what is left. Only the capped projects' posts are read.
 */
async function newcomerCaps(trx: Db, req: RecomputeRequest) {
  const m = req.methodology;
  const newcomer = m.coordination.backing.newcomer;
  if (!newcomer) return;
  const share = m.coordination.backing.share;
  const raw = rawSql(m);
  const window = m.projectWindowDays;
  const hist = newcomer.historyDays;
  // The accounts' attention to each capped project over a period ending `end` days before the
  // as-of day, lasting `days`, with whether each account is thinly backed, posted about it in the
  // `hist` days before the period (the period's established accounts) and, since 1.16.0, in the
  // `hist` days before those. The same accounts and attention as the cap's: flagged groups and the
  // project's backing circle are left out.
  const period = (end: number, days: number) => sql<{
    kol_id: string;
    pid: string;
    thin: boolean;
    est: boolean;
    pre: boolean;
    att: number;
  }>`
    with cp as (select entity_id as pid from backing_caps where kind = 'project'),
    pp as (
      select p.id, p.kol_id, cp.pid, b.kol_id is not null as thin,
        ${raw} * coalesce(k.credibility, 1) as a
      from posts p
      cross join unnest(p.project_ids) as u(pid)
      join cp on cp.pid = u.pid
      join kols k on k.id = p.kol_id
      left join kol_backing b on b.kol_id = p.kol_id
      where p.day > ${req.asOf}::date - ${end + days}::int and p.day <= ${req.asOf}::date - ${end}::int
        and not exists (
          select 1 from kol_clusters kc join follow_clusters fc on fc.id = kc.cluster_id
          where kc.kol_id = p.kol_id and fc.earned < 1
        )
        and not exists (select 1 from kol_backing_circles ci where ci.kol_id = p.kol_id and ci.project_id = cp.pid)
    ),
    mult as (
      select d.post_id, exp(sum(ln(d.multiplier))) as mult from post_discounts d
      where d.post_id in (select id from pp)
        and d.kind not in ('thin_backing_cap', 'backing_circle_cap', 'newcomer_cap')
      group by d.post_id
    ),
    side as (
      select pp.kol_id, pp.pid, bool_or(pp.thin) as thin, sum(pp.a * coalesce(d.mult, 1)) as att
      from pp left join mult d on d.post_id = pp.id group by 1, 2
    )
    select s.kol_id, s.pid, s.thin, s.att,
      not s.thin and exists (
        select 1 from posts q where q.kol_id = s.kol_id and s.pid = any(q.project_ids)
          and q.day > ${req.asOf}::date - ${end + days + hist}::int
          and q.day <= ${req.asOf}::date - ${end + days}::int
      ) as est,
      not s.thin and exists (
        select 1 from posts q where q.kol_id = s.kol_id and s.pid = any(q.project_ids)
          and q.day > ${req.asOf}::date - ${end + days + 2 * hist}::int
          and q.day <= ${req.asOf}::date - ${end + days + hist}::int
      ) as pre
    from side s`;
  type Sums = { thin: number; newcomers: number; established: number };
  const sums = (rows: { thin: boolean; att: number }[], weight: (r: number) => number) => {
    const x: Sums = { thin: 0, newcomers: 0, established: 0 };
    rows.forEach((r, i) => {
      const att = Number(r.att);
      if (r.thin) x.thin += att;
      else {
        x.established += weight(i) * att;
        x.newcomers += (1 - weight(i)) * att;
      }
    });
    return x;
  };
  const byProject = <T extends { pid: string }>(rows: T[]) => {
    const out = new Map<string, T[]>();
    for (const r of rows) out.set(r.pid, [...(out.get(r.pid) ?? []), r]);
    return out;
  };
  const windowRows = byProject((await period(0, window).execute(trx)).rows);
  // Since 1.16.0: the history's own licence (the newcomer licence of the `hist` days before the
  // window), only when the rule is on; without it every post in the history establishes.
  const historyAll = newcomer.fromBeforeFlood ? (await period(window, hist).execute(trx)).rows : [];
  // Since 1.36.0 (historyServed) a thin account counts in the history's licence only where it
  // served the project then (core/domain/newcomer-licence.ts, servedHistory).
  const served = newcomer.historyServed
    ? await servedPairs(
        trx,
        req,
        historyAll.filter((r) => r.thin),
        { end: window, days: hist },
      )
    : null;
  const historyRows = byProject(
    served ? servedHistory(historyAll, (r) => served.has(`${r.kol_id}:${r.pid}`)) : historyAll,
  );
  for (const [pid, rows] of [...windowRows].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const hRows = historyRows.get(pid) ?? [];
    const history = sums(hRows, (i) => (hRows[i]?.est ? 1 : 0));
    const historyCut = newcomerLicence(history, share);
    const weights = rows.map((r) =>
      r.thin ? 0 : establishedWeight(history, share, { inHistory: r.est, beforeHistory: r.pre }),
    );
    const x = sums(rows, (i) => weights[i] ?? 0);
    const cut = newcomerLicence(x, share);
    if (cut.newcomers >= 1) continue;
    const newcomerCount = rows.filter((r, i) => !r.thin && (weights[i] ?? 0) < 1).length;
    const usualCount = hRows.filter((r) => !r.thin && !r.est).length;
    const usual =
      newcomer.usualOdds != null &&
      !newcomersOverUsual(
        {
          newcomers: newcomerCount,
          historyNewcomers: usualCount,
          historyCredit: historyCut.newcomers,
          windowDays: window,
          historyDays: hist,
        },
        newcomer.usualOdds,
      );
    if (usual) {
      // Since 1.22.0 newcomers at the project's usual inflow keep their own posts: the excess comes
      // out of what they license only (core/domain/newcomer-licence.ts, newcomersOverUsual).
      await sql`
        update backing_caps set multiplier = ${float8(cut.thin)},
          detail = detail || '; since 1.15.0 licensed only by the accounts that posted about it in the '
            || ${hist}::int || ' days before (' || round(${x.established}::numeric, 1)
            || ') and by the attention of the accounts new to it beyond the thin accounts'' excess ('
            || ${float8(cut.newcomers)} || ' × ' || round(${x.newcomers}::numeric, 1)
            || '; the excess is ' || round(${cut.excess}::numeric, 1)
            || '); since 1.22.0 the newcomers'' own posts are not cut, as ' || ${newcomerCount}::int
            || ' accounts new to it are within what chance gives at its inflow before (' || ${usualCount}::int
            || ' new to it in the ' || ${hist}::int || ' days before the window)'
        where entity_id = ${pid}::uuid and kind = 'project'`.execute(trx);
      continue;
    }
    const partly = rows.flatMap((r, i) =>
      !r.thin && (weights[i] ?? 0) < 1 ? [{ r, w: weights[i] ?? 0 }] : [],
    );
    const ids = partly.map((p) => p.r.kol_id);
    const seededIds = partly.filter((p) => p.w > 0).map((p) => p.r.kol_id);
    await sql`insert into kol_newcomers (kol_id, project_id, established_share)
      select unnest(${ids}::uuid[]), ${pid}::uuid, unnest(${partly.map((p) => p.w)}::float8[])`.execute(trx);
    const amounts = sql`round(${x.newcomers}::numeric, 1) || ' of attention over ' || ${window}::int
      || ' days, beside ' || round(${x.thin}::numeric, 1) || ' from thinly backed accounts and '
      || round(${x.established}::numeric, 1) || ' from accounts that posted about it in the ' || ${hist}::int
      || ' days before; the thinly backed accounts exceed what all other accounts license (' || round((100 * ${float8(share)})::numeric)
      || '% of ' || round(${x.newcomers + x.established}::numeric, 1) || ') by ' || round(${cut.excess}::numeric, 1)`;
    const names = (
      list: string[],
    ) => sql`(select string_agg('@' || k.twitter_username, ', ' order by k.twitter_username) from (
        select k.twitter_username from kols k where k.id = any(${list}::uuid[]) order by k.twitter_username limit 5) k)
      || case when ${list.length}::int > 5 then ' and ' || (${list.length}::int - 5) || ' more' else '' end`;
    // Since 1.16.0 the evidence names the accounts counted new (in part) because their earlier
    // posts came while the project's thinly backed accounts exceeded the licence then too.
    const seeded =
      seededIds.length > 0
        ? sql`'; ' || ${seededIds.length}::int || ' of them (' || ${names(seededIds)} || ') posted about it in the '
          || ${hist}::int || ' days before, but only while its thinly backed accounts'
          || ${served ? sql`' that named it over chance then'` : sql`''`}
          || ' exceeded what its other accounts licensed then too ('
          || round(${history.thin}::numeric, 1) || ' against ' || round(${history.newcomers + history.established}::numeric, 1)
          || ', of which ' || round(${history.newcomers}::numeric, 1) || ' from accounts new to it then): they count as established only for '
          || ${float8(historyCut.newcomers)} || ' of their attention'`
        : sql`''`;
    await sql`
      insert into backing_caps (entity_id, kind, multiplier, detail)
      select ${pid}::uuid, 'newcomer', ${float8(cut.newcomers)},
        coalesce('@' || pr.twitter_username, '?') || ': ' || ${ids.length}::int || ' accounts new to it (no post about it in the '
          || ${hist}::int || ' days before the last ' || ${window}::int || '; '
          || ${names(ids)}
          || ') gave it ' || ${amounts}
          || ', which is taken out of the newcomers'' credit: they count for ' || ${float8(cut.newcomers)}
          || ${seeded}
      from projects pr where pr.id = ${pid}::uuid`.execute(trx);
    await sql`
      update backing_caps set multiplier = ${float8(cut.thin)},
        detail = detail || '; since 1.15.0 licensed only by the accounts that posted about it before ('
          || round(${x.established}::numeric, 1) || ') and what is left of the newcomers'' (' || ${float8(cut.newcomers)}
          || ' × ' || round(${x.newcomers}::numeric, 1) || ')'
      where entity_id = ${pid}::uuid and kind = 'project'`.execute(trx);
  }
  await sql`analyze kol_newcomers`.execute(trx);
}

/**
 * Backing circles (docs/methodology.md, "Backing circles", since 1.14.0): over the project
 * window, a project's circle (kol_backing_circles, written by the full run's trust step) may add
 * at most backing.share of the attention to it from accounts outside the circle that are not
 * thinly backed and in no flagged group. Stored as backing_caps of kind 'circle'.
 */
async function circleCaps(trx: Db, req: RecomputeRequest) {
  const m = req.methodology;
  const share = m.coordination.backing.share;
  const circle = m.coordination.backing.circle;
  if (!circle) return;
  const raw = rawSql(m);
  await sql`
    insert into backing_caps (entity_id, kind, multiplier, detail)
    with mult as (select post_id, exp(sum(ln(multiplier))) as mult from post_discounts group by post_id),
    att as (
      select u.pid as entity_id, ci.kol_id is not null as circle,
        sum(${raw} * coalesce(d.mult, 1) * coalesce(k.credibility, 1)) as att
      from posts p
      cross join unnest(p.project_ids) as u(pid)
      join kols k on k.id = p.kol_id
      left join mult d on d.post_id = p.id
      left join kol_backing_circles ci on ci.kol_id = p.kol_id and ci.project_id = u.pid
      where p.day > ${req.asOf}::date - ${m.projectWindowDays}::int and p.day <= ${req.asOf}::date
        and u.pid in (select project_id from kol_backing_circles)
        and (ci.kol_id is not null or not exists (select 1 from kol_backing b where b.kol_id = p.kol_id))
        and not exists (
          select 1 from kol_clusters kc join follow_clusters fc on fc.id = kc.cluster_id
          where kc.kol_id = p.kol_id and fc.earned < 1
        )
      group by 1, 2
    ),
    capped as (
      select t.entity_id, t.att, coalesce(o.att, 0) as other, ${float8(share)} * coalesce(o.att, 0) as cap
      from att t left join att o on o.entity_id = t.entity_id and not o.circle
      where t.circle and t.att > ${float8(share)} * coalesce(o.att, 0)
    ),
    roles as (
      select ci.project_id, count(*) filter (where ci.role = 'voucher')::int as vouchers,
        count(*) filter (where ci.role = 'vouched')::int as vouched,
        count(*) filter (where ci.role = 'co-vouched')::int as covouched,
        array_to_string((array_agg('@' || k.twitter_username order by k.twitter_username)
          filter (where ci.role = 'voucher'))[1:5], ', ') as names
      from kol_backing_circles ci join kols k on k.id = ci.kol_id
      where ci.project_id in (select entity_id from capped)
      group by 1
    )
    select c.entity_id, 'circle', greatest(0.001, round((c.cap / c.att)::numeric, 6))::float8,
      'the backing circle of ' || coalesce('@' || pr.twitter_username, '?') || ': ' || r.vouchers
        || ' accounts that vouch (by follows they do not get back) for at least ' || ${circle.minThin}::int
        || ' thinly backed accounts posting about it (' || coalesce(r.names, '')
        || case when r.vouchers > 5 then ' and ' || (r.vouchers - 5) || ' more' else '' end
        || '), ' || r.vouched || ' thinly backed accounts they vouch for and ' || r.covouched
        || ' accounts at least ' || round(100 * ${float8(circle.mostShare)})::int
        || '% of whose trusted followers are such accounts gave it ' || round(c.att::numeric, 1) || ' of attention over '
        || ${m.projectWindowDays}::int || ' days; a backing circle may add at most ' || round((100 * ${float8(share)})::numeric)
        || '% of the attention from accounts outside it that are not thinly backed (' || round(c.other::numeric, 1) || ')'
    from capped c join roles r on r.project_id = c.entity_id
    left join projects pr on pr.id = c.entity_id`.execute(trx);
}

/**
 * The thin_backing_cap discount on the judged posts of thinly backed accounts about a capped
 * project in the project window or a capped narrative in the narrative window (since 1.12.0):
 * the cap's detail and the account's own numbers (its vouchers and the bar for its size) as
 * evidence. A post about several capped entities takes the smallest multiplier. A full run
 * reads the few thinly backed accounts' posts through posts_kol_idx; a day run reads its
 * working copy.
 */
export async function backingDiscounts(trx: Db, req: RecomputeRequest, range: DayRange) {
  const m = req.methodology;
  const longest = Math.max(m.projectWindowDays, m.narrativeWindowDays);
  // Since 1.12.0 a flagged group's members are judged by their group's caps, not this one.
  const judged = sql`not exists (
    select 1 from kol_clusters kc join follow_clusters fc on fc.id = kc.cluster_id
    where kc.kol_id = b.kol_id and fc.earned < 1
  )`;
  const posts = range
    ? sql`select b.kol_id, b.vouchers, b.concentrated, b.reference, p.id, p.day, p.project_ids, p.narrative_ids
        from day_posts p join kol_backing b on b.kol_id = p.kol_id where ${inRange(req, range)} and ${judged}`
    : sql`select b.kol_id, b.vouchers, b.concentrated, b.reference, p.id, p.day, p.project_ids, p.narrative_ids
        from kol_backing b cross join lateral (
          select p.id, p.day, p.project_ids, p.narrative_ids from posts p
          where p.kol_id = b.kol_id and ${inRange(req, range)}
            and p.day > ${req.asOf}::date - ${longest}::int
            and (cardinality(p.project_ids) > 0 or cardinality(p.narrative_ids) > 0)
        ) p where ${judged}`;
  // Since 1.25.0 an account's multiplier is its share of the allowance (kol_thin_shares, stored
  // only for the accounts over the level: the others' posts keep theirs); before, the cap's own.
  const fair = m.coordination.backing.fairShare === true;
  const multiplier = fair ? sql`ts.multiplier` : sql`bc.multiplier`;
  // Since 1.31.0 a project's cap reaches the capped accounts' posts about it over the narrative
  // window too ("1.31.0: a project's cap on the narrative's older posts"); before, the project window.
  const projectDays = m.coordination.backing.olderPosts ? longest : m.projectWindowDays;
  const share = fair
    ? sql`'; since 1.25.0 the allowance is shared per account, not per post: each thinly backed account keeps its attention to it up to '
        || round(ts.level::numeric, 1) || '; this account gave it ' || round(ts.attention::numeric, 1) || ' and keeps '
        || ts.multiplier || ' of it'`
    : sql`''`;
  await sql`
    insert into ${runDiscounts(range)} (post_id, kind, multiplier, detail)
    select distinct on (x.id) x.id, 'thin_backing_cap', ${multiplier},
      bc.detail || ${share}
        || case when bc.kind = 'project' and x.day <= ${req.asOf}::date - ${m.projectWindowDays}::int
          then '; this post is older than the ' || ${m.projectWindowDays}::int || ' days and counts for the project''s narratives over '
            || ${m.narrativeWindowDays}::int || ' days, where the project''s cap reaches it (since 1.31.0)' else '' end
        || '; this account has ' || trim_scale(round(x.vouchers::numeric, 1)) || ' trusted followers it does not follow back'
        || case when x.concentrated > 0 then ' (' || x.concentrated || ' of them counted in part: each vouches for more posters of one project than max('
          || ${float8(m.coordination.backing.concentration.minCount)} || ', ' || ${float8(m.coordination.backing.concentration.overChance)}
          || ' × chance))' else '' end
        || ', against '
        || round(x.reference::numeric, 1) || ' (' || ${float8(m.coordination.sizeReference.fullShare)} || ' × the median of accounts of its reported size)'
    from (${posts}) x
    join backing_caps bc on (bc.kind = 'project' and bc.entity_id = any(x.project_ids)
        and x.day > ${req.asOf}::date - ${projectDays}::int
        and not exists (select 1 from kol_backing_circles ci where ci.kol_id = x.kol_id and ci.project_id = bc.entity_id))
      or (bc.kind = 'narrative' and bc.entity_id = any(x.narrative_ids)
        and x.day > ${req.asOf}::date - ${m.narrativeWindowDays}::int)
      or (bc.kind = 'narrative_only' and bc.entity_id = any(x.narrative_ids) and cardinality(x.project_ids) = 0
        and x.day > ${req.asOf}::date - ${m.narrativeWindowDays}::int)
    ${fair ? sql`join kol_thin_shares ts on ts.kol_id = x.kol_id and ts.entity_id = bc.entity_id and ts.kind = bc.kind` : sql``}
    order by x.id, ${multiplier}, bc.entity_id`.execute(trx);
  if (m.coordination.backing.circle) await circleDiscounts(trx, req, range);
  if (m.coordination.backing.newcomer) await newcomerDiscounts(trx, req, range);
}

/**
 * The newcomer_cap discount (since 1.15.0) on the posts of a project's newcomers whose credit
 * the full run cut (kol_newcomers) about it in the project window: the cap's detail and the
 * account's own posts about it as evidence. A post about several capped projects takes the
 * smallest multiplier. A full run reads the newcomers' posts through posts_kol_idx; a day run
 * its working copy.
 */
async function newcomerDiscounts(trx: Db, req: RecomputeRequest, range: DayRange) {
  const m = req.methodology;
  const posts = range
    ? sql`select nc.kol_id, nc.project_id, nc.established_share as w, p.id from day_posts p
        join kol_newcomers nc on nc.kol_id = p.kol_id and nc.project_id = any(p.project_ids)
        where ${inRange(req, range)} and p.day > ${req.asOf}::date - ${m.projectWindowDays}::int`
    : sql`select nc.kol_id, nc.project_id, nc.established_share as w, p.id from kol_newcomers nc
        cross join lateral (
          select p.id from posts p
          where p.kol_id = nc.kol_id and nc.project_id = any(p.project_ids) and ${inRange(req, range)}
            and p.day > ${req.asOf}::date - ${m.projectWindowDays}::int
        ) p`;
  await sql`
    insert into ${runDiscounts(range)} (post_id, kind, multiplier, detail)
    select distinct on (x.id) x.id, 'newcomer_cap',
      -- Since 1.16.0 an account established only in part keeps that part (core/domain/newcomer-licence.ts, partlyNewMultiplier).
      greatest(0.001, round((x.w + (1 - x.w) * bc.multiplier)::numeric, 6))::float8,
      'the newcomers of ' || bc.detail || '; this post (' || (select q.external_id from posts q where q.id = x.id) || ') is one of this account''s posts about it in the window'
        || case when x.w > 0 then '; this account counts as established for ' || x.w::text || ' of its attention to it' else '' end
    from (${posts}) x
    join backing_caps bc on bc.kind = 'newcomer' and bc.entity_id = x.project_id
    order by x.id, x.w + (1 - x.w) * bc.multiplier, bc.entity_id`.execute(trx);
}

/**
 * The backing_circle_cap discount (since 1.14.0) on the judged posts of a project's backing
 * circle about it in the project window: the cap's detail and the account's own place in the
 * circle as evidence. A post about several capped projects takes the smallest multiplier. A
 * full run reads the circle members' posts through posts_kol_idx; a day run its working copy.
 */
async function circleDiscounts(trx: Db, req: RecomputeRequest, range: DayRange) {
  const m = req.methodology;
  const posts = range
    ? sql`select ci.role, ci.count, ci.of, ci.project_id, p.id from day_posts p
        join kol_backing_circles ci on ci.kol_id = p.kol_id and ci.project_id = any(p.project_ids)
        where ${inRange(req, range)} and p.day > ${req.asOf}::date - ${m.projectWindowDays}::int`
    : sql`select ci.role, ci.count, ci.of, ci.project_id, p.id from kol_backing_circles ci
        cross join lateral (
          select p.id from posts p
          where p.kol_id = ci.kol_id and ci.project_id = any(p.project_ids) and ${inRange(req, range)}
            and p.day > ${req.asOf}::date - ${m.projectWindowDays}::int
        ) p`;
  await sql`
    insert into ${runDiscounts(range)} (post_id, kind, multiplier, detail)
    select distinct on (x.id) x.id, 'backing_circle_cap', bc.multiplier,
      bc.detail || '; this account ' || case x.role
        when 'voucher' then 'vouches for ' || x.count || ' of those thinly backed accounts'
        when 'vouched' then 'is thinly backed and vouched for by ' || x.count || ' of the circle''s accounts'
        else 'has ' || x.count || ' of its ' || x.of || ' trusted followers among the circle''s accounts' end
    from (${posts}) x
    join backing_caps bc on bc.kind = 'circle' and bc.entity_id = x.project_id
    order by x.id, bc.multiplier, bc.entity_id`.execute(trx);
}
