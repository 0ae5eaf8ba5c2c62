import { type Kysely, sql } from 'kysely';
import { type KolProfile, toKolProfile } from '#core/domain/kol.ts';
import type { ScoreInputs } from '#core/domain/score-breakdown.ts';
import type { InfluencerReadRepository } from '#core/ports/rankings-read.port.ts';
import type { Database } from '../database.ts';
import { toKol } from '../mappers/kol.mapper.ts';
import { type KolProfileRow, selectKolProfiles } from './kol-profiles.query.ts';
import { versioned, withOrders } from './kol-rank-orders.ts';
import { kolWindowsSql } from '../ranking-engine/kol-window-sums.sql.ts';
import { changeSql, shareSql } from '../ranking-engine/ranking-snapshot.sql.ts';
import { receiptInputs } from '../ranking-engine/score-receipt.query.ts';

/** A KOL with its scores to the profile the API serves. */
export function toProfile(r: KolProfileRow): KolProfile {
  return toKolProfile(toKol(r), {
    isBusinessAccount: r.is_business_account,
    accountStatus: r.account_status,
    postingFrequency: r.posting_frequency,
    engagementTotal: r.engagement_total,
    engagementTrend: r.engagement_trend,
    avgLikesTrend: r.avg_likes_trend,
    credibility: r.credibility,
    authenticity: r.authenticity,
  });
}

/** See projects.repository.ts: a read memoized per rankings version. */
type RankedMemo = <T>(key: string, produce: () => Promise<T>) => Promise<T>;

