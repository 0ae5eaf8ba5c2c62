import { sql } from 'kysely';
import t from 'tap';
import { KOL_SORT_COLUMNS } from '#adapters/db/ranking-engine/kol-scores.sql.ts';
import { kolWindowsSql, updateSums } from '#adapters/db/ranking-engine/kol-window-sums.sql.ts';
import { rankingEngine } from '#adapters/db/ranking-engine/ranking-engine.repository.ts';
import { shareSql } from '#adapters/db/ranking-engine/ranking-snapshot.sql.ts';
import { METHODOLOGY_V1 } from '#core/domain/methodology.ts';
import { eachBackend } from '../../helpers/databases.ts';
import { kolSnapshot, recomputeRequest, seedRankingData } from '../../helpers/rankings.ts';

t.test('the engine computes consistent, reproducible rankings', async (t) => {
  await eachBackend(t, async (t, handle) => {
    const { db } = handle;
    await seedRankingData(handle, {
      kols: 120,
      // Near-duplicates on the as-of day: the day run redoes their discounts.
      botRings: [{ size: 6, postsPerDay: 2, days: 3, target: 'gammafi' }],
    });
    const steps: string[] = [];
    const engine = rankingEngine(db, { onStep: (name) => steps.push(name) });
    t.equal(await engine.lastFullRun(), null, 'no run before the first');
    const run = await engine.recompute(recomputeRequest('full'));
    t.equal(run.mode, 'full');
    t.ok(run.postsConsidered > 500, `the run read the posts (${run.postsConsidered})`);

    const sums = await sql<{ kind: string; window_days: number; total: number }>`
      select kind, window_days, sum(mindshare_percent) as total from mindshare_windows group by 1, 2
      union all
      select 'kol', w.days, sum(${shareSql(sql`w.cur`, sql`t.cur`)})
      from (${kolWindowsSql()}) w join kol_window_totals t on t.window_days = w.days group by 2
      order by 1, 2`.execute(db);
    t.equal(sums.rows.length, 9, 'three kinds × three windows');
    for (const r of sums.rows) {
      t.ok(Math.abs(Number(r.total) - 100) < 0.01, `${r.kind} ${r.window_days}D mindshare adds up to 100`);
    }

    const kols = await kolSnapshot(handle);
    const scored = kols.filter((k) => k.kol_score !== null);
    t.equal(scored.length, kols.length, 'every KOL has a score');
    t.ok(
      kols.some((k) => Number(k.smart_followers_count) > 0),
      'some KOLs have smart followers',
    );
    const positions = kols.map((k) => Number(k.pos_kol_score)).sort((a, b) => a - b);
    t.same(
      positions,
      kols.map((_, i) => i + 1),
      'stored positions are a permutation of 1..n',
    );
    const byPos = [...kols].sort((a, b) => Number(a.pos_kol_score) - Number(b.pos_kol_score));
    for (let i = 1; i < byPos.length; i++) {
      if (Number(byPos[i].kol_score) > Number(byPos[i - 1].kol_score)) {
        t.fail(`position ${i + 1} outranks position ${i}`);
        break;
      }
    }

    const projects = await db
      .selectFrom('projects')
      .select(['twitter_username', 'mindshare_percent'])
      .execute();
    t.ok(
      projects.every((p) => p.mindshare_percent !== null),
      'every project has a mindshare',
    );
    const narratives = await db.selectFrom('narratives').selectAll().execute();
    t.ok(
      narratives.every((n) => n.total_views > 0 && n.mindshare_percent > 0),
      'narratives have views and mindshare',
    );

    await engine.recompute(recomputeRequest('full'));
    t.same(await kolSnapshot(handle), kols, 'a second full run gives exactly the same KOLs');
    const windows = await sql`select * from mindshare_windows order by kind, entity_id, window_days`.execute(
      db,
    );
    const windowSums = await sql`select * from kol_window_sums order by kol_id`.execute(db);
    const discountedToday = await sql<{ n: number }>`
      select count(*)::int as n from post_discounts d join posts p on p.id = d.post_id where p.day = '2026-11-22'`.execute(
      db,
    );
    t.ok(
      Number(discountedToday.rows[0]?.n) > 0,
      'the as-of day has discounted posts for the day run to redo',
    );
    steps.length = 0;
    await engine.recompute(recomputeRequest('day'));
    t.same(await kolSnapshot(handle), kols, 'an incremental day over unchanged data gives the same KOLs');
    t.ok(steps.includes('kol scores: changed rows'), 'it compares the KOL rows with the stored ones');
    t.notOk(steps.includes('kol scores: indexes'), 'and, none having changed, rebuilds no table');
    t.same(
      (await sql`select * from mindshare_windows order by kind, entity_id, window_days`.execute(db)).rows,
      windows.rows,
      'and the same windows',
    );
    t.same(
      (await sql`select * from kol_window_sums order by kol_id`.execute(db)).rows,
      windowSums.rows,
      'and the same per-KOL window sums',
    );
    t.equal((await engine.lastFullRun())?.mode, 'full');
  });
});

