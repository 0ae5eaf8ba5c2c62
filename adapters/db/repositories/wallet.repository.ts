import { type Kysely, sql } from 'kysely';
import type { WalletRepository } from '#core/ports/wallet-repository.port.ts';
import type { Database } from '../database.ts';

export function walletRepository(db: Kysely<Database>): WalletRepository {
  return {
    async createNonce({ nonce, userId, expiresAt }) {
      await db
        .insertInto('wallet_nonces')
        .values({ nonce, user_id: userId, expires_at: expiresAt })
        .execute();
    },

    async consumeNonce(nonce, userId, now) {
      // One conditional update: two requests replaying the same nonce cannot both pass.
      const spent = await db
        .updateTable('wallet_nonces')
        .set({ used_at: now })
        .where('nonce', '=', nonce)
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('nonce')
        .executeTakeFirst();
      if (spent) return 'ok';
      const row = await db
        .selectFrom('wallet_nonces')
        .select(['used_at'])
        .where('nonce', '=', nonce)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return 'unknown';
      return row.used_at ? 'used' : 'expired';
    },

    async ownerOf(address) {
      const row = await db
        .selectFrom('wallets')
        .select('user_id')
        .where('address', '=', address)
        .executeTakeFirst();
      return row?.user_id ?? null;
    },

    async link(wallet) {
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('wallets')
          .values({
            id: wallet.id,
            user_id: wallet.userId,
            address: wallet.address,
            chain: wallet.chain,
            label: wallet.label,
            symbol: wallet.symbol,
            explorer: wallet.explorer,
            ruby_wallet_score: wallet.rubyWalletScore,
            nomis_wallet_score: wallet.nomisWalletScore,
          })
          .onConflict((oc) => oc.column('address').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return 'taken' as const;
        await trx
          .updateTable('users')
          .set({ primary_wallet_id: wallet.id, updated_at: new Date() })
          .where('id', '=', wallet.userId)
          .where('primary_wallet_id', 'is', null)
          .execute();
        return 'linked' as const;
      });
    },

    async remove(userId, address) {
      return db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom('wallets')
          .where('user_id', '=', userId)
          .where('address', '=', address)
          .returning('id')
          .executeTakeFirst();
        if (!removed) return false;
        // The foreign key cleared primary_wallet_id if this was the primary; the oldest
        // remaining wallet takes its place.
        await sql`
          update users set primary_wallet_id = (
            select id from wallets where user_id = ${userId}::uuid order by created_at, id limit 1
          ), updated_at = now()
          where id = ${userId}::uuid and primary_wallet_id is null`.execute(trx);
        return true;
      });
    },

    async listForUser(userId) {
      const rows = await db
        .selectFrom('wallets')
        .innerJoin('users', 'users.id', 'wallets.user_id')
        .select([
          'wallets.id',
          'wallets.address',
          'wallets.chain',
          'wallets.label',
          'wallets.symbol',
          'wallets.explorer',
          'wallets.ruby_wallet_score',
          'wallets.nomis_wallet_score',
          'users.primary_wallet_id',
        ])
        .where('wallets.user_id', '=', userId)
        .orderBy('wallets.created_at')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        address: r.address,
        chain: r.chain,
        label: r.label,
        symbol: r.symbol,
        explorer: r.explorer,
        rubyWalletScore: r.ruby_wallet_score,
        nomisWalletScore: r.nomis_wallet_score,
        primary: r.primary_wallet_id === r.id,
      }));
    },
  };
}
