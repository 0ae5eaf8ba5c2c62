import { sql } from 'kysely';
import pg from 'pg';
import type { Test } from 'tap';
import { buildTestApp } from '../helpers/app.ts';
import { freshDatabase, postgresAdminUrl } from '../helpers/databases.ts';
import { type Creator, linkEvmWallet, signIn } from '../helpers/points-actors.ts';
import { creatorSession, insertProject, staffHeaders } from '../helpers/pools-actors.ts';
import { eventually, sleep } from './processes.ts';

export interface FaultContext {
  /** The test database's name, for pg_terminate_backend. */
  dbName: string;
  /** A superuser connection opened before the load (a PostgreSQL restart ends it too). */
  admin: pg.Client;
}

/**
 * A mixed load with faults (docs/operations.md, "Faults"): while approvals (more than
 * either pool can pay), sign-ins with their point awards, wallet links and reads run,
 * `faults` breaks the database under them. Afterwards the money and points add up,
 * nothing was awarded twice, every request either succeeded or failed with 500/503 and
 * a request id (or was refused as a duplicate), and readiness comes back without a restart.
 */
export async function underMixedLoad(
  t: Test,
  faults: (context: FaultContext) => Promise<string>,
): Promise<void> {
  const database = await freshDatabase(t, 'postgres');
  const container = await buildTestApp(t, database, { env: { RATE_LIMIT_WRITES_PER_MINUTE: '0' } });
  const { app } = container;
  const admin = await staffHeaders(container, { role: 'admin' });
  const project = await insertProject(database);
  const pools: { id: string; total: number }[] = [];
  for (const total of [100, 35]) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/reward-pools',
      headers: admin,
      payload: {
        projectId: project.id,
        title: `Faults ${total}`,
        platforms: ['x'],
        totalAmountUsd: total,
        rewardRate: 10,
        rewardUnit: 'flat',
      },
    });
    t.equal(res.statusCode, 201);
    pools.push({ id: res.json().id, total });
  }
  // Submissions to review: more approvals than either pool can pay.
  const submissions: string[] = [];
  for (let i = 0; i < 24; i++) {
    const c = await creatorSession(app);
    const pool = pools[i % 2] as { id: string };
    const res = await app.inject({
      method: 'POST',
      url: '/api/submissions',
      headers: c.headers,
      payload: { rewardPoolId: pool.id, contentUrl: `https://x.com/c${i}/status/${1000 + i}` },
    });
    t.equal(res.statusCode, 201);
    submissions.push(res.json().id);
  }

  // Every request of the load goes through this wrapper, helpers' requests included.
  const outcomes: { what: string; status: number; requestId: string | undefined }[] = [];
  const load = new Proxy(app, {
    get: (target, prop) =>
      prop === 'inject'
        ? async (options: { method?: string; url: string }) => {
            const res = await target.inject(options as never);
            outcomes.push({
              what: `${options.method ?? 'GET'} ${options.url.split('?')[0]}`,
              status: res.statusCode,
              requestId: res.headers['x-request-id'] as string | undefined,
            });
            return res;
          }
        : Reflect.get(target, prop),
  });
  // Helpers throw on an unexpected status; the answer itself is already recorded.
  const guard = (fn: () => Promise<unknown>) => fn().catch(() => {});

  let running = true;
  // Creators ready to link wallets from the first fault on; more sign in during the load.
  const creators: Creator[] = [];
  for (let i = 0; i < 8; i++) creators.push(await signIn(app, `ready${process.pid % 1000}x${i}`));
  const reviewer = (async () => {
    for (let round = 0; running; round++) {
      const status = round % 3 === 2 ? 'rejected' : 'approved';
      await Promise.all(
        submissions.map((id) =>
          load.inject({
            method: 'PATCH',
            url: `/api/submissions/${id}`,
            headers: admin,
            payload: { status },
          }),
        ),
      );
    }
  })();
  const signIns = (async () => {
    for (let i = 0; running; i++) {
      await guard(async () => {
        creators.push(await signIn(load, `fault${process.pid % 1000}x${i}`));
      });
    }
  })();
  const wallets = (async () => {
    while (running) {
      const creator = creators[Math.floor(Math.random() * creators.length)];
      if (!creator) {
        await sleep(20);
        continue;
      }
      await guard(() => linkEvmWallet(load, creator));
    }
  })();
  const reads = (async () => {
    while (running) {
      for (const pool of pools) await load.inject({ url: `/api/reward-pools/${pool.id}` });
      await load.inject({ url: '/api/influencers/paginate?limit=20' });
    }
  })();

  const admin_ = new pg.Client({ connectionString: postgresAdminUrl() });
  await admin_.connect();
  // A restart ends this connection: its error event must not crash the test process.
  admin_.on('error', () => {});
  t.teardown(() => admin_.end().catch(() => {}));
  const dbName = (await sql<{ d: string }>`select current_database() as d`.execute(database.db)).rows[0]
    ?.d as string;
  const done = await faults({ dbName, admin: admin_ });
  t.pass(done);
  await sleep(900);
  running = false;
  await Promise.all([reviewer, signIns, wallets, reads]);

  await eventually(
    'readiness back without a restart',
    async () => {
      const res = await app.inject({ url: '/readyz' });
      return res.statusCode === 200;
    },
    15_000,
  );

  const failed = outcomes.filter((o) => o.status >= 500);
  const wrong = outcomes.filter(
    (o) =>
      !(o.status >= 200 && o.status < 400) &&
      !((o.status === 500 || o.status === 503) && o.requestId) &&
      // A retried link of a wallet a failed answer had in fact linked: refused as a duplicate.
      !(o.what === 'POST /api/wallets/add' && o.status === 409) &&
      // The per-route write limit refusing a fast loop: an explicit refusal that wrote nothing.
      o.status !== 429,
  );
  t.same(
    wrong,
    [],
    `${outcomes.length} requests: 2xx, or 500/503 with a request id (${failed.length} failed)`,
  );
  const reviews = outcomes.filter((o) => o.what.startsWith('PATCH'));
  const reviewed = reviews.filter((o) => o.status === 200).length;
  t.ok(reviewed > 0, `${reviews.length} reviews during the faults, ${reviewed} answered 200`);
  // Never a wrong 2xx: every review writes exactly one audit row in its transaction, so a
  // submission has at least as many audit rows as reviews of it answered 200.
  const answered = new Map<string, number>();
  for (const o of reviews) {
    const id = o.what.split('/').pop() as string;
    if (o.status === 200) answered.set(id, (answered.get(id) ?? 0) + 1);
  }
  const audited = new Map(
    (
      await sql<{ id: string; n: number }>`
        select submission_id as id, count(*)::int as n from reward_submission_reviews group by submission_id`.execute(
        database.db,
      )
    ).rows.map((r) => [r.id, r.n]),
  );
  t.same(
    [...answered].filter(([id, n]) => n > (audited.get(id) ?? 0)),
    [],
    'every review answered 200 committed (its audit row is there)',
  );
  // After the faults: approve everything once more, so the pools end paid out up to their caps.
  for (const id of submissions) {
    await app.inject({
      method: 'PATCH',
      url: `/api/submissions/${id}`,
      headers: admin,
      payload: { status: 'approved' },
    });
  }

  for (const pool of pools) {
    const shown = (await app.inject({ url: `/api/reward-pools/${pool.id}` })).json();
    const ledger = await sql<{ cents: number }>`
      select coalesce(sum(amount_cents), 0)::int as cents from reward_payouts where reward_pool_id = ${pool.id}`.execute(
      database.db,
    );
    t.equal(
      Math.round(shown.paidOutUsd * 100),
      ledger.rows[0]?.cents,
      `pool ${pool.total}: paid out = ledger sum`,
    );
    t.ok(shown.paidOutUsd <= pool.total, `pool ${pool.total}: paid out ${shown.paidOutUsd} ≤ total`);
  }
  const mismatched = await sql<{ id: string }>`
    select u.id from users u
    left join (select user_id, sum(points)::bigint as points from points_ledger group by user_id) l on l.user_id = u.id
    where u.earned_points <> coalesce(l.points, 0)`.execute(database.db);
  t.same(mismatched.rows, [], 'every user: earned points = ledger sum');
  const twice = await sql<{ award_key: string }>`
    select award_key from points_ledger group by award_key having count(*) > 1`.execute(database.db);
  t.same(twice.rows, [], 'no award key twice');
  const awarded = await sql<{ n: number }>`select count(*)::int as n from points_ledger`.execute(database.db);
  t.ok((awarded.rows[0]?.n ?? 0) > 0, `${awarded.rows[0]?.n} point awards booked during the run`);
}
