import { type Kysely, sql } from 'kysely';
import t from 'tap';
import type { Database } from '#adapters/db/database.ts';
import { rankingEngine } from '#adapters/db/ranking-engine/ranking-engine.repository.ts';
import { freshDatabase, postgresOnly } from '../../helpers/databases.ts';
import { recomputeRequest, seedRankingData } from '../../helpers/rankings.ts';

/**
 * What a full run keeps between runs (the follow graph, the texts to pair; docs/methodology.md,
 * "Work in proportion to change") under a write in flight while the run takes the marks: the
 * run must either wait for the write and see it, or leave its mark for the next run, never
 * keep state without the write and without a mark. The write finds its mark already set by
 * an earlier committed write, the case in which a plain `on conflict do nothing` held no lock.
 */

/** Runs `write` in a transaction held open while a full run starts; commits once the run waits or ends. */
async function writeDuringFullRun(db: Kysely<Database>, write: (conn: Kysely<Database>) => Promise<void>) {
  const engine = rankingEngine(db);
  let commit!: () => void;
  const committed = new Promise<void>((resolve) => {
    commit = resolve;
  });
  let written!: () => void;
  const inFlight = new Promise<void>((resolve) => {
    written = resolve;
  });
  const writer = db.connection().execute(async (conn) => {
    await sql`begin`.execute(conn);
    await write(conn);
    written();
    await committed;
    await sql`commit`.execute(conn);
  });
  await inFlight;
  let finished = false;
  const run = engine.recompute(recomputeRequest('full')).finally(() => {
    finished = true;
  });
  const until = Date.now() + 30_000;
  while (!finished && Date.now() < until) {
    // Only this test's database: other test files share the server.
    const waiting = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if ((waiting.rows[0]?.n ?? 0) > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  commit();
  await writer;
  await run;
}

t.test('a follow written while a full run reads the graph is never lost', async (t) => {
  await postgresOnly(t, 'postgres', async (t) => {
    const handle = await freshDatabase(t, 'postgres');
    const { db } = handle;
    await seedRankingData(handle, { kols: 40 });
    const engine = rankingEngine(db);
    await engine.recompute(recomputeRequest('full'));
    const graphOf = async () =>
      (await sql`select id, pagerank, trust, smart_followers_count from kols order by id`.execute(db)).rows;
    await sql`insert into follow_graph_stale (id) values (1) on conflict do nothing`.execute(db);

    // Ten accounts start following the least-followed one.
    await writeDuringFullRun(db, async (conn) => {
      await sql`
        insert into kol_follows (follower_id, followee_id)
        select k.id, (select id from kols order by pagerank, id limit 1) from kols k
        where k.id <> (select id from kols order by pagerank, id limit 1)
        order by k.pagerank desc, k.id limit 10
        on conflict do nothing`.execute(conn);
    });

    await engine.recompute(recomputeRequest('full'));
    const kept = await graphOf();
    await sql`delete from follow_graph_kept`.execute(db);
    await engine.recompute(recomputeRequest('full'));
    t.same(kept, await graphOf(), 'the next run ranks the new follows, as a run that reads the graph afresh');
  });
});

t.test('a post written while a full run takes the marked days is paired', async (t) => {
  await postgresOnly(t, 'postgres', async (t) => {
    const handle = await freshDatabase(t, 'postgres');
    const { db } = handle;
    await seedRankingData(handle, {
      kols: 40,
      botRings: [{ size: 5, postsPerDay: 2, days: 3, target: 'gammafi' }],
    });
    const steps: string[] = [];
    const engine = rankingEngine(db, { onStep: (name) => steps.push(name) });
    await engine.recompute(recomputeRequest('full'));
    const [a, b, c] = (
      await sql<{ id: string }>`select id from kols order by id limit 3`.execute(db)
    ).rows.map((r) => r.id);
    const original = (
      await sql<{ id: string }>`
        select id from posts where kol_id = ${a} and text_len >= 20 order by id limit 1`.execute(db)
    ).rows[0];
    const copy = (external: string, author: string | undefined, hours: number) => sql`
      insert into posts (external_id, kol_id, created_at, day, text, text_hash, text_len, views, likes, replies, reposts)
      select ${external}, ${author}, created_at + make_interval(hours => ${hours}::int), day, text, text_hash,
        text_len, views, likes, replies, reposts
      from posts where id = ${original?.id}`;
    // A second author's copy, committed: its day is marked. The third comes during a run.
    await copy('copy-b', b, 1).execute(db);
    await writeDuringFullRun(db, async (conn) => {
      await copy('copy-c', c, 2).execute(conn);
    });

    const discounted = async () =>
      (
        await sql<{ post_id: string; kind: string; multiplier: number }>`
          select post_id, kind, multiplier from post_discounts order by post_id, kind`.execute(db)
      ).rows;
    steps.length = 0;
    await engine.recompute(recomputeRequest('full'));
    t.notOk(
      steps.includes('discounts: duplicate candidates: every post'),
      'the next run judges the marked days only (kept discounts)',
    );
    const keptRun = await discounted();
    await sql`delete from dup_candidates_state`.execute(db);
    await sql`delete from post_discounts_state`.execute(db);
    await engine.recompute(recomputeRequest('full'));
    t.same(keptRun, await discounted(), 'and pairs the three copies as grouping every post does');
  });
});

t.test(
  "a post's new metrics written while a full run takes the marked days are in the day's rollup",
  async (t) => {
    await postgresOnly(t, 'postgres', async (t) => {
      const handle = await freshDatabase(t, 'postgres');
      const { db } = handle;
      await seedRankingData(handle, { kols: 40 });
      const engine = rankingEngine(db);
      await engine.recompute(recomputeRequest('full'));
      // Two posts of one day: a metrics refresh of the first commits (its day is marked), the
      // second's comes during a run. A refresh sets neither text nor day, so only this mark
      // holds it (the near-duplicate marks do not).
      const [first, second] = (
        await sql<{ id: string }>`
        select id from posts where day = (select day from posts order by views desc, id limit 1)
        order by views desc, id limit 2`.execute(db)
      ).rows.map((r) => r.id);
      const refresh = (id: string | undefined) =>
        sql`update posts set views = views * 3, likes = likes * 3 where id = ${id}`;
      await refresh(first).execute(db);
      await writeDuringFullRun(db, async (conn) => {
        await refresh(second).execute(conn);
      });

      const rollups = async () => (await sql`select * from kol_daily order by kol_id, day`.execute(db)).rows;
      await engine.recompute(recomputeRequest('full'));
      const kept = await rollups();
      await sql`delete from kol_daily_state`.execute(db);
      await engine.recompute(recomputeRequest('full'));
      t.same(kept, await rollups(), 'the next run keeps rollups with both refreshes, as a rebuild does');
    });
  },
);