t.test('sums kept by day runs equal a fresh sum of the rollups', async (t) => {
  await eachBackend(t, async (t, handle) => {
    const { db } = handle;
    await seedRankingData(handle, { kols: 80 });
    const engine = rankingEngine(db);
    const keptEqualsFresh = async (asOf: string) => {
      const kept = (await sql`select * from kol_window_sums order by kol_id`.execute(db)).rows;
      const fresh = await db.transaction().execute(async (trx) => {
        await updateSums(trx, METHODOLOGY_V1.kolWindowDays, asOf, {
          full: true,
          rewritten: [],
          boundary: [],
          previousAsOf: null,
        });
        return (await sql`select * from kol_window_sums order by kol_id`.execute(trx)).rows;
      });
      t.ok(kept.length > 0, `${asOf}: ${kept.length} KOLs have sums`);
      t.same(kept, fresh, `${asOf}: the kept sums equal a fresh sum, exactly`);
    };
    const postsOn = async (...days: string[]) =>
      Number(
        (
          await sql<{
            n: string;
          }>`select count(*)::text as n from posts where day = any(${days}::date[])`.execute(db)
        ).rows[0]?.n,
      );
    await engine.recompute(recomputeRequest('full'));
    // New posts on the next days (copies of recent ones under new ids), then day runs
    // one day and three days later: ranges move and rows enter and leave windows. The
    // first run after midnight leaves the unchanged day before alone; the run three days
    // later also rolls up the day in between that no run has seen. The one-day move joins
    // its parts of the sums' change by KOL; the three-day move has more than 16 parts
    // (three days per window edge) and groups them (kol-window-sums.sql.ts).
    for (const [days, asOf, read] of [
      [['2026-11-23'], '2026-11-23', ['2026-11-23']],
      [['2026-11-24', '2026-11-26'], '2026-11-26', ['2026-11-24', '2026-11-25', '2026-11-26']],
    ] as const) {
      for (const day of days) {
        await sql`
          insert into posts (external_id, kol_id, created_at, day, text, text_hash, text_len, views, likes, replies,
            reposts, quotes, bookmarks, project_ids, narrative_ids)
          select 'copy-' || ${day} || '-' || id, kol_id, ${day}::date + interval '9 hours', ${day}::date, text, text_hash,
            text_len, views + 7, likes + 1, replies, reposts, quotes, bookmarks, project_ids, narrative_ids
          from posts where day = '2026-11-21'`.execute(db);
      }
      const run = await engine.recompute(recomputeRequest('day', asOf));
      t.equal(run.mode, 'day', `${asOf} is a day run`);
      t.equal(run.postsConsidered, await postsOn(...read), `${asOf} rewrote ${read.join(', ')}`);
      await keptEqualsFresh(asOf);
    }
    await sql`
      insert into posts (external_id, kol_id, created_at, day, text, text_hash, text_len, views, likes, replies, reposts)
      select 'late-' || id, kol_id, '2026-11-25T23:00:00Z', '2026-11-25', text, text_hash, text_len, views, likes, replies, reposts
      from posts where day = '2026-11-26' order by id limit 1`.execute(db);
    const late = await engine.recompute(recomputeRequest('day', '2026-11-26'));
    t.equal(
      late.postsConsidered,
      await postsOn('2026-11-25', '2026-11-26'),
      'a post arriving late for the day before makes the next run rewrite that day too',
    );
    await keptEqualsFresh('2026-11-26');
    const again = await engine.recompute(recomputeRequest('day', '2026-11-26'));
    t.equal(
      again.postsConsidered,
      await postsOn('2026-11-26'),
      'a second run on the same day rewrites only that day',
    );
    const lifetime = await sql<{ kept: string; counted: string }>`
      select (select sum(life_posts) from kol_window_sums)::text as kept,
        (select count(*) from posts p join kols k on k.id = p.kol_id where p.day <= '2026-11-26')::text as counted`.execute(
      db,
    );
    t.equal(lifetime.rows[0]?.kept, lifetime.rows[0]?.counted, 'lifetime post counts match the posts');
    t.equal(
      (await engine.recompute(recomputeRequest('day', '2026-12-04'))).mode,
      'full',
      'a day run more than a week after the last run is a full run',
    );
  });
});

