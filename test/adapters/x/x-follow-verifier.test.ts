import t from 'tap';
import type { SocialDataSource, SocialProfile } from '#core/ports/social-data-source.port.ts';
import { socialFollowVerifier } from '#adapters/x/x-follow-verifier.ts';

const profile = (id: string, username: string): SocialProfile => ({
  id,
  username,
  displayName: null,
  avatarUrl: null,
  description: null,
  descriptionLink: null,
  followersCount: 0,
  followingCount: 0,
  isVerified: false,
  goldBadge: false,
  lang: null,
  createdAt: null,
});

function fakeSocial(following: Record<string, string[]>, calls: string[], failLookups = 0): SocialDataSource {
  let failures = failLookups;
  return {
    async lookupUser(username) {
      calls.push(`lookup ${username}`);
      if (failures-- > 0) throw new Error('X API unreachable');
      return username === 'mindmark' ? profile('42', 'mindmark') : null;
    },
    async following(userId) {
      calls.push(`following ${userId}`);
      return following[userId] ?? [];
    },
    recentPosts: async () => [],
  };
}

t.test('the follow check looks the product up once and reads following lists', async (t) => {
  const calls: string[] = [];
  const verifier = socialFollowVerifier(fakeSocial({ fan: ['1', '42'], stranger: ['1'] }, calls), 'mindmark');
  t.equal(verifier.configured, true);
  t.equal(await verifier.follows('fan'), true);
  t.equal(await verifier.follows('stranger'), false);
  t.same(calls, ['lookup mindmark', 'following fan', 'following stranger']);
});

t.test('X failures surface as errors, never as a completion, and a failed lookup is retried', async (t) => {
  const calls: string[] = [];
  const verifier = socialFollowVerifier(fakeSocial({ fan: ['42'] }, calls, 1), 'mindmark');
  await t.rejects(verifier.follows('fan'), /unreachable/);
  t.equal(await verifier.follows('fan'), true);
  await t.rejects(socialFollowVerifier(fakeSocial({}, []), 'nobody').follows('fan'), /no account @nobody/);
});
