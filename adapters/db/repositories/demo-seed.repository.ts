import type { Kysely } from 'kysely';
import type { DemoDataSet, DemoSeedRepository } from '#core/ports/demo-seed-repository.port.ts';
import type { Database } from '../database.ts';
import { projectProfileColumns } from '../mappers/project.mapper.ts';
import { writeDemoWork } from './demo-work.repository.ts';
import { writer } from './social-ingest.repository.ts';

export function demoSeedRepository(db: Kysely<Database>): DemoSeedRepository {
  return {
    async isSeeded() {
      const row = await db.selectFrom('demo_seed').select('id').executeTakeFirst();
      return row !== undefined;
    },

    async write(data: DemoDataSet, seed: number) {
      await db
        .transaction()
        .execute(async (trx) => {
          await writeAll(trx, data, seed);
        })
        .catch((error: unknown) => {
          // Another process seeded first: its marker won, this copy rolled back.
          if ((error as { code?: string }).code === UNIQUE_VIOLATION) return;
          throw error;
        });
    },
  };
}

const UNIQUE_VIOLATION = '23505';

async function writeAll(trx: Kysely<Database>, data: DemoDataSet, seed: number) {
  // The marker goes first: a concurrent second start fails on its primary key
  // and rolls back instead of writing a second copy.
  await trx.insertInto('demo_seed').values({ id: 1, seed }).execute();
  await trx
    .insertInto('narratives')
    .values(
      data.narratives.map((n) => ({
        id: n.id,
        name: n.name,
        mindshare_percent: n.mindsharePercent,
        mindshare_change_7d: n.mindshareChange7d,
        mindshare_change_30d: n.mindshareChange30d,
        mindshare_change_90d: n.mindshareChange90d,
        total_views: n.totalViews,
      })),
    )
    .execute();
  for (const p of data.projects) {
    await trx
      .insertInto('projects')
      .values({
        id: p.id,
        twitter_username: p.twitterUsername,
        stage: p.stage,
        featured: p.featured,
        hidden: p.hidden,
        mindshare: p.mindshare,
        mindshare_percent: p.mindsharePercent,
        ...projectProfileColumns(p),
      })
      .execute();
    if (p.narrativeLinks.length) {
      await trx
        .insertInto('project_narratives')
        .values(
          p.narrativeLinks.map((l) => ({
            project_id: p.id,
            narrative_id: l.narrativeId,
            project_mindshare_percent: l.projectMindsharePercent,
          })),
        )
        .execute();
    }
  }
  if (data.pools.length) {
    await trx
      .insertInto('reward_pools')
      .values(
        data.pools.map((p) => ({
          id: p.id,
          project_id: p.projectId,
          title: p.title,
          description: p.description,
          reward: p.reward,
          deadline: p.deadline,
          platforms: p.platforms,
          requirements: p.requirements,
          status: p.status,
          total_amount_cents: p.totalAmountCents,
          reward_rate_cents: p.rewardRateCents,
          reward_unit: p.rewardUnit,
          campaign_target_views: p.campaignTargetViews,
          methodology_version: p.methodologyVersion,
        })),
      )
      .execute();
  }
  const social = writer(trx);
  await social.upsertAccounts(data.accounts, new Date(data.generatedAt));
  await social.insertPosts(data.posts);
  await social.insertFollows(data.follows);
  if (data.work) await writeDemoWork(trx, data.work);
}
