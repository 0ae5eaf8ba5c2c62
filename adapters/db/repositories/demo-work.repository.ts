import { type Kysely, sql } from 'kysely';
import type { DemoWork } from '#core/ports/demo-seed-repository.port.ts';
import type { Database } from '../database.ts';

/**
 * Writes the demo's creator accounts, their wallets and their submissions (pending; the
 * seeding use case books the decisions through the review use case). A creator's X id
 * is the one demo sign-in gives the same handle, so signing in as it finds this user.
 */
export async function writeDemoWork(trx: Kysely<Database>, work: DemoWork): Promise<void> {
  for (const c of work.creators) {
    const kol = await trx
      .selectFrom('kols')
      .select(['id', 'twitter_id', 'twitter_username', 'twitter_avatar_url'])
      .where(sql`lower(twitter_username)`, '=', c.username.toLowerCase())
      .executeTakeFirst();
    if (!kol) continue;
    await trx
      .insertInto('users')
      .values({
        id: c.userId,
        username: kol.twitter_username,
        avatar_url: kol.twitter_avatar_url,
        twitter_id: kol.twitter_id ?? `demo-${kol.twitter_username.toLowerCase()}`,
        kol_id: kol.id,
        referral_code: c.referralCode,
      })
      .execute();
    if (c.wallet) {
      await trx
        .insertInto('wallets')
        .values({
          id: c.wallet.id,
          user_id: c.userId,
          address: c.wallet.address,
          chain: c.wallet.chain,
          label: null,
          symbol: 'ETH',
          explorer: null,
          ruby_wallet_score: null,
          nomis_wallet_score: null,
        })
        .execute();
      await trx
        .updateTable('users')
        .set({ primary_wallet_id: c.wallet.id })
        .where('id', '=', c.userId)
        .execute();
    }
  }
  for (const s of work.submissions) {
    await sql`
      insert into reward_submissions (id, reward_pool_id, kol_id, content_url, normalized_url, notes, views, created_at, updated_at)
      select ${s.id}::uuid, ${s.poolId}::uuid, k.id, ${s.contentUrl}, ${s.normalizedUrl}, null, null, ${s.at}::timestamptz, ${s.at}::timestamptz
      from kols k where lower(k.twitter_username) = ${s.username.toLowerCase()}`.execute(trx);
  }
}
