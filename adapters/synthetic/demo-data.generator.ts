import { seededRandom } from '#core/domain/random.ts';
import type { DemoDataSet } from '#core/ports/demo-seed-repository.port.ts';
import { DEMO_NARRATIVES, DEMO_PROJECTS, HANDLE_PARTS } from './demo-catalog.ts';

const DAY = 86_400_000;
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * The demo data set: narratives, projects, KOLs and reward pools with long-tailed,
 * internally consistent numbers. Same seed and day, same data set.
 */
export function generateDemoData(seed: number, now: Date, kolCount = 2000): DemoDataSet {
  const rnd = seededRandom(seed);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

  const narrativeWeights = DEMO_NARRATIVES.map(() => rnd.pareto(1, 1.2));
  const narrativeTotal = narrativeWeights.reduce((a, b) => a + b, 0);
  const narratives = DEMO_NARRATIVES.map((name, i) => ({
    id: rnd.uuid(),
    name,
    mindsharePercent: round((narrativeWeights[i] / narrativeTotal) * 100, 4),
    mindshareChange7d: round((rnd.next() - 0.45) * 40, 2),
    mindshareChange30d: round((rnd.next() - 0.45) * 80, 2),
    mindshareChange90d: round((rnd.next() - 0.4) * 150, 2),
    totalViews: Math.round(narrativeWeights[i] * 4_000_000 + rnd.int(0, 500_000)),
  }));

  const projectWeights = DEMO_PROJECTS.map(() => rnd.pareto(1, 1.1));
  const projectTotal = projectWeights.reduce((a, b) => a + b, 0);
  const projects = DEMO_PROJECTS.map((p, i) => {
    const followers = Math.round(rnd.pareto(8_000, 0.9));
    const price = round(rnd.pareto(0.02, 0.8), 4);
    return {
      id: rnd.uuid(),
      stage: p.stage,
      featured: i < 6,
      hidden: p.handle === 'stealthlaunch',
      mindshare: round(projectWeights[i], 4),
      mindsharePercent: round((projectWeights[i] / projectTotal) * 100, 4),
      twitterUsername: p.handle,
      twitterId: String(1_000_000 + i),
      twitterDisplayName: p.name,
      twitterAvatarUrl: null,
      twitterDescription: p.description,
      twitterDescriptionLink: `https://${p.handle}.example`,
      twitterFollowersCount: followers,
      twitterFollowingCount: rnd.int(20, 900),
      twitterIsVerified: rnd.next() < 0.6,
      twitterGoldBadge: rnd.next() < 0.3,
      twitterLang: 'en',
      twitterCreatedAt: new Date(today - rnd.int(200, 2500) * DAY).toISOString(),
      smartFollowersCount: Math.round(followers * (0.01 + rnd.next() * 0.08)),
      coinSymbol: p.coin,
      coinMarketCap: Math.round(price * rnd.pareto(5_000_000, 0.7)),
      coinPrice: price,
      coinContractAddress: `0x${rnd.uuid().replace(/-/g, '')}${rnd.uuid().replace(/-/g, '').slice(0, 8)}`,
      coinName: p.name,
      coinImageUrl: null,
      narrativeLinks: p.narratives.map((n, k) => ({
        narrativeId: narratives[n].id,
        projectMindsharePercent: round(k === 0 ? 60 + rnd.next() * 30 : 10 + rnd.next() * 20, 2),
      })),
    };
  });

  const kols = generateKols(rnd, today, kolCount);

  const pools = projects
    .filter((p) => p.featured)
    .flatMap((p, i) =>
      Array.from({ length: 1 + (i % 3) }, (_, k) => {
        const status = k === 2 ? 'closed' : k === 1 ? 'upcoming' : 'active';
        const total = rnd.int(20, 200) * 10_000;
        return {
          id: rnd.uuid(),
          projectId: p.id,
          title: `${p.twitterDisplayName} ${['creator sprint', 'deep-dive threads', 'launch week videos'][k]}`,
          description: `Create original content that explains ${p.twitterDisplayName} to your audience.`,
          reward: `$${rnd.int(5, 50)} per 1,000 views`,
          deadline: new Date(today + (status === 'closed' ? -10 : rnd.int(7, 60)) * DAY).toISOString(),
          platforms: k === 0 ? ['x', 'youtube', 'tiktok'] : ['x', 'youtube'],
          status: status as 'active' | 'upcoming' | 'closed',
          totalAmountCents: total,
          rewardRateCents: rnd.int(5, 50) * 100,
          rewardUnit: 'per_1000_views',
          campaignTargetViews: Math.round(total / 100) * 40,
          requirements: [
            `Mention @${p.twitterUsername}`,
            'Original content only: no reposts',
            'Disclose the campaign (#ad or platform label)',
          ],
        };
      }),
    );

  return { narratives, projects, kols, pools };
}

