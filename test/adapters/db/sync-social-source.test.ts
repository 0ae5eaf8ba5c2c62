import t from 'tap';
import { socialIngestRepository } from '#adapters/db/repositories/social-ingest.repository.ts';
import type { SocialDataSource, SocialProfile } from '#core/ports/social-data-source.port.ts';
import { makeSyncSocialSource } from '#core/use-cases/sync-social-source.use-case.ts';
import { eachBackend } from '../../helpers/databases.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const profile = (id: string, username: string, followers: number): SocialProfile => ({
  id,
  username,
  displayName: username,
  avatarUrl: null,
  description: null,
  descriptionLink: null,
  followersCount: followers,
  followingCount: 1,
  isVerified: false,
  goldBadge: false,
  lang: 'en',
  createdAt: '2022-01-01T00:00:00.000Z',
  postCount: 10,
});

/** A source that answers like the X adapter, recording the windows it was asked for. */
function source(): SocialDataSource & { since: Date[] } {
  const users = [profile('1', 'alice', 500), profile('2', 'bob', 90)];
  const since: Date[] = [];
  return {
    since,
    lookupUser: async (u) => users.find((x) => x.username === u) ?? null,
    recentPosts: async (id, from) => {
      since.push(from);
      return [
        {
          id: `post-${id}`,
          authorId: id,
          text: `gm from ${id}`,
          createdAt: '2026-11-21T10:00:00.000Z',
          views: 100 * Number(id),
          likes: 3,
          replies: 1,
          reposts: 0,
          quotes: 0,
          bookmarks: 0,
        },
      ];
    },
    following: async (id) => (id === '1' ? ['2', '999'] : ['1']),
  };
}

t.test('X sync writes profiles, posts and follow edges among tracked accounts', async (t) => {
  await eachBackend(t, async (t, { db }) => {
    const x = source();
    const sync = makeSyncSocialSource({
      source: x,
      ingest: socialIngestRepository(db),
      clock: { now: () => NOW },
      lookbackDays: 7,
    });
    t.same(await sync(['alice', 'bob', 'ghost']), { accounts: 2, posts: 2, follows: 2, missing: ['ghost'] });
    t.same(x.since[0]?.toISOString(), '2026-11-15T12:00:00.000Z', 'asks for the lookback window');
    const kols = await db
      .selectFrom('kols')
      .select(['twitter_username', 'twitter_id', 'last_sync'])
      .orderBy('twitter_username')
      .execute();
    t.same(
      kols.map((k) => [k.twitter_username, k.twitter_id]),
      [
        ['alice', '1'],
        ['bob', '2'],
      ],
    );
    t.same(kols[0]?.last_sync, NOW, 'last sync is the sync time');
    const posts = await db
      .selectFrom('posts')
      .select(['external_id', 'views'])
      .orderBy('external_id')
      .execute();
    t.same(posts, [
      { external_id: 'post-1', views: 100 },
      { external_id: 'post-2', views: 200 },
    ]);
    t.equal(
      Number(
        (await db.selectFrom('kol_follows').select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
      ),
      2,
      'the untracked followee (999) is left out',
    );
    await sync(['alice', 'bob']);
    t.equal(
      (await db.selectFrom('posts').selectAll().execute()).length,
      2,
      'a second sync updates, never duplicates',
    );
  });
});
