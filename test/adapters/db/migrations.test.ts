import { sql } from 'kysely';
import t from 'tap';
import { migrateToLatest } from '#adapters/db/migrate.ts';
import { eachBackend } from '../../helpers/databases.ts';

const EXPECTED_TABLES = [
  'kols',
  'narratives',
  'project_narratives',
  'projects',
  'reward_pools',
  'reward_submissions',
  'staff_users',
  'users',
  'wallets',
];

t.test('migrations', async (t) => {
  await eachBackend(t, async (t, { db }) => {
    const again = await migrateToLatest(db);
    t.same(again.applied, [], 're-running applies nothing');

    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
    const names = rows.map((r) => r.table_name);
    for (const table of EXPECTED_TABLES) t.ok(names.includes(table), `${table} exists`);

    const projectId = crypto.randomUUID();
    await db.insertInto('projects').values({ id: projectId, twitter_username: 'p' }).execute();
    const pool = {
      id: crypto.randomUUID(),
      project_id: projectId,
      title: 'pool',
      platforms: ['x'],
      requirements: [],
      status: 'active' as const,
      total_amount_cents: 1000,
      reward_rate_cents: 0,
      reward_unit: null,
      campaign_target_views: 0,
      methodology_version: '1.0.0',
    };
    await db.insertInto('reward_pools').values(pool).execute();
    await t.rejects(
      db.updateTable('reward_pools').set({ paid_out_cents: 1001 }).where('id', '=', pool.id).execute(),
      /reward_pools_amounts/,
      'the database itself refuses a payout above the total',
    );
    await t.rejects(
      db.insertInto('projects').values({ id: crypto.randomUUID(), twitter_username: 'P' }).execute(),
      /projects_username_key/,
      'a handle names one project whatever its case',
    );
    const [stored] = await db
      .selectFrom('reward_pools')
      .select(['platforms', 'total_amount_cents'])
      .execute();
    t.same(stored, { platforms: ['x'], total_amount_cents: 1000 }, 'arrays and int8 read back as JS values');
  });
});
