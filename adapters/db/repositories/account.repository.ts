import { type Kysely, sql } from 'kysely';
import { multiplierFromTenths } from '#core/domain/points.ts';
import type { User } from '#core/domain/user.ts';
import type { AccountRepository } from '#core/ports/account-repository.port.ts';
import type { Database } from '../database.ts';
import { toKol } from '../mappers/kol.mapper.ts';
import { selectKolProfiles } from './kol-profiles.query.ts';

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (e: unknown, constraint?: string) =>
  (e as { code?: string }).code === UNIQUE_VIOLATION &&
  (!constraint ||
    String((e as { constraint?: string; message?: string }).constraint ?? (e as Error).message).includes(
      constraint,
    ));

export function accountRepository(db: Kysely<Database>): AccountRepository {
  return {
    async upsertFromX(profile, ids) {
      return db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('users')
          .select(['id', 'kol_id'])
          .where('twitter_id', '=', profile.id)
          .forUpdate()
          .executeTakeFirst();
        const kolFields = {
          twitter_id: profile.id,
          twitter_username: profile.username,
          twitter_display_name: profile.displayName,
          twitter_avatar_url: profile.avatarUrl,
          twitter_description: profile.description,
          twitter_followers_count: profile.followersCount,
          twitter_following_count: profile.followingCount,
          twitter_created_at: profile.createdAt,
          updated_at: new Date(),
        };
        // A tracked KOL with this handle (from ingestion) becomes the user's own profile.
        const kol =
          (existing?.kol_id &&
            (await trx
              .selectFrom('kols')
              .select('id')
              .where('id', '=', existing.kol_id)
              .executeTakeFirst())) ||
          (await trx
            .selectFrom('kols')
            .select('id')
            .where((eb) =>
              eb.or([
                eb('twitter_id', '=', profile.id),
                eb(sql`lower(twitter_username)`, '=', profile.username.toLowerCase()),
              ]),
            )
            .executeTakeFirst());
        const kolId = kol?.id ?? ids.kolId;
        if (kol) await trx.updateTable('kols').set(kolFields).where('id', '=', kolId).execute();
        else
          await trx
            .insertInto('kols')
            .values({ id: kolId, ...kolFields })
            .execute();

        if (existing) {
          await trx
            .updateTable('users')
            .set({
              username: profile.username,
              avatar_url: profile.avatarUrl,
              kol_id: kolId,
              updated_at: new Date(),
            })
            .where('id', '=', existing.id)
            .execute();
          return { userId: existing.id, created: false };
        }
        await trx
          .insertInto('users')
          .values({
            id: ids.userId,
            username: profile.username,
            avatar_url: profile.avatarUrl,
            twitter_id: profile.id,
            kol_id: kolId,
            referral_code: ids.referralCode,
          })
          .execute();
        return { userId: ids.userId, created: true };
      });
    },

    async findOrCreateByEmail(email, ids) {
      const found = await db
        .selectFrom('users')
        .select('id')
        .where(sql`lower(email)`, '=', email)
        .executeTakeFirst();
      if (found) return { userId: found.id, created: false };
      try {
        await db
          .insertInto('users')
          .values({ id: ids.userId, email, referral_code: ids.referralCode })
          .execute();
        return { userId: ids.userId, created: true };
      } catch (e) {
        // Two links for one address opened at once: the other insert won.
        if (!isUniqueViolation(e, 'users_email_key')) throw e;
        const row = await db
          .selectFrom('users')
          .select('id')
          .where(sql`lower(email)`, '=', email)
          .executeTakeFirstOrThrow();
        return { userId: row.id, created: false };
      }
    },

    async findIdByReferralCode(code) {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('referral_code', '=', code.toUpperCase())
        .executeTakeFirst();
      return row?.id ?? null;
    },

    async attributeReferral(userId, referrerId, { at, createdAfter }) {
      // One statement: set only when unset, within core's window after sign-up, and
      // only if the referrer's own chain of referrers does not lead back to this user.
      const result = await sql<{ id: string }>`
        with recursive chain(id, depth) as (
          select ${referrerId}::uuid, 0
          union all
          select u.referred_by, c.depth + 1 from users u join chain c on u.id = c.id
          where u.referred_by is not null and c.depth < 1000
        )
        update users set referred_by = ${referrerId}::uuid, referred_at = ${at}
        where id = ${userId}::uuid
          and referred_by is null
          and created_at > ${createdAfter}::timestamptz
          and not exists (select 1 from chain where id = ${userId}::uuid)
        returning id`.execute(db);
      return result.rows.length === 1;
    },

    async findMe(userId) {
      const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
      if (!user) return null;
      const [kol, wallets, referrals, badges] = await Promise.all([
        user.kol_id ? selectKolProfiles(db).where('k.id', '=', user.kol_id).executeTakeFirst() : undefined,
        db.selectFrom('wallets').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
        db
          .selectFrom('users')
          .select(['username', 'created_at'])
          .where('referred_by', '=', userId)
          .orderBy('created_at', 'desc')
          .execute(),
        db
          .selectFrom('badges')
          .select(['id', 'label', 'seat', 'awarded_at'])
          .where('user_id', '=', userId)
          .orderBy('awarded_at')
          .execute(),
      ]);
      const primary = wallets.find((w) => w.id === user.primary_wallet_id);
      const me: User = {
        id: user.id,
        username: user.username,
        email: user.email,
        avatarUrl: user.avatar_url,
        referralCode: user.referral_code,
        referrals: referrals.map((r) => ({ username: r.username, createdAt: r.created_at.toISOString() })),
        earnedPoints: user.earned_points,
        badges: badges.map((b) => ({
          id: b.id,
          label: b.label,
          awardedAt: b.awarded_at.toISOString(),
          seat: b.seat,
        })),
        baseMultiplier: multiplierFromTenths(user.base_multiplier_tenths),
        kol: kol ? toKol(kol) : null,
        wallets: wallets.map((w) => ({
          address: w.address,
          chain: w.chain,
          rubyWalletScore: w.ruby_wallet_score,
          nomisWalletScore: w.nomis_wallet_score,
        })),
        primaryWallet: primary ? { address: primary.address } : null,
        // Creators carry no staff role: staff sign in separately with a bearer token.
        role: null,
        projectId: null,
      };
      return me;
    },

    async listForAdmin() {
      const rows = await db
        .selectFrom('users')
        .select(['id', 'email', 'username', 'created_at'])
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        email: r.email,
        twitterHandle: r.username,
        createdAt: r.created_at.toISOString(),
      }));
    },
  };
}
