import { parseContentUrl } from '#core/domain/content-url.ts';
import { seededRandom } from '#core/domain/random.ts';
import type { DemoWork, SeedPool } from '#core/ports/demo-seed-repository.port.ts';

const DAY = 86_400_000;
/** One tracked account in this many has a creator account on the platform. */
const CREATOR_EVERY = 13;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The platform side of the demo (docs/methodology.md, "Proof of work"): some tracked
 * creators signed in with X (half of them proved a wallet) and submitted posts to the
 * demo pools. The decisions are booked by the real review use case after seeding, so the
 * payout ledger and pool totals agree with them. Same seed, same work.
 */
export function generateDemoWork(
  seed: number,
  now: Date,
  usernames: string[],
  pools: Pick<SeedPool, 'id' | 'status' | 'platforms'>[],
): DemoWork {
  const rnd = seededRandom(seed ^ 0x7005);
  const open = pools.filter((p) => p.status !== 'upcoming' && p.platforms.includes('x'));
  const creators: DemoWork['creators'] = [];
  const submissions: DemoWork['submissions'] = [];
  usernames.forEach((username, i) => {
    if (i % CREATOR_EVERY !== 3) return;
    const userId = rnd.uuid();
    const hex = () => Math.floor(rnd.next() * 16).toString(16);
    creators.push({
      userId,
      username,
      referralCode: Array.from({ length: 8 }, () => rnd.pick([...CODE_ALPHABET])).join(''),
      wallet:
        rnd.next() < 0.5
          ? { id: rnd.uuid(), address: `0x${Array.from({ length: 40 }, hex).join('')}`, chain: 'eip155:1' }
          : null,
    });
    const taken = new Set<string>();
    const count = open.length === 0 ? 0 : rnd.int(1, 3);
    for (let k = 0; k < count; k++) {
      const pool = rnd.pick(open);
      if (taken.has(pool.id)) continue;
      taken.add(pool.id);
      const url = `https://x.com/${username}/status/${1_900_000_000_000_000_000n + BigInt(rnd.int(1, 2 ** 31))}`;
      const r = rnd.next();
      submissions.push({
        id: rnd.uuid(),
        poolId: pool.id,
        username,
        contentUrl: url,
        normalizedUrl: parseContentUrl(url)?.normalized ?? url,
        status: r < 0.55 ? 'approved' : r < 0.75 ? 'rejected' : 'pending',
        views: Math.min(400_000, Math.round(rnd.pareto(1_500, 1.1))),
        at: new Date(now.getTime() - rnd.int(1, 28) * DAY - rnd.int(0, DAY / 1000) * 1000).toISOString(),
      });
    }
  });
  return { creators, submissions };
}
