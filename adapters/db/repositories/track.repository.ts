import type { Kysely } from 'kysely';
import type { AnalyticsSink } from '#core/ports/analytics-sink.port.ts';
import type { Database } from '../database.ts';

export function trackRepository(db: Kysely<Database>): AnalyticsSink {
  return {
    async record({ event, props, userId, at }) {
      await db
        .insertInto('track_events')
        .values({ event, props: JSON.stringify(props), user_id: userId, created_at: at })
        .execute();
    },
  };
}
