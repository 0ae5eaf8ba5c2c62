import { notFound } from '../errors.ts';
import type { KolProfile } from '../domain/kol.ts';
import type { Methodology, WindowDays } from '../domain/methodology.ts';
import { MAX_PAGE_LIMIT, type PageRequest } from '../domain/paged.ts';
import type { InfluencerSortField, ProjectSortField } from '../domain/ranking-sort.ts';
import { buildScoreBreakdown } from '../domain/score-breakdown.ts';
import type {
  InfluencerReadRepository,
  NarrativeReadRepository,
  ProjectReadRepository,
} from '../ports/rankings-read.port.ts';

/** The public read side of the rankings: leaderboard, profiles, projects, narratives. */
export function makeBrowseRankings(deps: {
  influencers: InfluencerReadRepository;
  projects: ProjectReadRepository;
  narratives: NarrativeReadRepository;
  methodology: Methodology;
}) {
  const { influencers, projects, narratives, methodology } = deps;
  const found = <T>(value: T | null, what: string): T => {
    if (value === null) throw notFound(what);
    return value;
  };
  return {
    influencersPage: (request: PageRequest<InfluencerSortField>) => influencers.page(request),
    influencersTop: (limit = MAX_PAGE_LIMIT) => influencers.top(limit),
    influencer: async (id: string) => found(await influencers.byId(id), 'Influencer'),
    influencerScore: async (id: string) =>
      buildScoreBreakdown(
        found(await influencers.scoreInputs(id, methodology.kolWindowDays), 'Influencer'),
        methodology,
      ),
    projectInfluencers: async (projectId: string): Promise<KolProfile[]> => {
      found(await projects.byId(projectId), 'Project');
      return influencers.forProject(projectId, methodology.narrativeWindowDays, 50);
    },
    projectsList: () => projects.list(),
    projectsPage: (request: PageRequest<ProjectSortField>) => projects.page(request),
    projectsFeatured: () => projects.featured(),
    project: async (id: string) => found(await projects.byId(id), 'Project'),
    projectBySlug: async (slug: string) => found(await projects.bySlug(slug), 'Project'),
    narratives: (windowDays: WindowDays = methodology.narrativeWindowDays) => narratives.list(windowDays),
  };
}

export type BrowseRankings = ReturnType<typeof makeBrowseRankings>;
