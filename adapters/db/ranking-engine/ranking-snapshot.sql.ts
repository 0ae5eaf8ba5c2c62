import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { RecomputeRequest } from '#core/ports/ranking-engine.port.ts';
import type { Database } from '../database.ts';
import { kolScoreFormula } from '#core/domain/score-formulas.ts';
import { formulaSql } from './formula-sql.ts';
import { storeKolWindowTotals, weightedMicro } from './kol-window-sums.sql.ts';
import { rebuildKolScores } from './kol-scores.sql.ts';
import { float8, roundTo, type Step } from './ranking-sql.ts';

type Db = Kysely<Database>;

const f = float8;
type Expr = RawBuilder<unknown>;

/** An entity's share of the window's total, in percent. */
export const shareSql = (cur: Expr, totCur: Expr) =>
  sql`case when ${totCur} > 0 then ${roundTo(sql`${cur}::float8 / ${totCur}::float8 * 100`, 6)} else 0 end`;

/** Change of the share against the window before, in percent; null without a share before. */
export const changeSql = (cur: Expr, prev: Expr, totCur: Expr, totPrev: Expr) =>
  sql`case when ${prev} > 0 and ${totPrev} > 0 and ${totCur} > 0
    then ${roundTo(sql`((${cur}::float8 / ${totCur}::float8) / (${prev}::float8 / ${totPrev}::float8) - 1) * 100`, 4)} end`;

/** Mindshare and change for every entity and window: one statement per kind. */
export async function windows(trx: Db, req: RecomputeRequest) {
  await sql`delete from mindshare_windows`.execute(trx);
  await storeKolWindowTotals(trx);
  for (const k of [
    {
      kind: 'project',
      table: 'project_daily',
      id: 'project_id',
      join: sql`join projects x on x.id = d.project_id`,
    },
    {
      kind: 'narrative',
      table: 'narrative_daily',
      id: 'narrative_id',
      join: sql`join narratives x on x.id = d.narrative_id`,
    },
  ] as const) {
    await insertWindows(
      trx,
      k.kind,
      sql`
        select w.days, d.${sql.ref(k.id)} as id,
          coalesce(sum(d.attention_micro) filter (where d.day > ${req.asOf}::date - w.days), 0) as cur,
          coalesce(sum(d.attention_micro) filter (where d.day <= ${req.asOf}::date - w.days), 0) as prev,
          coalesce(sum(d.views) filter (where d.day > ${req.asOf}::date - w.days), 0) as views,
          coalesce(sum(d.posts) filter (where d.day > ${req.asOf}::date - w.days), 0) as posts
        from (values (7), (30), (90)) as w(days)
        join ${sql.table(k.table)} d on d.day > ${req.asOf}::date - 2 * w.days and d.day <= ${req.asOf}::date
        ${k.join}
        group by w.days, d.${sql.ref(k.id)}`,
    );
  }
}

/** Shares of the total and change against the window before, from (days, id, cur, prev, views, posts). */
async function insertWindows(trx: Db, kind: string, agg: ReturnType<typeof sql>) {
  await sql`
    insert into mindshare_windows (kind, entity_id, window_days, attention, mindshare_percent, change_percent, views, posts)
    with agg as (${agg}),
    tot as (select days, sum(cur) as cur, sum(prev) as prev from agg group by days)
    select ${kind}, agg.id, agg.days, round(agg.cur::numeric / 1e6, 6)::float8,
      ${shareSql(sql`agg.cur`, sql`tot.cur`)}, ${changeSql(sql`agg.cur`, sql`agg.prev`, sql`tot.cur`, sql`tot.prev`)},
      agg.views, agg.posts
    from agg join tot on tot.days = agg.days`.execute(trx);
}

/**
 * Every KOL column of the leaderboard and profile dialog, from the window sums, and
 * the rank positions. Mindshare is a share of a total that moves with every new post,
 * so on such a run nearly every KOL's row changes and the table is rebuilt; `few` says
 * the run expects few changed rows, and then only those are written (rebuildKolScores).
 */