export function influencersRepository(
  db: Kysely<Database>,
  opts: { memo?: RankedMemo } = {},
): InfluencerReadRepository {
  const memo: RankedMemo = opts.memo ?? ((_key, produce) => produce());
  return {
    /**
     * A page is a range of positions in the order of the rankings version (kept in
     * memory, kol-rank-orders.ts), so the last page costs what the first does: the
     * page's rows fetched by key. Descending is position order; ascending reverses the
     * valued rows and keeps rows without a value last.
     */
    async page({ page, limit, sortField, sortDirection }) {
      return withOrders(db, async (orders) => {
        const ranked = orders.ranked(sortField);
        const ids: string[] = [];
        for (let k = (page - 1) * limit + 1; k <= Math.min(page * limit, orders.total); k++) {
          const p = sortDirection === 'desc' || k > ranked ? k : ranked + 1 - k;
          ids.push(orders.at(sortField, p));
        }
        const { version, rows } = await profilesOf(ids);
        return { version, value: { data: rows.map(toProfile), total: orders.total, page, limit } };
      });
    },

    async top(limit) {
      return withOrders(db, async (orders) => {
        const { version, rows } = await profilesOf(orders.slice('mindoMetric', 1, limit));
        return { version, value: rows.map(toProfile) };
      });
    },

    async byId(id) {
      const row = await selectKolProfiles(db).where('k.id', '=', id).executeTakeFirst();
      return row ? toProfile(row) : null;
    },

    async byUsername(username) {
      const row = await selectKolProfiles(db)
        .where(sql`lower(k.twitter_username)`, '=', username.toLowerCase())
        .executeTakeFirst();
      return row ? toProfile(row) : null;
    },

    async forProject(projectId, windowDays, limit) {
      const rows = await selectKolProfiles(db)
        .where('k.id', 'in', (eb) =>
          eb
            .selectFrom('posts')
            .innerJoin('post_projects', 'post_projects.post_id', 'posts.id')
            .select('posts.kol_id')
            .where('post_projects.project_id', '=', projectId)
            .where(
              'posts.day',
              '>',
              sql<string>`coalesce((select as_of from ranking_state where id = 1), current_date) - ${windowDays}::int`,
            ),
        )
        .orderBy(sql`s.mindo_metric desc nulls last`)
        .orderBy('k.id')
        .limit(limit)
        .execute();
      return rows.map(toProfile);
    },

    /**
     * The receipt's inputs come from the last ranking run (memoized per rankings version)
     * except the appeals on its discounted posts, which creators file and staff decide
     * between runs: their state is read every time (one small query) and is part of the
     * key, so a filed or decided appeal shows at once (docs/operations.md, "Soak").
     */
    async scoreInputs(id, windowDays): Promise<ScoreInputs | null> {
      const appeals = await sql<{ stamp: string | null }>`
        select string_agg(a.id::text || ':' || a.status || ':' || (a.applied_at is not null)::text, ',' order by a.id)
          as stamp
        from discount_appeals a where a.kol_id = ${id}`.execute(db);
      const stamp = appeals.rows[0]?.stamp ?? '';
      return memo(`receipt:${id}:${windowDays}:${stamp}`, () => readScoreInputs(id, windowDays));
    },
  };

  /**
   * The profiles of `ids`, in that order, with the rankings version of the same
   * snapshot (to check against the order's).
   */
  async function profilesOf(ids: string[]): Promise<{ version: number; rows: KolProfileRow[] }> {
    const found = await versioned(
      sql`${selectKolProfiles(db).where(ids.length > 0 ? sql<boolean>`k.id in (${sql.join(ids)})` : sql<boolean>`false`)}`,
    ).execute(db);
    const rows = found.rows as (KolProfileRow & { rankings_version: number })[];
    const byId = new Map(rows.filter((r) => r.id !== null).map((r) => [r.id, r]));
    return {
      version: Number(rows[0]?.rankings_version ?? 0),
      rows: ids.flatMap((id) => byId.get(id) ?? []),
    };
  }

  async function readScoreInputs(id: string, windowDays: number): Promise<ScoreInputs | null> {
    // Five independent reads sent together: one round trip of waiting instead of five
    // (the receipt is a hot public read; bench/RESULTS.md, "Soak").
    const asOfSql = sql`(select as_of from ranking_state where id = 1)`;
    const since = sql<string>`coalesce(${asOfSql}, '1970-01-01'::date) - ${windowDays}::int`;
    const [kol, state, sums, windowRows, discounts] = await Promise.all([
      selectKolProfiles(db).where('k.id', '=', id).executeTakeFirst(),
      db
        .selectFrom('ranking_state')
        .select(['smart_set_size', sql<string>`as_of::text`.as('as_of')])
        .where('id', '=', 1)
        .executeTakeFirst(),
      // The engine keeps these sums for the methodology's KOL window, which is the one asked for.
      db
        .selectFrom('kol_window_sums')
        .select(['recent_active_days', 'recent_posts'])
        .where('kol_id', '=', id)
        .executeTakeFirst(),
      sql<{ window_days: number; mindshare_percent: number; change_percent: number | null }>`
          select w.days as window_days, ${shareSql(sql`w.cur`, sql`t.cur`)} as mindshare_percent,
            ${changeSql(sql`w.cur`, sql`w.prev`, sql`t.cur`, sql`t.prev`)} as change_percent
          from (${kolWindowsSql(sql`x.kol_id = ${id}`)}) w
          join kol_window_totals t on t.window_days = w.days
          order by w.days`.execute(db),
      sql<{
        kind: string;
        posts: number;
        average: number;
        examples: { postId: string; multiplier: number; detail: string }[];
      }>`
        select d.kind, count(*)::int as posts, avg(d.multiplier) as average,
          (array_agg(json_build_object('postId', p.external_id, 'multiplier', d.multiplier, 'detail', d.detail)
             order by p.created_at desc, p.id))[1:3] as examples
        from post_discounts d join posts p on p.id = d.post_id
        where p.kol_id = ${id} and p.day > ${since}
        group by d.kind order by d.kind`.execute(db),
    ]);
    if (!kol) return null;
    const asOf = state?.as_of ?? null;
    const activity = {
      days: Number(sums?.recent_active_days ?? 0),
      posts: Number(sums?.recent_posts ?? 0),
    };
    const windows = windowRows.rows;
    return {
      kolId: kol.id,
      twitterUsername: kol.twitter_username,
      asOf,
      followers: kol.twitter_followers_count ?? 0,
      engagementRate: kol.engagement_rate,
      smartFollowersCount: kol.smart_followers_count ?? 0,
      smartSetSize: state?.smart_set_size ?? 0,
      activeDays: activity.days,
      mindsharePercent: kol.kol_score_percent_from_total ?? 0,
      authenticity: kol.authenticity ?? 1,
      credibility: kol.credibility,
      proofOfWork: kol.proof_of_work,
      qualityScore: kol.quality_score,
      kolScore: kol.kol_score,
      mindoMetric: kol.mindo_metric,
      windows: windows.map((w) => ({
        windowDays: w.window_days,
        mindsharePercent: w.mindshare_percent,
        changePercent: w.change_percent,
      })),
      discounts: discounts.rows.map((d) => ({
        kind: d.kind,
        posts: d.posts,
        averageMultiplier: Math.round(Number(d.average) * 1e6) / 1e6,
        examples: d.examples,
      })),
      postsInWindow: activity.posts,
      ...(await receiptInputs(db, { id: kol.id, twitterUsername: kol.twitter_username }, since)),
    };
  }
}
