import type { KolInput, KolProfile } from '../domain/kol.ts';
import type { Project } from '../domain/project.ts';
import { notFound, unavailable } from '../errors.ts';
import {
  assertMayCreateProject,
  assertMayDeleteProject,
  assertMayUpdateProject,
  type CatalogActor,
} from '../policies/catalog.policy.ts';
import type { CatalogWriteRepository, ProjectInput } from '../ports/catalog-writes.port.ts';
import type { Clock } from '../ports/clock.port.ts';
import type { IdGenerator } from '../ports/id-generator.port.ts';
import type { InfluencerReadRepository, ProjectReadRepository } from '../ports/rankings-read.port.ts';
import type { SocialDataSource } from '../ports/social-data-source.port.ts';
import type { SocialIngestRepository } from '../ports/social-ingest.port.ts';

/**
 * The admin app's catalog writes. KOL writes re-derive the stored rank positions
 * at once so the leaderboard's totals and pages stay exact between recomputes.
 */
export function makeManageCatalog(deps: {
  writes: CatalogWriteRepository;
  influencers: InfluencerReadRepository;
  projects: ProjectReadRepository;
  refreshPositions: () => Promise<void>;
  ids: IdGenerator;
  social: SocialDataSource | null;
  ingest: SocialIngestRepository;
  clock: Clock;
}) {
  const { writes, influencers, projects } = deps;
  const kol = async (id: string): Promise<KolProfile> => {
    const found = await influencers.byId(id);
    if (!found) throw notFound('Influencer');
    return found;
  };
  const project = async (id: string, hiddenOk = true): Promise<Project> => {
    const found = await projects.byIdIncludingHidden(id);
    if (!found || (!hiddenOk && found.hidden)) throw notFound('Project');
    return found;
  };
  return {
    async createKol(input: KolInput): Promise<KolProfile> {
      const id = input.id ?? deps.ids.uuid();
      await writes.createKol(id, input);
      await deps.refreshPositions();
      return kol(id);
    },
    async updateKol(id: string, input: KolInput): Promise<KolProfile> {
      if (!(await writes.updateKol(id, input))) throw notFound('Influencer');
      await deps.refreshPositions();
      return kol(id);
    },
    async deleteKol(id: string): Promise<void> {
      if (!(await writes.deleteKol(id))) throw notFound('Influencer');
      await deps.refreshPositions();
    },
    /** Looks the username up on X and creates or refreshes the tracked account. */
    async enrichKol(username: string): Promise<KolProfile> {
      if (!deps.social) {
        throw unavailable('X is not configured (set X_API_BEARER_TOKEN): enrich needs the X API');
      }
      const profile = await deps.social.lookupUser(username);
      if (!profile) throw notFound(`X account @${username}`);
      await deps.ingest.transaction((w) =>
        w.upsertAccounts(
          [
            {
              username: profile.username,
              xUserId: profile.id,
              displayName: profile.displayName,
              avatarUrl: profile.avatarUrl,
              description: profile.description,
              followersCount: profile.followersCount,
              followingCount: profile.followingCount,
              postCount: profile.postCount ?? null,
              createdAt: profile.createdAt,
            },
          ],
          deps.clock.now(),
        ),
      );
      await deps.refreshPositions();
      const stored = await influencers.byUsername(profile.username);
      if (!stored) throw notFound('Influencer');
      return stored;
    },
    /** A project for those who may edit it, hidden or not (public reads leave hidden ones out). */
    async readProject(actor: CatalogActor, id: string): Promise<Project> {
      assertMayUpdateProject(actor, id);
      return project(id);
    },
    async createProject(actor: CatalogActor, input: ProjectInput): Promise<Project> {
      assertMayCreateProject(actor);
      const id = deps.ids.uuid();
      await writes.createProject(id, input);
      return project(id);
    },
    async updateProject(actor: CatalogActor, id: string, input: ProjectInput): Promise<Project> {
      assertMayUpdateProject(actor, id);
      if (!(await writes.updateProject(id, input))) throw notFound('Project');
      return project(id);
    },
    async deleteProject(actor: CatalogActor, id: string): Promise<void> {
      assertMayDeleteProject(actor);
      if (!(await writes.deleteProject(id))) throw notFound('Project');
    },
  };
}

export type ManageCatalog = ReturnType<typeof makeManageCatalog>;
