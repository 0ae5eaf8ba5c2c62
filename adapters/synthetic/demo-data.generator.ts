import { METHODOLOGY_V1 } from '#core/domain/methodology.ts';
import { seededRandom } from '#core/domain/random.ts';
import type { DemoDataSet } from '#core/ports/demo-seed-repository.port.ts';
import { DEMO_NARRATIVES, DEMO_PROJECTS } from './demo-catalog.ts';
import { generateDemoWork } from './demo-work.generator.ts';
import { generateSocialData } from './social-data.generator.ts';

const DAY = 86_400_000;
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * The demo data set: narratives, projects and reward pools from the catalog, and
 * KOL accounts, posts and follow edges from the synthetic social generator. Every
 * ranking number is then computed by the engine. Same seed and day, same data set.
 */
export function generateDemoData(
  seed: number,
  now: Date,
  kolCount = 2000,
  methodologyVersion = METHODOLOGY_V1.version,
): DemoDataSet {
  const rnd = seededRandom(seed);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

  // Mindshare, change and views are left at zero: the engine computes them from the posts.
  const narratives = DEMO_NARRATIVES.map((name) => ({
    id: rnd.uuid(),
    name,
    mindsharePercent: 0,
    mindshareChange7d: 0,
    mindshareChange30d: 0,
    mindshareChange90d: 0,
    totalViews: 0,
  }));

  const projects = DEMO_PROJECTS.map((p, i) => {
    const followers = Math.round(rnd.pareto(8_000, 0.9));
    const price = round(rnd.pareto(0.02, 0.8), 4);
    return {
      id: rnd.uuid(),
      stage: p.stage,
      featured: i < 6,
      hidden: p.handle === 'stealthlaunch',
      mindshare: null,
      mindsharePercent: null,
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
      narrativeLinks: p.narratives.map((n) => ({
        narrativeId: narratives[n].id,
        projectMindsharePercent: 0,
      })),
    };
  });

  const social = generateSocialData({
    seed: seed ^ 0x5eed,
    now,
    kols: kolCount,
    days: 120,
    meanPosts: 8,
    projects: DEMO_PROJECTS.map((p) => ({ handle: p.handle, coin: p.coin })),
    // One small ring of fresh accounts pumping a project, so the demo shows the
    // discounts, their receipts and appeals (docs/methodology.md) on recent posts.
    botRings: [{ size: 6, postsPerDay: 1, days: 10, target: DEMO_PROJECTS[3]?.handle ?? '' }],
  });

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
          methodologyVersion,
        };
      }),
    );

  return {
    narratives,
    projects,
    pools,
    accounts: social.accounts,
    posts: social.posts,
    follows: social.follows,
    work: generateDemoWork(
      seed,
      now,
      social.accounts.map((a) => a.username),
      pools,
    ),
    generatedAt: now.toISOString(),
  };
}
