import { type CsvCell, toCsv } from '../domain/csv.ts';
import type { Kol } from '../domain/kol.ts';
import type { PageRequest } from '../domain/paged.ts';
import type { InfluencerSortField } from '../domain/ranking-sort.ts';
import type { BrowseRankings } from './browse-rankings.use-case.ts';

/**
 * CSV exports of the rankings (docs/methodology.md, "Exports"): a leaderboard page and
 * a project's top KOLs. Every row names the methodology version the scores were
 * computed with, so a file read months later still says which formulas it reflects.
 * Public columns only: handles and scores, never a wallet or an email.
 */
const COLUMNS = [
  'position',
  'twitter_username',
  'display_name',
  'mindo_metric',
  'kol_score',
  'quality_score',
  'proof_of_work',
  'engagement_rate',
  'smart_followers',
  'followers',
  'total_posts',
  'methodology_version',
] as const;

const row = (k: Kol, position: number, version: string): CsvCell[] => [
  position,
  k.twitterUsername,
  k.twitterDisplayName,
  k.mindoMetric,
  k.kolScore,
  k.qualityScore,
  k.proofOfWork,
  k.engagementRate,
  k.smartFollowersCount,
  k.twitterFollowersCount,
  k.totalPosts,
  version,
];

export function makeExportRankings(deps: {
  rankings: Pick<BrowseRankings, 'influencersPage' | 'projectInfluencers' | 'project'>;
  /** The methodology version the stored rankings were computed with. */
  methodologyVersion: () => string;
}) {
  return {
    /** One leaderboard page, in the page's order; `position` counts from the first row of page 1. */
    async leaderboardPage(request: PageRequest<InfluencerSortField>) {
      const page = await deps.rankings.influencersPage(request);
      const offset = (page.page - 1) * page.limit;
      const version = deps.methodologyVersion();
      return {
        csv: toCsv(
          COLUMNS,
          page.data.map((k, i) => row(k, offset + i + 1, version)),
        ),
        filename: `leaderboard-${request.sortField}-${request.sortDirection}-page-${page.page}.csv`,
      };
    },

    /** The project's top KOLs as its page lists them (by the product score). */
    async projectTopKols(projectId: string) {
      const project = await deps.rankings.project(projectId);
      const kols = await deps.rankings.projectInfluencers(projectId);
      const version = deps.methodologyVersion();
      return {
        csv: toCsv(
          COLUMNS,
          kols.map((k, i) => row(k, i + 1, version)),
        ),
        filename: `top-kols-${project.twitterUsername}.csv`,
      };
    },
  };
}

export type ExportRankings = ReturnType<typeof makeExportRankings>;
