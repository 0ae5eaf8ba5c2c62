import { type Kysely, sql } from 'kysely';

/** Single-use nonces for wallet ownership proofs, bound to the user who asked (issue 5). Frozen. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wallet_nonces')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('wallet_nonces_user_idx').on('wallet_nonces').column('user_id').execute();
  await db.schema.createIndex('wallets_user_idx').on('wallets').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('wallets_user_idx').execute();
  await db.schema.dropTable('wallet_nonces').execute();
}
