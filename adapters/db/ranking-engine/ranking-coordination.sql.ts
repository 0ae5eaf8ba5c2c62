import { type Kysely, sql } from 'kysely';
import type { RecomputeRequest } from '#core/ports/ranking-engine.port.ts';
import type { Database } from '../database.ts';
import { groupLicence } from '#core/domain/group-licence.ts';
import { ownStandingKinds } from '#core/domain/own-standing.ts';
import { rawSql } from './ranking-rollups.sql.ts';
import {
  type DayRange,
  float8,
  inRange,
  postEntities,
  runDiscounts,
  type Step,
  tiedGroupsTable,
} from './ranking-sql.ts';
import { backingCaps, backingDiscounts } from './ranking-trust-backing.sql.ts';
import { habitDiscounts } from './ranking-habit.sql.ts';

type Db = Kysely<Database>;

const f = float8;

/**
 * Coordination defence (docs/methodology.md, methodology 1.1.0), after the v1
 * discounts: posts of an untrusted follow cluster, a cluster's burst of posts about a
 * project that is new for it, and the cap on what one cluster adds to a project or
 * narrative. Clusters, trust and caps come from the last full run (kol_clusters,
 * follow_clusters, cluster_caps); a day run applies them to the posts of its days.
 */
export async function coordinationDiscounts(trx: Db, req: RecomputeRequest, range: DayRange, step: Step) {
  const c = req.methodology.coordination;
  if (!c.enabled) return;
  // Members' posts of the judged days, by account through posts_kol_idx on a full
  // run (clusters hold few accounts); a day run reads its working copy.
  await sql`drop table if exists member_posts`.execute(trx);
  await step('member posts', async () => {
    if (range) {
      await sql`
        create temp table member_posts on commit drop as
        select p.id, p.kol_id, p.day, p.project_ids, p.narrative_ids, kc.cluster_id
        from day_posts p join kol_clusters kc on kc.kol_id = p.kol_id
        where ${inRange(req, range)}`.execute(trx);
    } else {
      await sql`set local enable_hashjoin = off`.execute(trx);
      await sql`
        create temp table member_posts on commit drop as
        select p.id, p.kol_id, p.day, p.project_ids, p.narrative_ids, kc.cluster_id
        from kol_clusters kc
        cross join lateral (
          select p.id, p.kol_id, p.day, p.project_ids, p.narrative_ids from posts p
          where p.kol_id = kc.kol_id and ${inRange(req, range)}
        ) p`.execute(trx);
      await sql`reset enable_hashjoin`.execute(trx);
    }
    await sql`analyze member_posts`.execute(trx);
  });

  await step('untrusted clusters', () =>
    sql`
      insert into ${runDiscounts(range)} (post_id, kind, multiplier, detail)
      select p.id, 'untrusted_cluster', fc.multiplier,
        'one of ' || fc.size || ' accounts that follow each other (' || fc.sample || '); the trust that reaches them from '
          || 'accounts outside the group is ' || round(fc.earned::numeric, 3) || ' × what accounts in no cluster reporting as many followers earn'
      from member_posts p join follow_clusters fc on fc.id = p.cluster_id
      where fc.multiplier < 1`.execute(trx),
  );

  await step('bursts', () => bursts(trx, req, range));

  if (!range) await step('cluster caps', () => computeCaps(trx, req));
  await step('capped posts', () =>
    sql`
      insert into ${runDiscounts(range)} (post_id, kind, multiplier, detail)
      select distinct on (p.id) p.id, 'cluster_cap', cc.multiplier, cc.detail
      from member_posts p
      join cluster_caps cc on cc.cluster_id = p.cluster_id
        and cc.entity_id = any(p.project_ids || p.narrative_ids)
      where p.day > ${req.asOf}::date - case when cc.entity_id = any(p.project_ids)
          then ${req.methodology.projectWindowDays}::int else ${req.methodology.narrativeWindowDays}::int end
      order by p.id, cc.multiplier, cc.entity_id`.execute(trx),
  );
  await sql`drop table member_posts`.execute(trx);
  // Backed audience (1.11.0): after every other discount, whose cuts its attention counts.
  if (!range) await step('backing caps', () => backingCaps(trx, req));
  await step('thinly backed posts', () => backingDiscounts(trx, req, range));
  // Since 1.40.0, after every cap, which judge the volume the accounts sent: cut first, a push's
  // rest slipped under the newcomer licence's excess (docs/methodology.md, "1.40.0").
  const habit = c.habit;
  if (habit) await step('habit bound', () => habitDiscounts(trx, req, range, habit));
}

