import type { KolProfile } from '../domain/kol.ts';
import type { Narrative } from '../domain/narrative.ts';
import type { PageRequest, Paged } from '../domain/paged.ts';
import type { Project } from '../domain/project.ts';
import type { InfluencerSortField, ProjectSortField } from '../domain/ranking-sort.ts';
import type { ScoreInputs } from '../domain/score-breakdown.ts';
import type { WindowDays } from '../domain/methodology.ts';

export interface InfluencerReadRepository {
  page(request: PageRequest<InfluencerSortField>): Promise<Paged<KolProfile>>;
  /** The first `limit` KOLs by the product's score. */
  top(limit: number): Promise<KolProfile[]>;
  byId(id: string): Promise<KolProfile | null>;
  byUsername(username: string): Promise<KolProfile | null>;
  /** KOLs who posted about the project within the window, by the product's score. */
  forProject(projectId: string, windowDays: number, limit: number): Promise<KolProfile[]>;
  scoreInputs(id: string, windowDays: number): Promise<ScoreInputs | null>;
}

/** Public reads never see hidden projects. */
export interface ProjectReadRepository {
  list(): Promise<Project[]>;
  page(request: PageRequest<ProjectSortField>): Promise<Paged<Project>>;
  featured(): Promise<Project[]>;
  byId(id: string): Promise<Project | null>;
  bySlug(slug: string): Promise<Project | null>;
  /** For staff writes only: hidden projects included. */
  byIdIncludingHidden(id: string): Promise<Project | null>;
}

export interface NarrativeReadRepository {
  /** Mindshare and views over the given window; the three changes always. */
  list(windowDays: WindowDays): Promise<Narrative[]>;
}
