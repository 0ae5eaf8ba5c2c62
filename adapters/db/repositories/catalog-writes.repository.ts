import type { Kysely } from 'kysely';
import type { KolInput } from '#core/domain/kol.ts';
import { conflict } from '#core/errors.ts';
import type { CatalogWriteRepository, ProjectInput } from '#core/ports/catalog-writes.port.ts';
import type { Database } from '../database.ts';
import { projectProfileColumns } from '../mappers/project.mapper.ts';
import { lockRankings } from '../ranking-engine/table-swap.sql.ts';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
// ON DELETE RESTRICT (reward_pools.project_id) reports this one instead.
const RESTRICT_VIOLATION = '23001';
const code = (e: unknown) => (e as { code?: string }).code;

/** Only the keys present in the input become columns: a PUT may send a partial form. */
function defined<T extends Record<string, unknown>>(row: T): Partial<T> {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const kolColumns = (k: KolInput) =>
  defined({
    twitter_username: k.twitterUsername,
    twitter_display_name: k.twitterDisplayName,
    twitter_avatar_url: k.twitterAvatarUrl,
    twitter_followers_count: k.twitterFollowersCount,
    twitter_description: k.twitterDescription,
    smart_followers_count: k.smartFollowersCount,
  });

/**
 * A mindshare an admin types in is kept in the KOL's scores until the next recompute
 * computes it. Written under the rankings lock: a rebuild running meanwhile would
 * swap in scores read before the write and lose it.
 */
async function setTypedMindshare(trx: Kysely<Database>, id: string, k: KolInput) {
  if (k.kolScorePercentFromTotal === undefined) return;
  await lockRankings(trx);
  await trx
    .insertInto('kol_score_rows')
    .values({ kol_id: id, kol_score_percent_from_total: k.kolScorePercentFromTotal })
    .onConflict((oc) =>
      oc.column('kol_id').doUpdateSet({ kol_score_percent_from_total: k.kolScorePercentFromTotal }),
    )
    .execute();
}

const projectColumns = (p: ProjectInput) =>
  defined({
    twitter_username: p.twitterUsername,
    stage: p.stage,
    featured: p.featured,
    hidden: p.hidden,
    ...projectProfileColumns(p),
  });

export function catalogWritesRepository(db: Kysely<Database>): CatalogWriteRepository {
  const taken = (what: string) => (error: unknown) => {
    if (code(error) === UNIQUE_VIOLATION) throw conflict(`${what} is already taken`);
    if (code(error) === FOREIGN_KEY_VIOLATION) throw conflict('a linked narrative does not exist');
    throw error;
  };

  async function setNarratives(trx: Kysely<Database>, projectId: string, ids: string[] | undefined) {
    if (ids === undefined) return;
    await trx.deleteFrom('project_narratives').where('project_id', '=', projectId).execute();
    if (ids.length) {
      await trx
        .insertInto('project_narratives')
        .values([...new Set(ids)].map((narrative_id) => ({ project_id: projectId, narrative_id })))
        .execute();
    }
  }

  return {
    async createKol(id, input) {
      await db
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto('kols')
            .values({ id, ...kolColumns(input), twitter_username: input.twitterUsername })
            .execute();
          await setTypedMindshare(trx, id, input);
        })
        .catch(taken(`@${input.twitterUsername} or id ${id}`));
    },
    async updateKol(id, input) {
      return db
        .transaction()
        .execute(async (trx) => {
          const res = await trx
            .updateTable('kols')
            .set({ ...kolColumns(input), updated_at: new Date() })
            .where('id', '=', id)
            .executeTakeFirst();
          if (Number(res.numUpdatedRows) === 0) return false;
          await setTypedMindshare(trx, id, input);
          return true;
        })
        .catch(taken(`@${input.twitterUsername}`));
    },
    async deleteKol(id) {
      const res = await db.deleteFrom('kols').where('id', '=', id).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },
    async createProject(id, input) {
      await db
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto('projects')
            .values({ id, ...projectColumns(input), twitter_username: input.twitterUsername })
            .execute();
          await setNarratives(trx, id, input.narrativeIds);
        })
        .catch(taken(`@${input.twitterUsername}`));
    },
    async updateProject(id, input) {
      return db
        .transaction()
        .execute(async (trx) => {
          const res = await trx
            .updateTable('projects')
            .set({ ...projectColumns(input), updated_at: new Date() })
            .where('id', '=', id)
            .executeTakeFirst();
          if (Number(res.numUpdatedRows) === 0) return false;
          await setNarratives(trx, id, input.narrativeIds);
          return true;
        })
        .catch(taken(`@${input.twitterUsername}`));
    },
    async deleteProject(id) {
      const res = await db
        .deleteFrom('projects')
        .where('id', '=', id)
        .executeTakeFirst()
        .catch((error: unknown) => {
          if (code(error) === FOREIGN_KEY_VIOLATION || code(error) === RESTRICT_VIOLATION) {
            throw conflict('the project still has reward pools: delete or move them first');
          }
          throw error;
        });
      return Number(res.numDeletedRows) > 0;
    },
  };
}