/**
 * A judged post about a project is in a burst when at least minAuthors members of its
 * cluster posted about the project in the `days` days up to its day, and the cluster's
 * posts about it in the historyDays before were at most newShare of those. The
 * history is read from posts through posts_kol_idx (members only).
 */
async function bursts(trx: Db, req: RecomputeRequest, range: DayRange) {
  const b = req.methodology.coordination.burst;
  const lookback = b.days + b.historyDays;
  const first = range ? range.from : null;
  await sql`drop table if exists member_mentions`.execute(trx);
  await sql`set local enable_hashjoin = off`.execute(trx);
  await sql`
    create temp table member_mentions on commit drop as
    select p.id, p.external_id, p.kol_id, p.day, kc.cluster_id, m.project_id
    from kol_clusters kc
    cross join lateral (
      select p.id, p.external_id, p.kol_id, p.day, p.project_ids from posts p
      where p.kol_id = kc.kol_id and p.day <= ${req.asOf}::date
        ${first ? sql`and p.day > ${first}::date - ${lookback}::int` : sql``}
    ) p
    cross join unnest(p.project_ids) as m(project_id)`.execute(trx);
  await sql`reset enable_hashjoin`.execute(trx);
  await sql`analyze member_mentions`.execute(trx);
  await sql`
    insert into ${runDiscounts(range)} (post_id, kind, multiplier, detail)
    with judged_days as (
      select distinct m.cluster_id, m.project_id, m.day from member_mentions m
      join member_posts p on p.id = m.id
    ),
    burst as (
      select d.cluster_id, d.project_id, d.day,
        count(distinct x.kol_id) filter (where x.day > d.day - ${b.days}::int) as authors,
        count(*) filter (where x.day > d.day - ${b.days}::int) as recent,
        count(*) filter (where x.day <= d.day - ${b.days}::int) as before,
        (array_agg(x.external_id order by x.day desc, x.id) filter (where x.day > d.day - ${b.days}::int))[1:3] as examples
      from judged_days d
      join member_mentions x on x.cluster_id = d.cluster_id and x.project_id = d.project_id
        and x.day > d.day - ${lookback}::int and x.day <= d.day
      group by d.cluster_id, d.project_id, d.day
    )
    select distinct on (m.id) m.id, 'coordinated_burst', ${f(b.multiplier)},
      s.authors || ' accounts of ' || fc.label || ' (' || fc.sample || ') posted ' || s.recent || ' times about @'
        || coalesce(pr.twitter_username, '?') || ' in ' || ${b.days}::int || ' days, ' || s.before || ' in the '
        || ${b.historyDays}::int || ' days before; the group earned ' || round(fc.earned::numeric, 3)
        || ' of the trust accounts of its members'' reported sizes earn (a burst counts under '
        || ${f(b.maxEarned)} || '); e.g. posts ' || array_to_string(s.examples, ', ')
    from member_mentions m
    join member_posts p on p.id = m.id
    join burst s on s.cluster_id = m.cluster_id and s.project_id = m.project_id and s.day = m.day
    join follow_clusters fc on fc.id = m.cluster_id
    left join projects pr on pr.id = m.project_id
    where s.authors >= ${b.minAuthors}::int and s.before <= ${f(b.newShare)} * s.recent
      and fc.earned < ${f(b.maxEarned)}
    order by m.id, m.project_id`.execute(trx);
  await sql`drop table member_mentions`.execute(trx);
}

/**
 * The cap of each cluster on each project (over the project window) and narrative
 * (over the narrative window): its attention, after the other discounts and with
 * credibility, may add at most cap.share (scaled by the trust it earned) of the smaller
 * of two amounts (1.7.0): the entity's attention from accounts in no cluster (another
 * group's attention is not "everyone else": two groups of one campaign would license
 * each other), and the cluster's share of the network (its members ÷ all accounts)
 * times all attention to entities of that kind (what as many average accounts give in
 * all, so the bound does not grow with the data). One pass over the posts with
 * mentions in the longer window (full runs only).
 */
