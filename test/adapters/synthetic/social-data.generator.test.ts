import t from 'tap';
import { generateSocialData } from '#adapters/synthetic/social-data.generator.ts';

t.test('every generated account has a real X handle (the demo sign-in refuses others)', async (t) => {
  const data = generateSocialData({
    seed: 42,
    now: new Date('2026-11-22T12:00:00Z'),
    kols: 3000,
    days: 10,
    meanPosts: 1,
    projects: [{ handle: 'neuralforge', coin: 'NFG' }],
    botRings: [{ size: 150, postsPerDay: 1, days: 2, target: 'neuralforge' }],
  });
  const bad = data.accounts.map((a) => a.username).filter((h) => !/^[A-Za-z0-9_]{1,15}$/.test(h));
  t.strictSame(bad, [], 'all handles are 1-15 letters, digits or underscores');
  t.equal(new Set(data.accounts.map((a) => a.username)).size, data.accounts.length, 'and unique');
});
