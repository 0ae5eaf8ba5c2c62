import type { Clock } from '../../ports/clock.port.ts';
import type { IdGenerator } from '../../ports/id-generator.port.ts';
import type { SessionRepository } from '../../ports/session-repository.port.ts';

/** The session cookie lives one year (docs/data-model.md, "Sessions and cookies"). */
export const SESSION_LIFETIME_MS = 365 * 24 * 3600 * 1000;

export function makeSessions(deps: { sessions: SessionRepository; ids: IdGenerator; clock: Clock }) {
  return {
    async start(userId: string): Promise<{ token: string; expiresAt: Date }> {
      const token = deps.ids.secretToken();
      const expiresAt = new Date(deps.clock.now().getTime() + SESSION_LIFETIME_MS);
      await deps.sessions.create({ token, id: deps.ids.uuid(), userId, expiresAt });
      return { token, expiresAt };
    },
    resolve: (token: string) => deps.sessions.findActive(token, deps.clock.now()),
    end: (sessionId: string) => deps.sessions.revoke(sessionId, deps.clock.now()),
  };
}
export type Sessions = ReturnType<typeof makeSessions>;