async function computeCaps(trx: Db, req: RecomputeRequest) {
  const m = req.methodology;
  const share = m.coordination.cap.share;
  // Scaled by the trust the cluster earned from outside: none left for a closed group,
  // the published share at half an ordinary account's, no cap from an ordinary one on.
  const capShare = sql`(${f(share)} * fc.earned / nullif(1 - fc.earned, 0))`;
  await sql`delete from cluster_caps`.execute(trx);
  const raw = rawSql(m);
  const entities = postEntities(req);
  // The neighbourhood of each cluster (1.8.0): accounts in no cluster that follow a member
  // or that a member follows. Their attention does not license the cluster (below).
  await sql`drop table if exists cluster_neighbours, entity_att`.execute(trx);
  // Tied groups (1.18.0): their members' attention is free for the caps of the groups of earlier
  // versions, as it was before 1.18.0 (a tied group is judged, it does not change how others are).
  await tiedGroupsTable(trx);
  await sql`
    create temp table cluster_neighbours on commit drop as
    select distinct kc.cluster_id, x.kol_id
    from kol_clusters kc
    cross join lateral (
      select f.follower_id as kol_id from kol_follows f where f.followee_id = kc.kol_id
      union all
      select f.followee_id from kol_follows f where f.follower_id = kc.kol_id
    ) x
    where not exists (
      select 1 from kol_clusters o where o.kol_id = x.kol_id
        and not exists (select 1 from tied_groups tg where tg.cluster_id = o.cluster_id)
    )`.execute(trx);
  await sql`analyze cluster_neighbours`.execute(trx);
  // Each entity's attention by cluster, and by account for accounts in no cluster.
  await sql`
    create temp table entity_att on commit drop as
    with mult as (select post_id, exp(sum(ln(multiplier))) as mult from post_discounts group by post_id)
      select e.id as entity_id, e.kind, kc.cluster_id,
        case when kc.cluster_id is null or tg.cluster_id is not null then p.kol_id end as kol_id,
        sum(${raw} * coalesce(d.mult, 1) * coalesce(k.credibility, 1)) as att
      from posts p
      join kols k on k.id = p.kol_id
      left join kol_clusters kc on kc.kol_id = p.kol_id
      left join tied_groups tg on tg.cluster_id = kc.cluster_id
      left join mult d on d.post_id = p.id
      ${entities.lateral}
      where ${entities.posts}
      group by 1, 2, 3, 4`.execute(trx);
  await sql`analyze entity_att`.execute(trx);
  await sql`
    insert into cluster_caps (cluster_id, entity_id, multiplier, detail)
    with att as (
      select entity_id, kind, cluster_id, sum(att) as att from entity_att where cluster_id is not null
      group by entity_id, kind, cluster_id
    ),
    unclustered as (
      select entity_id, sum(att) as att from entity_att where kol_id is not null group by entity_id
    ),
    near as (
      select n.cluster_id, x.entity_id, sum(x.att) as att
      from cluster_neighbours n join entity_att x on x.kol_id = n.kol_id
      group by n.cluster_id, x.entity_id
    ),
    everyone as (select kind, sum(att) as att from entity_att group by kind),
    accounts as (select count(*)::float8 as n from kols),
    capped as (
      select a.cluster_id, a.entity_id, a.kind, a.att, greatest(0, coalesce(u.att, 0) - coalesce(nr.att, 0)) as free,
        coalesce(nr.att, 0) as near,
        fc.size::float8 / c.n * ev.att as network, ${capShare} as s,
        ${capShare} * least(greatest(0, coalesce(u.att, 0) - coalesce(nr.att, 0)), fc.size::float8 / c.n * ev.att) as cap
      from att a
      left join unclustered u on u.entity_id = a.entity_id
      left join near nr on nr.cluster_id = a.cluster_id and nr.entity_id = a.entity_id
      join everyone ev on ev.kind = a.kind
      join follow_clusters fc on fc.id = a.cluster_id
      cross join accounts c
      where a.cluster_id is not null and fc.earned < 1
    )
    select x.cluster_id, x.entity_id,
      greatest(0.001, round((x.cap / x.att)::numeric, 6))::float8,
      fc.label || ' (' || fc.sample || ') gave ' || coalesce('@' || pr.twitter_username, n.name, '?') || ' '
        || round(x.att::numeric, 1) || ' of attention over '
        || case x.kind when 'project' then ${m.projectWindowDays}::int else ${m.narrativeWindowDays}::int end
        || ' days; a cluster that earned ' || round(fc.earned::numeric, 3) || ' of the trust accounts of its members'' reported sizes earn may add at most '
        || round((x.s * 100)::numeric, 1) || '% of the smaller of its attention from accounts in no cluster that neither follow a member nor are followed by one ('
        || round(x.free::numeric, 1) || case when x.near > 0 then '; ' || round(x.near::numeric, 1) || ' from such neighbours not counted' else '' end
        || ') and its ' || fc.size || ' members'' share of all accounts'' attention ('
        || round(x.network::numeric, 1) || ')'
    from capped x
    join follow_clusters fc on fc.id = x.cluster_id
    left join projects pr on pr.id = x.entity_id
    left join narratives n on n.id = x.entity_id
    where x.att > x.cap`.execute(trx);
  if (m.coordination.cap.licence) await groupLicenceCaps(trx, req, m.coordination.cap.licence);
  await sql`drop table cluster_neighbours, entity_att`.execute(trx);
}

