import type { Clock } from '#core/ports/clock.port.ts';

export const systemClock: Clock = { now: () => new Date() };
