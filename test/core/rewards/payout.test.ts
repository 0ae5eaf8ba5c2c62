import fc from 'fast-check';
import t from 'tap';
import { parseContentUrl, xPostId } from '#core/domain/content-url.ts';
import { normalizeRewardUnit, planReview, rewardBeforeCap } from '#core/domain/payout.ts';
import { hostBelongsTo, normalizePlatform } from '#core/domain/platforms.ts';

t.test('reward formula', async (t) => {
  t.equal(rewardBeforeCap('flat', 2500, null), 2500, 'flat pays the rate, views or not');
  t.equal(
    rewardBeforeCap('per_1000_views', 1000, 12_345),
    12_345,
    '$10 per 1,000 views × 12,345 views = $123.45',
  );
  t.equal(rewardBeforeCap('per_1000_views', 7, 999), 6, 'fractions of a cent are rounded down');
  t.equal(rewardBeforeCap('per_1000_views', 1000, null), null, 'per-view pricing needs views');
  t.equal(
    rewardBeforeCap('per_1000_views', 1e12, 9e15),
    Number.MAX_SAFE_INTEGER,
    'beyond the safe range it is clamped, never rounded into nonsense',
  );
  t.equal(normalizeRewardUnit('Per 1000 views'), 'per_1000_views');
  t.equal(normalizeRewardUnit('CPM'), 'per_1000_views');
  t.equal(normalizeRewardUnit('flat'), 'flat');
  t.equal(normalizeRewardUnit('per tweet'), null);
});

t.test('review plans', async (t) => {
  const pool = { totalCents: 10_000, paidOutCents: 9_000, rateCents: 2_500, unit: 'flat' as const };
  t.same(
    planReview(pool, { status: 'pending', payoutCents: 0, views: null }, 'approved'),
    {
      ok: true,
      effect: { kind: 'payout', amountCents: 1_000, uncappedCents: 2_500 },
    },
    'a payout is capped at what remains',
  );
  t.same(
    planReview(
      { ...pool, paidOutCents: 10_000 },
      { status: 'rejected', payoutCents: 0, views: null },
      'approved',
    ),
    {
      ok: true,
      effect: { kind: 'payout', amountCents: 0, uncappedCents: 2_500 },
    },
    'an exhausted pool approves for nothing',
  );
  t.same(
    planReview(pool, { status: 'approved', payoutCents: 2_500, views: null }, 'approved'),
    {
      ok: true,
      effect: { kind: 'none' },
    },
    'approving twice pays once',
  );
  t.same(
    planReview(pool, { status: 'approved', payoutCents: 2_500, views: null }, 'rejected'),
    {
      ok: true,
      effect: { kind: 'reversal', amountCents: 2_500 },
    },
    'leaving approved reverses exactly what was paid',
  );
  t.same(planReview(pool, { status: 'pending', payoutCents: 0, views: null }, 'rejected'), {
    ok: true,
    effect: { kind: 'none' },
  });
  t.same(
    planReview(
      { ...pool, unit: 'per_1000_views' },
      { status: 'pending', payoutCents: 0, views: null },
      'approved',
    ),
    { ok: false, reason: 'views-required' },
  );
});

t.test('a plan never takes the pool past its total', async (t) => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 1e9 }),
      fc.integer({ min: 0, max: 1e9 }),
      fc.integer({ min: 0, max: 1e6 }),
      fc.option(fc.integer({ min: 0, max: 1e7 })),
      fc.constantFrom('flat' as const, 'per_1000_views' as const),
      (total, paidRaw, rate, views, unit) => {
        const paid = Math.min(paidRaw, total);
        const plan = planReview(
          { totalCents: total, paidOutCents: paid, rateCents: rate, unit },
          { status: 'pending', payoutCents: 0, views },
          'approved',
        );
        if (!plan.ok) return views === null && unit === 'per_1000_views';
        if (plan.effect.kind !== 'payout') return false;
        return (
          Number.isInteger(plan.effect.amountCents) &&
          plan.effect.amountCents >= 0 &&
          paid + plan.effect.amountCents <= total
        );
      },
    ),
  );
  t.pass('checked');
});

t.test('platforms and content links', async (t) => {
  t.equal(normalizePlatform(' Twitter '), 'x', 'twitter is x');
  t.equal(normalizePlatform('YouTube'), 'youtube');
  t.equal(normalizePlatform('myspace'), null);
  t.ok(hostBelongsTo('x.com', 'x'));
  t.ok(hostBelongsTo('vm.tiktok.com', 'tiktok'), 'subdomains belong to their platform');
  t.notOk(hostBelongsTo('evilx.com', 'x'), 'a suffix is not a subdomain');
  t.notOk(hostBelongsTo('x.com.evil.io', 'x'));

  const a = parseContentUrl('https://www.Twitter.com/alice/status/123/?utm_source=tg#reply');
  const b = parseContentUrl('http://x.com/alice/status/123');
  t.equal(
    a?.normalized,
    'x.com/alice/status/123',
    'host case, www, trailing slash, tracking and fragment are dropped',
  );
  t.equal(a?.normalized, b?.normalized, 'twitter.com and x.com are the same post');
  t.equal(
    parseContentUrl('https://youtu.be/abc123?si=zz')?.normalized,
    'youtube.com/watch?v=abc123',
    'short YouTube links',
  );
  t.equal(
    parseContentUrl('https://www.youtube.com/watch?v=abc123&t=42')?.normalized,
    'youtube.com/watch?v=abc123',
  );
  t.equal(parseContentUrl('ftp://x.com/a'), null, 'only http(s)');
  t.equal(parseContentUrl('x.com/alice/status/1'), null, 'a scheme is required');
  t.equal(parseContentUrl('https://user:pw@x.com/a'), null, 'no credentials in links');
  t.equal(parseContentUrl('https://localhost/a'), null, 'a public host name');
  t.equal(xPostId('x.com/alice/status/1234567890'), '1234567890', 'X status ids find stored post metrics');
  t.equal(xPostId('x.com/i/web/status/42'), '42');
  t.equal(xPostId('x.com/alice'), null);
  t.equal(xPostId('youtube.com/watch?v=1'), null);
});