/**
 * The group licence (docs/methodology.md, "Group licence", since 1.17.0): whatever trust a
 * cluster earned, its attention to a project beyond its established members' may add at most
 * licence.share × the free attention to it (accounts in no cluster out of its reach, as for the
 * cluster cap). Reads the sums per cluster and project over the window, the history before it
 * and the history's own history (one pass over those days' posts about projects); the rule is
 * core/domain/group-licence.ts; the result is written as a cluster cap where it is smaller than
 * the cap above, so day runs, receipts and the standing take it as they take any cluster cap.
 */
async function groupLicenceCaps(
  trx: Db,
  req: RecomputeRequest,
  licence: { share: number; historyDays: number },
) {
  const m = req.methodology;
  const w = m.projectWindowDays;
  const h = licence.historyDays;
  const raw = rawSql(m);
  // Since 1.19.0 a post that names no project stands for the narratives it names, as for the
  // focus groups: a group on a narrative is licensed by the like attention outside its reach.
  const entities = m.coordination.focus.narratives
    ? sql`case when cardinality(p.project_ids) = 0 then p.narrative_ids else p.project_ids end`
    : sql`p.project_ids`;
  await sql`drop table if exists licence_att`.execute(trx);
  await sql`
    create temp table licence_att on commit drop as
    with mult as (select post_id, exp(sum(ln(multiplier))) as mult from post_discounts group by post_id)
    select u.id as project_id, p.kol_id, kc.cluster_id, tg.cluster_id is not null as tied,
      case when p.day > ${req.asOf}::date - ${w}::int then 0
        when p.day > ${req.asOf}::date - ${w + h}::int then 1 else 2 end as period,
      sum(${raw} * coalesce(d.mult, 1) * coalesce(k.credibility, 1)) as att
    from posts p
    join kols k on k.id = p.kol_id
    left join kol_clusters kc on kc.kol_id = p.kol_id
    left join tied_groups tg on tg.cluster_id = kc.cluster_id
    left join mult d on d.post_id = p.id
    cross join unnest(${entities}) as u(id)
    where p.day > ${req.asOf}::date - ${w + 2 * h}::int and p.day <= ${req.asOf}::date
      and cardinality(${entities}) > 0
    group by 1, 2, 3, 4, 5`.execute(trx);
  await sql`analyze licence_att`.execute(trx);
  const { rows } = await sql<{
    cluster_id: number;
    project_id: string;
    attention: number;
    est_full: number;
    est_hist: number;
    hist_new: number;
    free: number;
    hist_free: number;
    members: number;
    established: number;
    tied: boolean;
  }>`
    with per_member as (
      select cluster_id, project_id, kol_id,
        sum(att) filter (where period = 0) as a0, sum(att) filter (where period = 1) as a1,
        bool_or(period = 1) as h1, bool_or(period = 2) as h2
      from licence_att where cluster_id is not null
      group by 1, 2, 3
    ),
    g as (
      select cluster_id, project_id, sum(a0) as attention,
        coalesce(sum(a0) filter (where h1 and h2), 0) as est_full,
        coalesce(sum(a0) filter (where h1 and not h2), 0) as est_hist,
        coalesce(sum(a1) filter (where not h2), 0) as hist_new,
        count(*) filter (where a0 > 0)::int as members,
        count(*) filter (where a0 > 0 and h1)::int as established
      from per_member group by 1, 2
      having sum(a0) > 0
    ),
    free as (
      select project_id, kol_id, bool_or(tied) as tied, coalesce(sum(att) filter (where period = 0), 0) as f0,
        coalesce(sum(att) filter (where period = 1), 0) as f1
      from licence_att where cluster_id is null or tied group by 1, 2
    ),
    gt as (select g.*, exists (select 1 from tied_groups tg where tg.cluster_id = g.cluster_id) as tied from g)
    select g.cluster_id, g.project_id, g.attention, g.est_full, g.est_hist, g.hist_new, g.members, g.established,
      coalesce(sum(f.f0), 0) as free, coalesce(sum(f.f1), 0) as hist_free, g.tied
    from gt g
    left join free f on f.project_id = g.project_id
      -- A tied group's members (1.18.0) are free for the groups of earlier versions, as before
      -- 1.18.0, but never for a tied group: tied groups do not license each other.
      and (not f.tied or not g.tied)
      and not exists (select 1 from cluster_neighbours n where n.cluster_id = g.cluster_id and n.kol_id = f.kol_id)
    group by g.cluster_id, g.project_id, g.attention, g.est_full, g.est_hist, g.hist_new, g.members, g.established, g.tied
    order by g.cluster_id, g.project_id`.execute(trx);
  await sql`drop table licence_att`.execute(trx);
  // A tied group (1.18.0) is licensed tied.share × the free attention (docs/methodology.md, "Tied newcomers").
  const shareOf = (r: { tied: boolean }) =>
    r.tied && m.coordination.tied ? m.coordination.tied.share : licence.share;
  const capped = rows
    .map((r) => ({
      r,
      l: groupLicence(
        {
          attention: Number(r.attention),
          establishedFull: Number(r.est_full),
          establishedInHistory: Number(r.est_hist),
          free: Number(r.free),
          historyNew: Number(r.hist_new),
          historyFree: Number(r.hist_free),
        },
        shareOf(r),
      ),
    }))
    .filter((x) => x.l.multiplier < 1);
  if (capped.length === 0) return;
  const r6 = (x: number) => Math.round(x * 1e6) / 1e6;
  const r1 = (x: number) => (Math.round(x * 10) / 10).toFixed(1);
  const values = sql.join(
    capped.map(
      ({ r, l }) =>
        sql`(${r.cluster_id}::int, ${r.project_id}::uuid, ${r6(l.multiplier)}::float8, ${r1(Number(r.attention))}::text,
          ${r1(l.established)}::text, ${r.established}::int, ${r.members}::int, ${r6(l.historyLicence).toString()}::text,
          ${r1(Number(r.free))}::text, ${shareOf(r)}::float8)`,
    ),
  );
  await sql`
    insert into cluster_caps (cluster_id, entity_id, multiplier, detail)
    select v.cluster_id, v.project_id, v.multiplier,
      fc.label || ' (' || fc.sample || ') gave ' || coalesce('@' || pr.twitter_username, 'the narrative ' || nr.name, '?') || ' ' || v.att
        || ' of attention over ' || ${w}::int || ' days, ' || v.est || ' of it from ' || v.est_members || ' of its '
        || v.members || ' members posting about it that posted about it in the ' || ${h}::int
        || ' days before (counted as far as the group''s attention then was licensed: ' || v.m
        || '); whatever trust a group earned, it may add to '
        || case when nr.id is null then 'a project' else 'a narrative named without a project (since 1.19.0)' end
        || ' beyond its established attention at most '
        || round((v.share * 100)::numeric, 1) || '% of the attention to it from accounts in no cluster that neither follow a member nor are followed by one ('
        || v.free || ') (group licence, since 1.17.0' || case when v.share <> ${f(licence.share)} then '; ' || round((v.share * 100)::numeric, 1)
        || '% for accounts tied only by follows, since 1.18.0' else '' end || ')'
    from (values ${values}) as v(cluster_id, project_id, multiplier, att, est, est_members, members, m, free, share)
    join follow_clusters fc on fc.id = v.cluster_id
    left join projects pr on pr.id = v.project_id
    left join narratives nr on nr.id = v.project_id
    on conflict (cluster_id, entity_id) do update set multiplier = excluded.multiplier, detail = excluded.detail
      where excluded.multiplier < cluster_caps.multiplier`.execute(trx);
}

