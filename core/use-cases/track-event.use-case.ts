import { invalid } from '../errors.ts';
import type { AnalyticsSink } from '../ports/analytics-sink.port.ts';
import type { Clock } from '../ports/clock.port.ts';

/** The events the client may send: login/identify, manual login, logout, page views (docs/identity.md, "Analytics"). */
export const TRACK_EVENTS = ['page_view', 'login', 'identify', 'manual_login', 'logout'] as const;
export const MAX_PROPS_BYTES = 2048;

export function makeTrackEvent(deps: { sink: AnalyticsSink; clock: Clock }) {
  return async (event: string, props: Record<string, unknown>, userId: string | null): Promise<void> => {
    if (!(TRACK_EVENTS as readonly string[]).includes(event)) {
      throw invalid(`Unknown event "${event}"; allowed: ${TRACK_EVENTS.join(', ')}`, [
        { field: 'body.event', message: 'is not an allowed event' },
      ]);
    }
    if (JSON.stringify(props).length > MAX_PROPS_BYTES) {
      throw invalid(`props must be at most ${MAX_PROPS_BYTES} bytes of JSON`, [
        { field: 'body.props', message: 'is too large' },
      ]);
    }
    await deps.sink.record({ event, props, userId, at: deps.clock.now() });
  };
}
