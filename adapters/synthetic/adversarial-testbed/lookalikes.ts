import type { Random } from '#core/domain/random.ts';
import type { IngestAccount, IngestFollow, IngestPost } from '#core/ports/social-ingest.port.ts';
import { honestPostOf } from './accounts-and-posts.ts';
import { distinct, followedBy, following, repeat, tiers } from './shared-draws.ts';
import type { TestbedOptions } from './strategies.ts';
import { DAY, HOUR } from './vocabulary.ts';

/**
 * The first five honest look-alikes, each sharing a surface feature with the rings; their
 * posts are numbered on the early rings' counter (`nextId`).
 */
export function firstLookalikes(
  rnd: Random,
  options: TestbedOptions,
  now: number,
  nextId: (prefix: string) => string,
) {
  const { established: honestTargets, credible, by } = tiers(options);
  const honestPost = (author: string, at: number, about: string | null, views: number): IngestPost =>
    honestPostOf(rnd, nextId('tb-honest'), author, () => at, about, views);

  // A real community around a young project: many accounts of all ages, following
  // the project's two founders and a few others, followed by ordinary accounts, all
  // talking about the project in the last ten days (new for them).
  const community = (() => {
    const target = options.communityProject;
    const members = Array.from(
      { length: 40 },
      (_, i) => `cm_${rnd.pick(['ape', 'dev', 'anon', 'fren'])}${i}${rnd.int(10, 99)}`,
    );
    const accounts = members.map(
      (username, i): IngestAccount => ({
        username,
        xUserId: String(80_000_000 + i),
        displayName: username,
        description: null,
        followersCount: Math.round(rnd.pareto(150, 1.1)),
        followingCount: rnd.int(100, 1500),
        postCount: rnd.int(50, 3000),
        createdAt: new Date(now - rnd.int(45, 2500) * DAY).toISOString(),
        isBusinessAccount: false,
      }),
    );
    const follows: IngestFollow[] = [];
    const founders = members.slice(0, 2);
    for (const a of members.slice(2)) {
      for (const f of founders) follows.push({ follower: a, followee: f });
      for (let k = rnd.int(1, 4); k > 0; k--) {
        const b = rnd.pick(members);
        if (b !== a) follows.push({ follower: a, followee: b });
      }
      following(rnd, follows, a, honestTargets, rnd.int(3, 10));
    }
    for (const f of founders) followedBy(rnd, follows, f, options.honest, 8);
    for (const a of members.slice(2))
      if (rnd.next() < 0.5) follows.push({ follower: rnd.pick(options.honest).username, followee: a });
    const posts: IngestPost[] = [];
    for (const a of members) {
      repeat(rnd.int(1, 4), () =>
        posts.push(honestPost(a, now - rnd.int(1 * HOUR, 10 * DAY), target, rnd.int(100, 3000))),
      );
      repeat(rnd.int(0, 5), () =>
        posts.push(
          honestPost(
            a,
            now - rnd.int(1 * HOUR, 100 * DAY),
            rnd.next() < 0.5 ? rnd.pick(options.projects) : null,
            rnd.int(50, 2000),
          ),
        ),
      );
    }
    return { kind: 'new-project-community' as const, target, members, accounts, posts, follows };
  })();

  // Friends who follow each other: existing mid-sized honest accounts, all mutual.
  const friends = (() => {
    const members = distinct(rnd, by(300, 20_000), 8);
    const follows: IngestFollow[] = [];
    for (const a of members) for (const b of members) if (a !== b) follows.push({ follower: a, followee: b });
    return { kind: 'friends' as const, target: null, members, accounts: [], posts: [], follows };
  })();

  // One organic post that goes viral: huge reach, ordinary engagement for its reach.
  const viral = (() => {
    const author = rnd.pick(credible).username;
    const target = rnd.pick(options.projects);
    const post = honestPost(author, now - 2 * DAY, target, 2_000_000);
    return {
      kind: 'viral-post' as const,
      target,
      members: [author],
      accounts: [],
      posts: [post],
      follows: [],
    };
  })();

  // An event crowd: established accounts live-posting about one project in the same
  // half-hour on three days (an AMA, a conference talk): lock-step, but honest.
  const eventCrowd = (() => {
    const members = distinct(rnd, by(500, 50_000), 25);
    const target = rnd.pick(options.projects);
    const posts: IngestPost[] = [];
    for (const d of [3, 10, 17])
      for (const a of members)
        posts.push(
          honestPost(a, now - d * DAY + 15 * HOUR + rnd.int(0, 25 * 60_000), target, rnd.int(300, 5000)),
        );
    return { kind: 'event-crowd' as const, target, members, accounts: [], posts, follows: [] };
  })();

  // A fan club: a few established accounts that each post about their favourite
  // project six to eight times a month (focused, but honest and followed as usual).
  const fanClub = (() => {
    const members = distinct(rnd, by(200, 5_000), 6);
    const target = rnd.pick(options.projects);
    const posts: IngestPost[] = [];
    for (const a of members)
      repeat(rnd.int(6, 8), () =>
        posts.push(honestPost(a, now - rnd.int(1 * HOUR, 28 * DAY), target, rnd.int(200, 4000))),
      );
    return { kind: 'fan-club' as const, target, members, accounts: [], posts, follows: [] };
  })();
  return { community, friends, viral, eventCrowd, fanClub };
}