/**
 * Each cluster's standing (docs/methodology.md, since 1.3.0): the share of its members'
 * attention over the KOL window, with credibility, that the coordination discounts
 * keep. Its members' KOL Score is multiplied by it, so a ring's members cannot rank on
 * the followers, engagement and smart followers it bought. Full runs only; a day run
 * keeps the last full run's.
 */
export async function clusterStanding(trx: Db, req: RecomputeRequest) {
  const m = req.methodology;
  const raw = rawSql(m);
  await sql`
    update follow_clusters fc set standing = x.standing
    from (
      select kc.cluster_id,
        round((sum(${raw} * coalesce(k.credibility, 1) * coalesce(d.mult, 1))
          / nullif(sum(${raw} * coalesce(k.credibility, 1)), 0))::numeric, 6)::float8 as standing
      from kol_clusters kc
      join kols k on k.id = kc.kol_id
      cross join lateral (
        select p.id, p.views, p.likes, p.replies, p.reposts, p.quotes, p.bookmarks from posts p
        where p.kol_id = kc.kol_id and p.day > ${req.asOf}::date - ${m.kolWindowDays}::int and p.day <= ${req.asOf}::date
      ) p
      left join (
        select post_id, exp(sum(ln(multiplier))) as mult from post_discounts
        where kind in ('untrusted_cluster', 'coordinated_burst', 'cluster_cap')
        group by post_id
      ) d on d.post_id = p.id
      group by kc.cluster_id
    ) x
    where x.cluster_id = fc.id and x.standing is not null`.execute(trx);
  await backingStanding(trx, req);
}

