import { type Kysely, type Selectable, sql } from 'kysely';
import { centsToDollars } from '#core/domain/money.ts';
import type { Project } from '#core/domain/project.ts';
import type { ProjectSortField } from '#core/domain/ranking-sort.ts';
import { toRewardPool } from '#core/domain/reward-pool.ts';
import type { ProjectReadRepository } from '#core/ports/rankings-read.port.ts';
import type { Database } from '../database.ts';
import type { ProjectsTable } from '../tables/catalog.table.ts';
import { selectPools, toPoolRecord } from './reward-pool.query.ts';

type ProjectRow = Selectable<ProjectsTable>;

const SORT_COLUMN: Record<ProjectSortField, keyof ProjectsTable> = {
  mindsharePercent: 'mindshare_percent',
  mindshare: 'mindshare',
  twitterFollowersCount: 'twitter_followers_count',
  coinMarketCap: 'coin_market_cap',
  coinPrice: 'coin_price',
};

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

/**
 * Memoizes a read of ranking-derived rows per rankings version (adapters/main wires the
 * versioned cache of adapters/http/versioned-cache.ts): the projects' rows and narrative
 * links change only with a ranking run or a catalog edit, both of which commit a new
 * version. Without it every read goes to the database.
 */
export type RankedMemo = <T>(key: string, produce: () => Promise<T>) => Promise<T>;

interface RankedProjects {
  rows: ProjectRow[];
  links: { project_id: string; id: string; name: string; project_mindshare_percent: number }[];
}

/**
 * Projects are a catalog of tens to thousands, not a leaderboard of 100k: plain
 * ORDER BY with OFFSET stays cheap here, and every read excludes hidden rows.
 * With `memo`, the public reads (list, featured, by id, by slug) take the projects'
 * rows and narrative links from the rankings-version cache and read only their reward
 * pools, which change with every submission and review, fresh: one query instead of
 * three (docs/operations.md, "Soak").
 */
export function projectsRepository(
  db: Kysely<Database>,
  opts: { memo?: RankedMemo } = {},
): ProjectReadRepository {
  const visible = () => db.selectFrom('projects').selectAll().where('hidden', '=', false);
  const memo: RankedMemo = opts.memo ?? ((_key, produce) => produce());

  async function linksOf(rows: ProjectRow[]): Promise<RankedProjects> {
    if (rows.length === 0) return { rows, links: [] };
    const links = await db
      .selectFrom('project_narratives')
      .innerJoin('narratives', 'narratives.id', 'project_narratives.narrative_id')
      .select([
        'project_narratives.project_id',
        'narratives.id',
        'narratives.name',
        'project_narratives.project_mindshare_percent',
      ])
      .where(
        'project_narratives.project_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('project_narratives.project_mindshare_percent', 'desc')
      .orderBy('narratives.name')
      .execute();
    return { rows, links };
  }

  const ranked = (key: string, rows: () => Promise<ProjectRow[]>) =>
    memo(`projects:${key}`, async () => linksOf(await rows()));

  async function hydrate(rows: ProjectRow[]): Promise<Project[]> {
    return assemble(await linksOf(rows));
  }

  async function assemble({ rows, links }: RankedProjects): Promise<Project[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const pools = (
      await selectPools(db).where('p.project_id', 'in', ids).orderBy('p.created_at').orderBy('p.id').execute()
    ).map(toPoolRecord);
    return rows.map((r) => {
      const own = pools.filter((p) => p.projectId === r.id);
      const rewardPools = own.map(toRewardPool);
      const totalCents = own.reduce((sum, p) => sum + p.totalAmountCents, 0);
      return {
        id: r.id,
        stage: r.stage,
        featured: r.featured,
        hidden: r.hidden,
        mindshare: r.mindshare,
        mindsharePercent: r.mindshare_percent,
        twitterUsername: r.twitter_username,
        twitterId: r.twitter_id,
        twitterDisplayName: r.twitter_display_name,
        twitterAvatarUrl: r.twitter_avatar_url,
        twitterDescription: r.twitter_description,
        twitterDescriptionLink: r.twitter_description_link,
        twitterFollowersCount: r.twitter_followers_count,
        twitterFollowingCount: r.twitter_following_count,
        twitterIsVerified: r.twitter_is_verified,
        twitterGoldBadge: r.twitter_gold_badge,
        twitterLang: r.twitter_lang,
        twitterCreatedAt: iso(r.twitter_created_at),
        smartFollowersCount: r.smart_followers_count,
        coinSymbol: r.coin_symbol,
        coinMarketCap: r.coin_market_cap,
        coinPrice: r.coin_price,
        coinContractAddress: r.coin_contract_address,
        coinName: r.coin_name,
        coinImageUrl: r.coin_image_url,
        narrativeLinks: links
          .filter((l) => l.project_id === r.id)
          .map((l) => ({
            narrative: { id: l.id, name: l.name },
            projectMindsharePercent: l.project_mindshare_percent,
          })),
        rewardPools,
        totalRewardPoolUsd: centsToDollars(totalCents),
      };
    });
  }

  return {
    async list() {
      return assemble(
        await ranked('list', () =>
          visible().orderBy(sql`mindshare_percent desc nulls last`).orderBy('id').execute(),
        ),
      );
    },

    async page({ page, limit, sortField, sortDirection }) {
      const col = sql.ref(SORT_COLUMN[sortField]);
      const order = sortDirection === 'desc' ? sql`${col} desc nulls last` : sql`${col} asc nulls last`;
      const [rows, count] = await Promise.all([
        visible()
          .orderBy(order)
          .orderBy('id', sortDirection)
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        db
          .selectFrom('projects')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('hidden', '=', false)
          .executeTakeFirstOrThrow(),
      ]);
      return { data: await hydrate(rows), total: count.n, page, limit };
    },

    async featured() {
      return assemble(
        await ranked('featured', () =>
          visible()
            .where('featured', '=', true)
            .orderBy(sql`mindshare_percent desc nulls last`)
            .orderBy('id')
            .execute(),
        ),
      );
    },

    async byId(id) {
      const [project] = await assemble(
        await ranked(`id:${id}`, () => visible().where('id', '=', id).execute()),
      );
      return project ?? null;
    },

    async byIdIncludingHidden(id) {
      const [project] = await hydrate(
        await db.selectFrom('projects').selectAll().where('id', '=', id).execute(),
      );
      return project ?? null;
    },

    async bySlug(slug) {
      const lower = slug.toLowerCase();
      const [project] = await assemble(
        await ranked(`slug:${lower}`, () =>
          visible().where(sql`lower(twitter_username)`, '=', lower).execute(),
        ),
      );
      return project ?? null;
    },
  };
}
