import type { Kysely } from 'kysely';

const FIELDS = [
  'pos_mindo_metric',
  'pos_kol_score',
  'pos_followers',
  'pos_smart_followers',
  'pos_engagement_rate',
  'pos_posting_frequency',
  'pos_mindshare',
];

/**
 * Stored rank positions move to a narrow table of their own: rewriting them on
 * every recompute made each wide KOL row (and its seven position indexes) a new
 * tuple. Rebuilt by the engine as a whole, so no foreign key is checked per row;
 * the rebuild follows every KOL delete. Frozen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const c of FIELDS) {
    await db.schema.dropIndex(`kols_${c}_idx`).execute();
    await db.schema.alterTable('kols').dropColumn(c).execute();
  }
  let table = db.schema.createTable('kol_positions').addColumn('kol_id', 'uuid', (c) => c.primaryKey());
  for (const c of FIELDS) table = table.addColumn(c, 'integer', (col) => col.notNull());
  await table.execute();
  for (const c of FIELDS) {
    await db.schema.createIndex(`kol_positions_${c}_idx`).on('kol_positions').column(c).unique().execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('kol_positions').execute();
  for (const c of FIELDS) {
    await db.schema.alterTable('kols').addColumn(c, 'integer').execute();
    await db.schema.createIndex(`kols_${c}_idx`).on('kols').column(c).execute();
  }
}
