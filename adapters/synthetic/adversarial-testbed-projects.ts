import type { Kysely } from 'kysely';
import type { Database } from '#adapters/db/database.ts';
import { TARGETS_113 } from './adversarial-testbed.generator.ts';

/**
 * Adds the four young projects of what was written for 1.13.0 (TARGETS_113, fixed ids),
 * each linked to the existing narrative TARGETS_113.narrative, before any post names them
 * (docs/methodology.md, test bed). The data set's other projects are untouched.
 */
export async function addTestbedProjects113(db: Kysely<Database>) {
  const narrative = await db
    .selectFrom('narratives')
    .select('id')
    .where('name', '=', TARGETS_113.narrative)
    .executeTakeFirstOrThrow();
  const ids = TARGETS_113.projects.map(
    (_, i) => `00000000-0000-4000-8000-0000000113${String(i).padStart(2, '0')}`,
  );
  await db
    .insertInto('projects')
    .values(TARGETS_113.projects.map((h, i) => ({ id: ids[i] as string, twitter_username: h })))
    .execute();
  await db
    .insertInto('project_narratives')
    .values(ids.map((id) => ({ project_id: id, narrative_id: narrative.id })))
    .execute();
}