function generateKols(rnd: ReturnType<typeof seededRandom>, today: number, count: number) {
  const used = new Set<string>();
  const raw = Array.from({ length: count }, (_, i) => {
    let handle = '';
    do {
      handle = `${rnd.pick(HANDLE_PARTS.first)}_${rnd.pick(HANDLE_PARTS.second)}${rnd.next() < 0.5 ? rnd.int(1, 999) : ''}`;
    } while (used.has(handle));
    used.add(handle);
    const followers = Math.round(rnd.pareto(500, 0.85));
    const ageDays = rnd.int(60, 4000);
    const posts = Math.max(1, Math.round(ageDays * rnd.pareto(0.3, 1.5)));
    const views = Math.round(posts * followers * (0.05 + rnd.next() * 0.4));
    const likes = Math.round(views * (0.005 + rnd.next() * 0.03));
    const comments = Math.round(likes * (0.05 + rnd.next() * 0.2));
    const retweets = Math.round(likes * (0.1 + rnd.next() * 0.3));
    const smart = Math.round(followers * rnd.next() * 0.12);
    const engagementRate = round(((likes + comments + retweets) / Math.max(1, views)) * 100, 4);
    const kolScore = round(
      Math.log10(1 + followers) * 120 + engagementRate * 25 + (smart / Math.max(1, followers)) * 800,
      2,
    );
    return {
      id: rnd.uuid(),
      twitterUsername: handle,
      twitterDisplayName: handle.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()),
      twitterAvatarUrl: null,
      twitterDescription:
        rnd.next() < 0.9 ? `Writing about crypto since ${2026 - Math.floor(ageDays / 365)}.` : null,
      twitterFollowersCount: followers,
      twitterFollowingCount: rnd.int(50, 3000),
      twitterCreatedAt: new Date(today - ageDays * 86_400_000).toISOString(),
      smartFollowersCount: smart,
      kolScore,
      attention: kolScore * rnd.pareto(1, 1.3),
      engagementRate,
      totalPosts: posts,
      totalAccountPosts: posts,
      avgLikes: round(likes / posts, 2),
      proofOfWork: rnd.next() < 0.3 ? round(rnd.next() * 100, 2) : null,
      qualityScore: rnd.next() < 0.7 ? round(40 + rnd.next() * 60, 2) : null,
      totalAccountLikes: likes,
      totalAccountViews: views,
      totalAccountComments: comments,
      totalAccountRetweets: retweets,
      syncStatus: i % 17 === 0 ? 'pending' : 'synced',
      lastSync: new Date(today - rnd.int(1, 20) * 3_600_000).toISOString(),
      nextSync: null,
    };
  });
  const totalAttention = raw.reduce((a, k) => a + k.attention, 0);
  return raw.map(({ attention, ...k }) => ({
    ...k,
    kolScorePercentFromTotal: round((attention / totalAttention) * 100, 6),
    mindoMetric: round(k.kolScore * (0.8 + (0.2 * (k.qualityScore ?? 50)) / 100), 2),
  }));
}