export async function kolSnapshot(trx: Db, req: RecomputeRequest, step: Step, few = false) {
  const m = req.methodology;
  const q = m.qualityScore;
  const pow = m.mindoMetric.proofOfWorkBonus;
  const asOf = sql`${req.asOf}::date`;
  const wd = m.kolWindowDays;
  await rebuildKolScores(
    trx,
    sql`
    with work as (select kol_id, proof_of_work as pow from kol_proof_of_work),
    base as (
      select k.id, k.twitter_followers_count, k.smart_followers_count, k.x_post_count, k.last_sync,
        coalesce(${shareSql(weightedMicro(sql.ref(`r.cur_${wd}`), sql`k.credibility`), sql`tot.cur`)}, 0) as mindshare,
        case when r.recent_views > 0 then r.recent_engagement::float8 / r.recent_views * 100 end as er,
        case when r.recent_raw_micro > 0 then r.recent_attention_micro::float8 / r.recent_raw_micro else 1 end as authenticity,
        wk.pow,
        coalesce(r.recent_active_days, 0) as active_days,
        r.recent_posts, r.recent_likes, r.recent_conversation as conversation,
        case when r.recent_active_days > 0 then r.recent_engagement end as recent_e,
        r.e7, r.e7_prev as e7prev, r.likes7::float8 / nullif(r.posts7, 0) as l7,
        r.likes7_prev::float8 / nullif(r.posts7_prev, 0) as l7prev,
        r.life_posts as posts, r.life_views as views, r.life_likes as likes, r.life_replies as replies,
        r.life_reposts as reposts,
        coalesce(k.x_post_count, r.life_posts, 0)::float8
          / greatest(1, extract(epoch from ${asOf} - coalesce(k.twitter_created_at, k.created_at)) / 86400) as freq,
        coalesce(k.smart_followers_count, 0)::float8 / greatest(1, coalesce(st.smart_set_size, 0)) as smart_share,
        -- Since 1.16.0 times the account's backing standing (docs/methodology.md, "Backing standing").
        coalesce(fc.standing, 1) * coalesce(bs.standing, 1) as standing,
        -- Since 1.28.0 reach counts the reported followers as far as they are vouched for (the
        -- formula, docs/methodology.md "1.28.0: reach as far as it is vouched"); 1 unless thinly backed.
        coalesce(kb.backing, 1) as backing
      from kols k
      left join kol_clusters kc on kc.kol_id = k.id
      left join follow_clusters fc on fc.id = kc.cluster_id
      left join kol_backing_standing bs on bs.kol_id = k.id
      left join kol_backing kb on kb.kol_id = k.id
      left join kol_window_sums r on r.kol_id = k.id
      left join work wk on wk.kol_id = k.id
      left join kol_window_totals tot on tot.window_days = ${wd}::int
      left join ranking_state st on st.id = 1
    ),
    s as (
      select b.*, ${formulaSql(kolScoreFormula(m), {
        followers: sql`coalesce(b.twitter_followers_count, 0)`,
        engagementRate: sql`coalesce(b.er, 0)`,
        smartShare: sql`b.smart_share`,
        activeDays: sql`b.active_days`,
        mindshare: sql`b.mindshare`,
        standing: sql`b.standing`,
        backing: sql`b.backing`,
      })} as score
      from base b
    )
    select s.id as kol_id, s.twitter_followers_count, s.smart_followers_count,
      s.mindshare as kol_score_percent_from_total,
      ${roundTo(sql`s.er`, 4)} as engagement_rate,
      ${roundTo(sql`s.authenticity`, 6)} as authenticity,
      s.pow as proof_of_work,
      ${roundTo(sql`s.score`, 2)} as kol_score,
      -- From the stored (rounded) factors, so the receipt multiplies them back to the cent.
      ${roundTo(sql`(${roundTo(sql`s.score`, 2)} * ${roundTo(sql`s.authenticity`, 6)} * (1 + ${f(pow)} * coalesce(s.pow, 0) / 100))`, 2)} as mindo_metric,
      case when coalesce(s.recent_posts, 0) >= ${q.minPosts}::int then ${roundTo(
        sql`(100 * (
          ${f(q.authenticityWeight)} * s.authenticity
        + ${f(q.conversationWeight)} * least(1, 2 * coalesce(s.conversation, 0)::float8 / greatest(1, coalesce(s.recent_likes, 0)))
        ))`,
        2,
      )} end as quality_score,
      coalesce(s.posts, 0)::bigint as total_posts,
      coalesce(s.x_post_count, s.posts, 0)::bigint as total_account_posts,
      ${roundTo(sql`(s.likes::float8 / nullif(s.posts, 0))`, 2)} as avg_likes,
      coalesce(s.likes, 0)::bigint as total_account_likes,
      coalesce(s.views, 0)::bigint as total_account_views,
      coalesce(s.replies, 0)::bigint as total_account_comments,
      coalesce(s.reposts, 0)::bigint as total_account_retweets,
      ${roundTo(sql`s.freq`, 4)} as posting_frequency,
      s.recent_e::bigint as engagement_total,
      case when s.e7prev > 0 then ${roundTo(sql`((coalesce(s.e7, 0)::float8 / s.e7prev - 1) * 100)`, 2)} end as engagement_trend,
      case when s.l7prev > 0 then ${roundTo(sql`((coalesce(s.l7, 0) / s.l7prev - 1) * 100)`, 2)} end as avg_likes_trend,
      coalesce(s.last_sync, ${req.now}::timestamptz) + make_interval(mins => ${req.syncIntervalMinutes}::int) as next_sync,
      case
        when s.last_sync is null then 'pending'
        when s.last_sync < ${req.now}::timestamptz - make_interval(mins => 2 * ${req.syncIntervalMinutes}::int) then 'stale'
        else 'synced' end as sync_status
    from s`,
    step,
    few,
  );
}

export async function catalogSnapshot(trx: Db, req: RecomputeRequest) {
  const m = req.methodology;
  await sql`
    update projects p set
      mindshare = round(coalesce(w.attention, 0)::numeric, 4)::float8,
      mindshare_percent = round(coalesce(w.mindshare_percent, 0)::numeric, 4)::float8
    from projects base
    left join mindshare_windows w on w.kind = 'project' and w.entity_id = base.id and w.window_days = ${m.projectWindowDays}::int
    where p.id = base.id`.execute(trx);
  await sql`
    update narratives n set
      mindshare_percent = round(coalesce(w.mindshare_percent, 0)::numeric, 4)::float8,
      total_views = coalesce(w.views, 0),
      mindshare_change_7d = coalesce(round(c7.change_percent::numeric, 2)::float8, 0),
      mindshare_change_30d = coalesce(round(c30.change_percent::numeric, 2)::float8, 0),
      mindshare_change_90d = coalesce(round(c90.change_percent::numeric, 2)::float8, 0)
    from narratives base
    left join mindshare_windows w on w.kind = 'narrative' and w.entity_id = base.id and w.window_days = ${m.narrativeWindowDays}::int
    left join mindshare_windows c7 on c7.kind = 'narrative' and c7.entity_id = base.id and c7.window_days = 7
    left join mindshare_windows c30 on c30.kind = 'narrative' and c30.entity_id = base.id and c30.window_days = 30
    left join mindshare_windows c90 on c90.kind = 'narrative' and c90.entity_id = base.id and c90.window_days = 90
    where n.id = base.id`.execute(trx);
}
