import type { Kysely } from 'kysely';
import type { BadgeRepository } from '#core/ports/badge-repository.port.ts';
import type { Database } from '../database.ts';

/** Thrown inside the transaction to give the seat back when the user already holds the badge. */
class AlreadyHeld extends Error {}

export function badgeRepository(db: Kysely<Database>): BadgeRepository {
  return {
    async grantLimited({ id, userId, kind, label, supply, multiplierTenths }) {
      try {
        return await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('badge_supply')
            .values({ kind })
            .onConflict((oc) => oc.column('kind').doNothing())
            .execute();
          // The conditional increment takes the counter's row lock: concurrent sign-ups
          // queue here, and none can push `issued` past the supply.
          const seat = await trx
            .updateTable('badge_supply')
            .set((eb) => ({ issued: eb('issued', '+', 1) }))
            .where('kind', '=', kind)
            .where('issued', '<', supply)
            .returning('issued')
            .executeTakeFirst();
          if (!seat) return null;
          const badge = await trx
            .insertInto('badges')
            .values({
              id,
              user_id: userId,
              kind,
              label,
              seat: seat.issued,
              multiplier_tenths: multiplierTenths,
            })
            .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
            .returning(['id', 'label', 'seat', 'multiplier_tenths', 'awarded_at'])
            .executeTakeFirst();
          if (!badge) throw new AlreadyHeld();
          await trx
            .updateTable('users')
            .set((eb) => ({
              base_multiplier_tenths: eb.fn('greatest', [
                eb.ref('base_multiplier_tenths'),
                eb.val(multiplierTenths),
              ]),
              updated_at: new Date(),
            }))
            .where('id', '=', userId)
            .execute();
          return {
            id: badge.id,
            label: badge.label,
            seat: badge.seat,
            multiplierTenths: badge.multiplier_tenths,
            awardedAt: badge.awarded_at.toISOString(),
          };
        });
      } catch (e) {
        if (e instanceof AlreadyHeld) return null;
        throw e;
      }
    },
  };
}