t.test('a field keeps its stored positions only while its values hold', async (t) => {
  await eachBackend(t, async (t, handle) => {
    const { db } = handle;
    await seedRankingData(handle, { kols: 40 });
    const engine = rankingEngine(db);
    // Every field's positions against a sort of its values (descending, missing last, ties by id).
    const positionsMatchValues = async (label: string) => {
      const rows = (
        await sql<Record<string, string | number | null>>`
          select s.*, k.twitter_followers_count, k.smart_followers_count
          from kol_scores s join kols k on k.id = s.kol_id`.execute(db)
      ).rows;
      for (const c of Object.values(KOL_SORT_COLUMNS)) {
        const value = (r: (typeof rows)[number]) => (r[c.value] === null ? null : Number(r[c.value]));
        const sorted = [...rows].sort((a, b) => {
          const x = value(a);
          const y = value(b);
          if (x !== y) return x === null ? 1 : y === null ? -1 : y - x;
          return String(a.kol_id) < String(b.kol_id) ? -1 : 1;
        });
        t.same(
          sorted.map((r) => Number(r[c.position])),
          sorted.map((_, i) => i + 1),
          `${label}: ${c.position} is the order of ${c.value}`,
        );
      }
    };
    await engine.recompute(recomputeRequest('full'));
    await positionsMatchValues('full run');
    // A profile sync moves follower counts between runs: the last KOL by followers
    // becomes the first, and another KOL loses its smart followers.
    await sql`
      update kols set twitter_followers_count = (select max(twitter_followers_count) + 1 from kols)
      where id = (select kol_id from kol_scores order by pos_followers desc limit 1)`.execute(db);
    await sql`
      update kols set smart_followers_count = 0
      where id = (select kol_id from kol_scores order by pos_smart_followers limit 1)`.execute(db);
    await engine.recompute(recomputeRequest('day'));
    await positionsMatchValues('day run after a sync moved follower counts');
    await engine.recompute(recomputeRequest('day'));
    await positionsMatchValues('a rerun with nothing moved');
  });
});

t.test('a full run reads the follow graph again only after a write to it', async (t) => {
  await eachBackend(t, async (t, handle) => {
    const { db } = handle;
    await seedRankingData(handle, { kols: 60 });
    const engine = rankingEngine(db);
    const graphOf = async () =>
      (
        await sql<Record<string, unknown>>`
          select id, pagerank, trust, smart_followers_count, credibility from kols order by id`.execute(db)
      ).rows;
    const stale = async () =>
      Number(
        (await sql<{ n: number }>`select count(*)::int as n from follow_graph_stale`.execute(db)).rows[0]?.n,
      );
    await engine.recompute(recomputeRequest('full'));
    t.equal(await stale(), 0, 'a full run takes the mark');
    const first = await graphOf();
    const kols = await kolSnapshot(handle);
    await engine.recompute(recomputeRequest('full'));
    t.same(await graphOf(), first, 'the kept graph gives the same PageRank, smart followers and credibility');
    t.same(await kolSnapshot(handle), kols, 'and the same KOL rows');

    // Ten accounts start following the least-followed one: the next run must see it.
    await sql`
      insert into kol_follows (follower_id, followee_id)
      select k.id, (select id from kols order by pagerank, id limit 1) from kols k
      where k.id <> (select id from kols order by pagerank, id limit 1)
      order by k.pagerank desc, k.id limit 10
      on conflict do nothing`.execute(db);
    t.equal(await stale(), 1, 'a write to the follow edges marks the graph');
    await engine.recompute(recomputeRequest('full'));
    const moved = await graphOf();
    t.notSame(moved, first, 'the next full run ranks the new edges');
    await sql`delete from follow_graph_kept`.execute(db);
    await engine.recompute(recomputeRequest('full'));
    t.same(await graphOf(), moved, 'exactly as a run that reads the graph from the edges');

    // A new account renumbers the graph.
    await sql`
      insert into kols (id, twitter_username, twitter_followers_count)
      values ('ffffffff-ffff-4fff-8fff-ffffffffffff', 'late_joiner', 10)`.execute(db);
    t.equal(await stale(), 1, 'a new account marks the graph');
    await engine.recompute(recomputeRequest('full'));
    const withNew = await graphOf();
    t.equal(withNew.length, moved.length + 1, 'the new account is ranked');
    await sql`delete from follow_graph_kept`.execute(db);
    await engine.recompute(recomputeRequest('full'));
    t.same(await graphOf(), withNew, 'as a run that reads the graph afresh ranks it');
  });
});

