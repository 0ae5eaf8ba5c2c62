import { sql } from 'kysely';
import t from 'tap';
import type { Kysely } from 'kysely';
import type { Database } from '#adapters/db/database.ts';
import { updateSums } from '#adapters/db/ranking-engine/kol-window-sums.sql.ts';
import { rankingEngine } from '#adapters/db/ranking-engine/ranking-engine.repository.ts';
import { METHODOLOGY_V1 } from '#core/domain/methodology.ts';
import { eachBackend } from '../../helpers/databases.ts';
import { kolSnapshot, recomputeRequest, seedRankingData } from '../../helpers/rankings.ts';

// A full run keeps the daily rollups of days no write touched and re-aggregates the
// rest (docs/architecture.md, "The ranking engine"): the result must equal a rebuild.
t.test('a full run that keeps unchanged days equals a full rebuild', async (t) => {
  await eachBackend(t, async (t, handle) => {
    const { db } = handle;
    await seedRankingData(handle, {
      kols: 90,
      botRings: [{ size: 5, postsPerDay: 2, days: 3, target: 'gammafi' }],
    });
    const steps: string[] = [];
    const engine = rankingEngine(db, { onStep: (name) => steps.push(name) });
    await engine.recompute(recomputeRequest('full'));
    t.ok(steps.includes('rollups: kol_daily'), 'the first full run builds every day');
    t.same((await sql`select day from kol_daily_stale`.execute(db)).rows, [], 'and takes every stale mark');
    // Built after the rebuild's own updates, the day index would be hidden from every
    // transaction while any older snapshot stays open on the server (indcheckxmin).
    const dayIndex = await sql<{ checkxmin: boolean }>`
      select i.indcheckxmin as checkxmin from pg_index i where i.indexrelid = 'kol_daily_day_idx'::regclass`.execute(
      db,
    );
    t.equal(dayIndex.rows[0]?.checkxmin, false, 'the rebuilt day index is usable by every later transaction');

    // Writes of every kind on three old days: refreshed metrics, a late post, a deletion.
    await sql`update posts set views = views * 40 + 900, likes = likes + 5
      where id in (select id from posts where day = '2026-11-10' order by id limit 3)`.execute(db);
    await sql`
      insert into posts (external_id, kol_id, created_at, day, text, text_hash, text_len, views, likes, replies, reposts)
      select 'late-' || id, kol_id, '2026-11-12T08:00:00Z', '2026-11-12', text, text_hash, text_len, views, likes, replies, reposts
      from posts where day = '2026-11-20' order by id limit 2`.execute(db);
    await sql`delete from posts where id in (select id from posts where day = '2026-11-15' order by id limit 2)`.execute(
      db,
    );
    const marked = await sql<{
      day: string;
    }>`select day::text as day from kol_daily_stale order by day`.execute(db);
    t.same(
      marked.rows.map((r) => r.day),
      ['2026-11-10', '2026-11-12', '2026-11-15'],
      'each write marks the days it touched, no others',
    );

    steps.length = 0;
    await engine.recompute(recomputeRequest('full'));
    t.ok(steps.includes('rollups: kol_daily, changed days only'), 'the second full run keeps the other days');
    t.notOk(steps.includes('rollups: kol_daily'), 'and builds nothing anew');
    t.ok(
      steps.includes('rollups: projects and narratives: changed days'),
      'it keeps the project and narrative rows of the other days too',
    );
    t.notOk(steps.includes('rollups: projects and narratives'), 'and reads no other post for them');
    t.same(
      await sumsOf(db),
      await freshSums(db, '2026-11-22'),
      'the kept run moved the window sums, exactly',
    );
    const kept = {
      kols: await kolSnapshot(handle),
      daily: (await sql`select * from kol_daily order by kol_id, day`.execute(db)).rows,
      windows: (await sql`select * from mindshare_windows order by kind, entity_id, window_days`.execute(db))
        .rows,
      entities: await entityRows(db),
    };
    t.ok(kept.entities.entity_daily.length > 0, 'some posts mention projects');

    // Forgetting what was kept makes the next full run rebuild every day.
    await sql`delete from kol_daily_state`.execute(db);
    steps.length = 0;
    await engine.recompute(recomputeRequest('full'));
    t.ok(steps.includes('rollups: kol_daily'), 'without the kept state the run rebuilds');
    t.same(
      (await sql`select * from kol_daily order by kol_id, day`.execute(db)).rows,
      kept.daily,
      'the kept rollups equal the rebuilt ones, row for row',
    );
    t.same(await kolSnapshot(handle), kept.kols, 'and so do the KOLs');
    t.same(await entityRows(db), kept.entities, 'and the project and narrative rollups and shares');
    t.same(
      (await sql`select * from mindshare_windows order by kind, entity_id, window_days`.execute(db)).rows,
      kept.windows,
      'and the windows',
    );

    // The next day, after a refreshed metric and an account's age changed discounts on
    // kept days: the sums move by the boundary days and by every corrected row.
    await sql`update posts set views = views * 3 + 500, likes = likes * 2 + 40
      where id in (select id from posts where day = '2026-11-05' order by id limit 20)`.execute(db);
    // An account found to be young: its posts on kept days gain the young-account
    // discount, and no write to posts marks those days.
    await sql`update kols set twitter_created_at = '2026-11-10T00:00:00Z'
      where id = (select kol_id from posts group by kol_id order by count(*) desc, kol_id limit 1)`.execute(
      db,
    );
    const keptDayDiscounts = async () =>
      (
        await sql`select d.post_id, d.kind, d.multiplier from post_discounts d join posts p on p.id = d.post_id
          where p.day not in ('2026-11-05', '2026-11-23') order by 1, 2`.execute(db)
      ).rows;
    const discountsBefore = await keptDayDiscounts();
    // A day run of the new day first: it keeps the cuts of its day's discounted posts
    // (post_discount_cuts) for the full run after it.
    await sql`
      insert into posts (external_id, kol_id, created_at, day, text, text_hash, text_len, views, likes, replies, reposts)
      select 'next-' || id, kol_id, '2026-11-23T09:00:00Z', '2026-11-23', text, text_hash, text_len, views, likes, replies, reposts
      from posts where kol_id = (select id from kols where twitter_created_at = '2026-11-10T00:00:00Z')
      order by id limit 12`.execute(db);
    await engine.recompute(recomputeRequest('day', '2026-11-23'));
    const dayCuts = await sql<{
      n: number;
    }>`select count(*)::int as n from post_discount_cuts where day = '2026-11-23'`.execute(db);
    t.ok(Number(dayCuts.rows[0]?.n) > 0, "the young account's new posts are cut");
    steps.length = 0;
    await engine.recompute(recomputeRequest('full', '2026-11-23'));
    t.notSame(await keptDayDiscounts(), discountsBefore, 'discounts changed on kept days (rows corrected)');
    t.ok(steps.includes('kol sums: delta'), 'a kept full run moves the sums instead of summing all rows');
    t.same(await sumsOf(db), await freshSums(db, '2026-11-23'), 'and they equal a fresh sum, exactly');
    // Kept cuts read from posts only where a discount or a day changed: the rollups
    // and the cuts they keep equal a rebuild's, row for row.
    const rowsOf = async (table: string) =>
      (await sql`select * from ${sql.table(table)} order by 1, 2`.execute(db)).rows;
    t.ok(
      steps.includes('rollups: projects and narratives: kept days moved'),
      'the project and narrative rows of kept days move by the changed credibility and discounts',
    );
    const keptRows = {
      daily: await rowsOf('kol_daily'),
      cuts: await rowsOf('post_discount_cuts'),
      entities: await entityRows(db),
    };
    t.ok(keptRows.cuts.length > 0, 'some posts are cut');
    await sql`delete from kol_daily_state`.execute(db);
    steps.length = 0;
    await engine.recompute(recomputeRequest('full', '2026-11-23'));
    t.ok(steps.includes('rollups: projects and narratives'), 'without the kept state every post is read');
    t.same(await rowsOf('kol_daily'), keptRows.daily, 'the next day: kept rollups equal rebuilt ones');
    t.same(await rowsOf('post_discount_cuts'), keptRows.cuts, 'and so do the kept cuts');
    t.same(
      await entityRows(db),
      keptRows.entities,
      'and the project and narrative rollups and shares, exactly',
    );

    // A truncate of posts forgets the kept rows too.
    await sql`truncate posts cascade`.execute(db);
    t.equal(
      Number(
        (await sql<{ n: number }>`select count(*)::int as n from kol_daily_state`.execute(db)).rows[0]?.n,
      ),
      0,
      'a truncate of posts forgets the kept state',
    );
  });
});

/** The project and narrative rollups, per day and kept, and each project's share of its narratives. */
const entityRows = async (db: Kysely<Database>) => ({
  entity_daily: (await sql`select * from entity_daily order by day, id, narrative_ids`.execute(db)).rows,
  project_daily: (await sql`select * from project_daily order by day, project_id`.execute(db)).rows,
  narrative_daily: (await sql`select * from narrative_daily order by day, narrative_id`.execute(db)).rows,
  shares: (await sql`select * from project_narratives order by project_id, narrative_id`.execute(db)).rows,
});

const sumsOf = async (db: Kysely<Database>) =>
  (await sql`select * from kol_window_sums order by kol_id`.execute(db)).rows;

/** The window sums summed afresh from the rollups, in a transaction rolled back after. */
async function freshSums(db: Kysely<Database>, asOf: string) {
  let fresh: unknown[] = [];
  await db
    .transaction()
    .execute(async (trx) => {
      await updateSums(trx, METHODOLOGY_V1.kolWindowDays, asOf, {
        full: true,
        rewritten: [],
        boundary: [],
        previousAsOf: null,
      });
      fresh = await sumsOf(trx);
      throw new Error('roll back');
    })
    .catch(() => {});
  return fresh;
}
