import type { Random } from '#core/domain/random.ts';
import type { IngestAccount, IngestPost } from '#core/ports/social-ingest.port.ts';
import { engagementFromLikes } from '../engagement-from-likes.ts';
import { RING_STRATEGIES, type RingStrategy } from './strategies.ts';
import { CLAIMS, CLOSERS, DAY, HONEST_WORDS, OPENERS } from './vocabulary.ts';

/**
 * An honest post: 7 words of the honest vocabulary and the project's handle, 0.4-3.4%
 * likes and conversation in proportion. `at` is drawn after the text (as the test bed
 * has always drawn it), so callers that pass a time drawn earlier keep their data.
 */
export function honestPostOf(
  rnd: Random,
  externalId: string,
  author: string,
  at: () => number,
  about: string | null,
  views: number,
): IngestPost {
  const likes = Math.round(views * (0.004 + rnd.next() * 0.03));
  const words = Array.from({ length: 7 }, () => rnd.pick(HONEST_WORDS)).join(' ');
  return {
    externalId,
    author,
    createdAt: new Date(at()).toISOString(),
    text: `${words}${about ? ` @${about}` : ''}`,
    views,
    likes,
    ...engagementFromLikes(rnd, likes),
  };
}

/**
 * The n aged accounts of ring number r (400-900 days old, 1.5k-7.5k followers X reports,
 * named rg{r}_...), drawn from the test bed's generator.
 */
export function agedAccounts(rnd: Random, r: number, n: number, now: number) {
  const members = Array.from(
    { length: n },
    (_, i) => `rg${r}_${rnd.pick(['gem', 'alpha', 'moon', 'chad'])}${i}${rnd.int(10, 99)}`,
  );
  const accounts = members.map(
    (username, i): IngestAccount => ({
      username,
      xUserId: String(70_000_000 + r * 1000 + i),
      displayName: username,
      description: 'Researcher. Long term builder.',
      followersCount: rnd.int(1500, 7500),
      followingCount: rnd.int(200, 900),
      postCount: rnd.int(800, 4000),
      createdAt: new Date(now - rnd.int(400, 900) * DAY).toISOString(),
      isBusinessAccount: false,
    }),
  );
  return { members, accounts };
}

/** The aged accounts of a strategy's ring: `agedAccounts` numbered by its place in RING_STRATEGIES. */
export function ringAccounts(rnd: Random, strategy: RingStrategy, n: number, now: number) {
  return agedAccounts(rnd, RING_STRATEGIES.indexOf(strategy), n, now);
}

/**
 * Posts of a held-out ring: every text different (paraphrased from the vocabulary), ordinary
 * views, a like rate drawn from `rate`. The draws happen in a fixed order, so the data set's
 * fingerprint (test/adapters/synthetic/testbed-data.test.ts) pins it.
 */
export function ringPoster(rnd: Random, prefix: string, replies: [number, number]) {
  let serial = 0;
  const used = new Set<string>();
  const post = (strategy: string, at: number, author: string, about: string, rate: [number, number]) => {
    let text = '';
    do
      text = `${rnd.pick(OPENERS)} @${about}: ${rnd.pick(CLAIMS)}, ${rnd.pick(CLAIMS)}. ${rnd.pick(CLOSERS)}`;
    while (used.has(text));
    used.add(text);
    const views = rnd.int(800, 3000);
    return {
      externalId: `${prefix}-${strategy}-${serial++}`,
      author,
      createdAt: new Date(at).toISOString(),
      text,
      views,
      likes: Math.round(views * (rate[0] + rnd.next() * (rate[1] - rate[0]))),
      replies: rnd.int(replies[0], replies[1]),
      reposts: rnd.int(0, 8),
      quotes: rnd.int(0, 2),
      bookmarks: rnd.int(0, 5),
    } satisfies IngestPost;
  };
  /** The look-alikes drawn after the rings number their posts on from the rings' last id. */
  const nextSerial = () => serial++;
  return { post, nextSerial };
}
