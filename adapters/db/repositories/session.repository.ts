import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { EmailTokenRepository, SessionRepository } from '#core/ports/session-repository.port.ts';
import type { Database } from '../database.ts';

/** Only digests of bearer secrets are stored, so a database leak hands out no live session or link. */
export const digest = (token: string): string => createHash('sha256').update(token).digest('base64url');

export function sessionRepository(db: Kysely<Database>): SessionRepository {
  return {
    async create({ token, id, userId, expiresAt }) {
      await db
        .insertInto('sessions')
        .values({ token_hash: digest(token), id, user_id: userId, expires_at: expiresAt })
        .execute();
    },
    async findActive(token, now) {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.id', 'sessions.user_id', 'users.kol_id'])
        .where('sessions.token_hash', '=', digest(token))
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', now)
        .executeTakeFirst();
      return row ? { id: row.id, userId: row.user_id, kolId: row.kol_id } : null;
    },
    async revoke(id, at) {
      await db.updateTable('sessions').set({ revoked_at: at }).where('id', '=', id).execute();
    },
  };
}

export function emailTokenRepository(db: Kysely<Database>): EmailTokenRepository {
  return {
    async create({ token, email, expiresAt }) {
      await db
        .insertInto('email_login_tokens')
        .values({ token_hash: digest(token), email, expires_at: expiresAt })
        .execute();
    },
    async consume(token, now) {
      // One conditional update: two tabs opening the same link cannot both sign in.
      const row = await db
        .updateTable('email_login_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', digest(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('email')
        .executeTakeFirst();
      return row?.email ?? null;
    },
  };
}
