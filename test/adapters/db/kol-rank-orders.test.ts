import { sql } from 'kysely';
import t from 'tap';
import { KOL_SORT_COLUMNS } from '#adapters/db/ranking-engine/kol-scores.sql.ts';
import { rankingEngine } from '#adapters/db/ranking-engine/ranking-engine.repository.ts';
import { rankOrders, type SortField } from '#adapters/db/repositories/kol-rank-orders.ts';
import { eachBackend } from '../../helpers/databases.ts';
import { recomputeRequest, seedRankingData } from '../../helpers/rankings.ts';

const FIELDS = Object.keys(KOL_SORT_COLUMNS) as SortField[];

// The in-memory orders (read column-wise as text) against the view that numbers the
// same rows in SQL, over values the text round trip could get wrong: NaN, infinities,
// missing values, ties, negative zero, the smallest and largest doubles, and ids in an
// order that differs from the order the rows were written in.
t.test('the orders read column-wise give the positions the view numbers', async (t) => {
  await eachBackend(t, async (t, { db }) => {
    const values = [
      'NaN',
      'Infinity',
      '-Infinity',
      null,
      '0',
      '-0',
      '1e-308',
      '5e-324',
      '1.7976931348623157e308',
      '0.1',
      '0.30000000000000004',
      '0.1',
      '-2.5',
      null,
      '123456789.123456789',
    ];
    const n = 60;
    const rows = Array.from({ length: n }, (_, i) => {
      const id = `${String((i * 37) % n).padStart(8, '0')}-0000-4000-8000-${String(i).padStart(12, '0')}`;
      const pick = (k: number) => values[(i * k) % values.length] ?? null;
      return sql`(${id}::uuid, ${pick(1)}::float8, ${pick(2)}::float8, ${pick(3)}::float8, ${pick(4)}::float8,
        ${pick(5)}::float8, ${i % 7 === 0 ? null : (i * 13) % 5}::bigint, ${i % 5 === 0 ? null : (i * 7) % 4}::int)`;
    });
    await sql`
      insert into kol_score_rows (kol_id, mindo_metric, kol_score, engagement_rate, posting_frequency,
        kol_score_percent_from_total, rank_followers, rank_smart_followers)
      values ${sql.join(rows)}`.execute(db);
    await sql`update rankings_version set version = version + 1 where id = 1`.execute(db);
    const orders = await rankOrders(db).get();
    t.equal(orders.total, n);
    for (const field of FIELDS) {
      const position = KOL_SORT_COLUMNS[field].position;
      const expected = (
        await sql<{ kol_id: string }>`select kol_id from kol_scores order by ${sql.ref(position)}`.execute(db)
      ).rows.map((r) => r.kol_id);
      t.same(orders.slice(field, 1, n), expected, `${field}: the view's order`);
      const valued = (
        await sql<{
          n: number;
        }>`select count(${sql.ref(KOL_SORT_COLUMNS[field].rank)})::int as n from kol_score_rows`.execute(db)
      ).rows[0]?.n;
      t.equal(orders.ranked(field), valued, `${field}: rows with a value`);
      t.equal(orders.positionOf(field, expected[n - 1] as string), n);
    }
  });
});

t.test('a run warms the orders of the version it committed', async (t) => {
  await eachBackend(t, async (t, handle) => {
    const { db } = handle;
    await seedRankingData(handle, { kols: 30 });
    const steps: string[] = [];
    await rankingEngine(db, { onStep: (name) => steps.push(name) }).recompute(recomputeRequest('full'));
    t.ok(steps.includes('rank orders'), 'the run built the orders after it committed');
    const version = Number(
      (await sql<{ v: number }>`select version as v from rankings_version where id = 1`.execute(db)).rows[0]
        ?.v,
    );
    const first = await rankOrders(db).get();
    t.equal(first.version, version, "the orders are the committed run's");
    t.equal(await rankOrders(db).get(), first, 'readers get the warmed orders, not a new read');

    const cold: string[] = [];
    await rankingEngine(db, { onStep: (name) => cold.push(name), warmOrders: false }).recompute(
      recomputeRequest('full'),
    );
    t.notOk(cold.includes('rank orders'), 'warmOrders: false leaves them to the first reader');
  });
});
