import type { Random } from '#core/domain/random.ts';

/**
 * Conversation in proportion to likes, as the synthetic generators draw it for an
 * honest post: replies 5-25% of likes, reposts 10-40%, quotes up to 5%, bookmarks up
 * to 20%. Four draws from `rnd` in that order (the generated data, hash-checked in
 * tests, depends on it).
 */
export function engagementFromLikes(rnd: Random, likes: number) {
  const replies = Math.round(likes * (0.05 + rnd.next() * 0.2));
  const reposts = Math.round(likes * (0.1 + rnd.next() * 0.3));
  const quotes = Math.round(likes * rnd.next() * 0.05);
  const bookmarks = Math.round(likes * rnd.next() * 0.2);
  return { replies, reposts, quotes, bookmarks };
}
