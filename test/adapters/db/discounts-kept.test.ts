import { sql } from 'kysely';
import t from 'tap';
import { rankingEngine } from '#adapters/db/ranking-engine/ranking-engine.repository.ts';
import { eachBackend } from '../../helpers/databases.ts';
import { kolSnapshot, recomputeRequest, seedRankingData } from '../../helpers/rankings.ts';

// A full run keeps the discounts of posts whose inputs did not change and judges the
// rest again (migration 2026-11-28-50, docs/methodology.md "Work in proportion to
// change"): after writes of every kind its discounts, population and ranking must equal
// those of a run that judges every post.
t.test('a full run that keeps discounts equals one that judges every post', async (t) => {
  await eachBackend(t, async (t, handle) => {
    const { db } = handle;
    await seedRankingData(handle, {
      kols: 90,
      botRings: [{ size: 5, postsPerDay: 2, days: 3, target: 'gammafi' }],
    });
    const steps: string[] = [];
    const engine = rankingEngine(db, { onStep: (name) => steps.push(name) });
    const discounts = async () =>
      (
        await sql<{ post_id: string; kind: string; multiplier: number; detail: string }>`
          select post_id, kind, multiplier, detail from post_discounts order by post_id, kind`.execute(db)
      ).rows;
    const population = async () =>
      (await sql`select ratio_mean, ratio_stddev from ranking_state where id = 1`.execute(db)).rows;
    const ofKind = (rows: { kind: string }[], kind: string) => rows.filter((r) => r.kind === kind).length;

    await engine.recompute(recomputeRequest('full', '2026-11-21'));
    t.ok(
      steps.includes('discounts: duplicate candidates: every post'),
      'the first full run judges every post',
    );
    const before = await discounts();
    t.ok(ofKind(before, 'near_duplicate') > 0, 'the bot ring is paired');
    t.same((await sql`select day from post_discount_stale`.execute(db)).rows, [], 'and takes every mark');

    // Writes of every kind: metrics refreshed into outliers, a paired post deleted, a
    // text copied by two more authors, an account made young and a young one old.
    await sql`update posts set views = 500, likes = 5000
      where id in (select id from posts where day = '2026-11-10' order by id limit 3)`.execute(db);
    await sql`delete from posts where id = (
      select min(d.post_id) from post_discounts d where d.kind = 'near_duplicate')`.execute(db);
    const [a, b, c] = (
      await sql<{ id: string }>`select id from kols order by id limit 3`.execute(db)
    ).rows.map((r) => r.id);
    const original = (
      await sql<{ id: string }>`
        select id from posts where kol_id = ${a} and text_len >= 20 and day < '2026-11-20' order by id limit 1`.execute(
        db,
      )
    ).rows[0];
    for (const [external, author, hours] of [
      ['copy-b', b, 1],
      ['copy-c', c, 2],
    ] as const)
      await sql`
        insert into posts (external_id, kol_id, created_at, day, text, text_hash, text_len, views, likes, replies, reposts)
        select ${external}, ${author}, created_at + make_interval(hours => ${hours}::int), day, text, text_hash,
          text_len, views, likes, replies, reposts
        from posts where id = ${original?.id}`.execute(db);
    await sql`update kols set twitter_created_at = '2026-11-01T00:00:00Z'
      where id = (select id from kols order by id offset 10 limit 1)`.execute(db);
    await sql`update kols set twitter_created_at = '2020-01-01T00:00:00Z'
      where id = (select p.kol_id from post_discounts d join posts p on p.id = d.post_id
        where d.kind = 'young_account' order by p.id limit 1)`.execute(db);

    // A day later: the as-of day moves, the population with it.
    steps.length = 0;
    await engine.recompute(recomputeRequest('full', '2026-11-22'));
    t.ok(steps.includes('discounts: marks'), 'the next full run takes the marks');
    t.notOk(
      steps.includes('discounts: duplicate candidates: every post'),
      'and judges the posts of the marked days, not every post',
    );
    const kept = await discounts();
    const keptPopulation = await population();
    const keptRanks = await kolSnapshot(handle);
    t.notSame(kept, before, 'the writes changed discounts');

    await sql`delete from post_discounts_state`.execute(db);
    await sql`delete from dup_candidates_state`.execute(db);
    steps.length = 0;
    await engine.recompute(recomputeRequest('full', '2026-11-22'));
    t.ok(
      steps.includes('discounts: duplicate candidates: every post'),
      'without kept state every post is judged',
    );
    t.same(kept, await discounts(), 'the same discounts, kinds, multipliers and details');
    t.same(keptPopulation, await population(), 'the same population');
    t.same(keptRanks, await kolSnapshot(handle), 'the same ranking');
  });
});
