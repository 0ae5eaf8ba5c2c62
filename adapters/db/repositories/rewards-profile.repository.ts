import type { Kysely } from 'kysely';
import type { RewardsProfileRepository } from '#core/ports/rewards-profile.port.ts';
import type { Database } from '../database.ts';

export function rewardsProfileRepository(db: Kysely<Database>): RewardsProfileRepository {
  const column = async (userId: string, name: 'referred_by' | 'twitter_id') => {
    const row = await db.selectFrom('users').select(name).where('id', '=', userId).executeTakeFirst();
    return (row?.[name as keyof typeof row] as string | null | undefined) ?? null;
  };
  return {
    referrerOf: (userId) => column(userId, 'referred_by'),
    xUserIdOf: (userId) => column(userId, 'twitter_id'),
  };
}
