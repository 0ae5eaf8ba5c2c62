import { sql } from 'kysely';
import t from 'tap';
import { buildTestApp } from '../helpers/app.ts';
import { eachBackend } from '../helpers/databases.ts';
import { NOW } from '../helpers/rankings.ts';

/**
 * Project pages and score receipts keep what the rankings derive per rankings version
 * (docs/operations.md, "Soak"); what changes between runs must still show at once on
 * every replica: a pool's paid-out total and participants (every review and
 * submission), an appeal filed or decided on a receipt's post. Those writes are made
 * here straight in the database, as another replica's request would make them.
 */
t.setTimeout(300_000);

t.test('cached public reads: rankings per version, pools and appeals fresh', async (t) => {
  await eachBackend(t, async (t, database) => {
    const overrides = { clock: { now: () => NOW }, demoKolCount: 40 };
    const { app, seedDemoData } = await buildTestApp(t, database, { overrides });
    await seedDemoData(42);
    const db = database.db;
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url });
      t.equal(res.statusCode, 200, url);
      return res.json();
    };

    await t.test('project page and featured projects', async (t) => {
      const pool = await db
        .selectFrom('reward_pools as p')
        .innerJoin('projects as pr', 'pr.id', 'p.project_id')
        .select(['p.id', 'pr.twitter_username', 'pr.id as project_id', 'pr.featured'])
        .where('pr.hidden', '=', false)
        .orderBy('p.id')
        .executeTakeFirstOrThrow();
      const page = `/api/projects/slug/${pool.twitter_username}`;
      const poolOf = (project: { rewardPools: { id: string; paidOutUsd: number }[] }) =>
        project.rewardPools.find((p) => p.id === pool.id);
      const before = await get(page);
      t.ok(poolOf(before), 'the project page lists its pool');
      await get('/api/projects/featured');

      await db
        .updateTable('reward_pools')
        .set({ paid_out_cents: sql`paid_out_cents + 1234` })
        .where('id', '=', pool.id)
        .execute();
      const after = await get(page);
      t.equal(
        Math.round((poolOf(after)?.paidOutUsd ?? 0) * 100),
        Math.round((poolOf(before)?.paidOutUsd ?? 0) * 100) + 1234,
        'a payout shows on the next read, with no new rankings version',
      );
      if (pool.featured) {
        const featured = await get('/api/projects/featured');
        const mine = featured.find((p: { id: string }) => p.id === pool.project_id);
        t.equal(poolOf(mine)?.paidOutUsd, poolOf(after)?.paidOutUsd, 'and on the featured list');
      }

      // A ranking-derived column changed without a new version is not seen (the cache
      // serves the version's rows); a new version, as a run or catalog edit commits, is.
      await db
        .updateTable('projects')
        .set({ mindshare_percent: 42.5 })
        .where('id', '=', pool.project_id)
        .execute();
      t.equal((await get(page)).mindsharePercent, before.mindsharePercent, 'same version: cached rows');
      await sql`update rankings_version set version = version + 1 where id = 1`.execute(db);
      await new Promise((resolve) => setTimeout(resolve, 600));
      t.equal((await get(page)).mindsharePercent, 42.5, 'a new version is read within its check interval');
    });

    await t.test('narratives: per rankings version', async (t) => {
      const url = '/api/narratives?period=30d';
      const first = (await get(url))[0];
      t.ok(first, 'the demo data set has narratives');
      await db
        .updateTable('mindshare_windows')
        .set({ views: 123_456_789 })
        .where('kind', '=', 'narrative')
        .where('entity_id', '=', first.id)
        .where('window_days', '=', 30)
        .execute();
      t.equal((await get(url))[0].totalViews, first.totalViews, 'same version: the cached list');
      await sql`update rankings_version set version = version + 1 where id = 1`.execute(db);
      await new Promise((resolve) => setTimeout(resolve, 600));
      const after = (await get(url)).find((n: { id: string }) => n.id === first.id);
      t.equal(after?.totalViews, 123_456_789, "a new version reads the run's numbers");
    });

    await t.test('score receipt: an appeal shows at once', async (t) => {
      const hit = (
        await sql<{ kol_id: string; post_id: number; external_id: string; kind: string }>`
          select p.kol_id, p.id as post_id, p.external_id, d.kind
          from post_discounts d join posts p on p.id = d.post_id
          order by p.created_at desc, p.id limit 1`.execute(db)
      ).rows[0];
      if (!hit) throw new Error('the demo data set has no discounted post');
      const url = `/api/influencers/${hit.kol_id}/score`;
      type Row = { postId: string; kind: string; appeal: { status: string } | null };
      const rowOf = (receipt: { discountedPosts: Row[] }) =>
        receipt.discountedPosts.find((p) => p.postId === hit.external_id && p.kind === hit.kind);
      t.equal(rowOf(await get(url))?.appeal, null, 'not appealed yet');
      t.equal(rowOf(await get(url))?.appeal, null, 'read twice: served from the cache');

      const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
      const appealId = crypto.randomUUID();
      await db
        .insertInto('discount_appeals')
        .values({
          id: appealId,
          post_id: hit.post_id,
          kind: hit.kind,
          multiplier: 0.5,
          detail: 'test',
          kol_id: hit.kol_id,
          user_id: user.id,
          reason: 'An original post.',
        })
        .execute();
      t.equal(rowOf(await get(url))?.appeal?.status, 'open', 'a filed appeal shows on the next read');
      await db
        .updateTable('discount_appeals')
        .set({
          status: 'upheld',
          decided_at: NOW,
          decided_by: crypto.randomUUID(),
          decided_by_username: 'cache_test',
          decision_note: 'Checked.',
        })
        .where('id', '=', appealId)
        .execute();
      t.equal(rowOf(await get(url))?.appeal?.status, 'upheld', 'and so does its decision');
    });
  });
});