t.test('a full run finds the texts to pair from the kept ones and the days written since', async (t) => {
  await eachBackend(t, async (t, handle) => {
    const { db } = handle;
    await seedRankingData(handle, {
      kols: 40,
      botRings: [{ size: 5, postsPerDay: 2, days: 3, target: 'gammafi' }],
    });
    const steps: string[] = [];
    const engine = rankingEngine(db, { onStep: (name) => steps.push(name) });
    const discounted = async () =>
      (
        await sql<{ post_id: string; kind: string; multiplier: number }>`
          select post_id, kind, multiplier from post_discounts order by post_id, kind`.execute(db)
      ).rows;
    await engine.recompute(recomputeRequest('full'));
    t.ok(
      (await discounted()).some((d) => d.kind === 'near_duplicate'),
      'the bot ring is paired',
    );
    const kept = Number(
      (await sql<{ n: number }>`select count(*)::int as n from dup_candidates_kept`.execute(db)).rows[0]?.n,
    );
    t.ok(kept > 0, `the shared texts are kept (${kept})`);

    // A text of one author gets a second author's post on its day (two: not yet shared
    // enough), then a third author's post is corrected to the same text: its day is marked.
    const [a, b, c] = (
      await sql<{ id: string }>`select id from kols order by id limit 3`.execute(db)
    ).rows.map((r) => r.id);
    const original = (
      await sql<{ id: string; day: string }>`
        select id, day::text as day from posts where kol_id = ${a} and text_len >= 20 order by id limit 1`.execute(
        db,
      )
    ).rows[0];
    await sql`
      insert into posts (external_id, kol_id, created_at, day, text, text_hash, text_len, views, likes, replies, reposts)
      select 'copy-b', ${b}, created_at + interval '1 hour', day, text, text_hash, text_len, views, likes, replies, reposts
      from posts where id = ${original?.id}`.execute(db);
    await engine.recompute(recomputeRequest('full'));
    const copies = async () =>
      (
        await sql<{ n: number }>`
          select count(*)::int as n from post_discounts d join posts p on p.id = d.post_id
          where d.kind = 'near_duplicate' and p.text_hash = (select text_hash from posts where id = ${original?.id})`.execute(
          db,
        )
      ).rows[0]?.n;
    t.equal(await copies(), 0, 'two authors are not enough');
    await sql`
      update posts q set text = p.text, text_hash = p.text_hash, text_len = p.text_len,
        created_at = p.created_at + interval '2 hours', day = p.day
      from posts p
      where p.id = ${original?.id} and q.id = (select id from posts where kol_id = ${c} order by id limit 1)`.execute(
      db,
    );
    t.equal(
      (await sql<{ day: string }>`select day::text as day from post_hash_stale`.execute(db)).rows[0]?.day,
      original?.day,
      'the corrected post marks its day',
    );
    steps.length = 0;
    await engine.recompute(recomputeRequest('full'));
    t.notOk(
      steps.includes('discounts: duplicate candidates: every post'),
      'the run judges the texts of the marked day only (kept discounts)',
    );
    t.equal(await copies(), 3, 'the third author makes the text shared: all three posts are discounted');
    const keptRun = await discounted();
    // Without kept discounts or kept texts, every post is grouped by its text.
    await sql`delete from dup_candidates_state`.execute(db);
    await sql`delete from post_discounts_state`.execute(db);
    steps.length = 0;
    await engine.recompute(recomputeRequest('full'));
    t.ok(steps.includes('discounts: duplicate candidates: every post'), 'without them it groups every post');
    t.same(keptRun, await discounted(), 'the same discounts as grouping every post by its text');
  });
});