/**
 * Each account's backing standing (docs/methodology.md, "Backing standing", since 1.16.0): the
 * share of its attention over the KOL window, with credibility, that the bounds of
 * core/domain/own-standing.ts keep (the backing bounds; since 1.40.0 also the habit bound); stored with the number of posts
 * they cut and the projects those posts are about (the receipt's evidence), only where under 1.
 * The KOL Score is multiplied by it as by a cluster's standing: those bounds say the account's
 * voice on a project was licensed by nothing, and the reach, smart followers and engagement it
 * bought with that voice no longer rank it. Full runs only; a day run keeps the last full run's.
 */
async function backingStanding(trx: Db, req: RecomputeRequest) {
  const m = req.methodology;
  const raw = rawSql(m);
  await sql`delete from kol_backing_standing`.execute(trx);
  if (!m.coordination.backing.standing) return;
  const kinds = ownStandingKinds(m);
  await sql`
    insert into kol_backing_standing (kol_id, standing, posts, projects)
    with hit as (
      select distinct p.kol_id from post_discounts d join posts p on p.id = d.post_id
      where d.kind = any(${kinds}::text[])
        and p.day > ${req.asOf}::date - ${m.kolWindowDays}::int and p.day <= ${req.asOf}::date
    ),
    x as (
      select h.kol_id,
        round((sum(${raw} * coalesce(k.credibility, 1) * coalesce(d.mult, 1))
          / nullif(sum(${raw} * coalesce(k.credibility, 1)), 0))::numeric, 6)::float8 as standing,
        count(d.post_id)::int as posts,
        -- What the cut posts were about: their projects, or the narratives a post names without one.
        (select string_agg(distinct a.about, ', ' order by a.about) from posts q
          join post_discounts qd on qd.post_id = q.id and qd.kind = any(${kinds}::text[])
          cross join lateral (
            select '@' || pr.twitter_username as about from projects pr where pr.id = any(q.project_ids)
            union all
            select 'the narrative ' || n.name from narratives n
            where n.id = any(q.narrative_ids) and cardinality(q.project_ids) = 0
          ) a
          where q.kol_id = h.kol_id and q.day > ${req.asOf}::date - ${m.kolWindowDays}::int and q.day <= ${req.asOf}::date
        ) as projects
      from hit h
      join kols k on k.id = h.kol_id
      cross join lateral (
        select p.id, p.views, p.likes, p.replies, p.reposts, p.quotes, p.bookmarks from posts p
        where p.kol_id = h.kol_id and p.day > ${req.asOf}::date - ${m.kolWindowDays}::int and p.day <= ${req.asOf}::date
      ) p
      left join (
        select post_id, exp(sum(ln(multiplier))) as mult from post_discounts
        where kind = any(${kinds}::text[])
        group by post_id
      ) d on d.post_id = p.id
      group by h.kol_id
    )
    select kol_id, standing, posts, coalesce(projects, '') from x where standing < 1`.execute(trx);
  await sql`analyze kol_backing_standing`.execute(trx);
}
