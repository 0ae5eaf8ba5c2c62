import t from 'tap';
import type { FollowVerifier } from '#core/ports/follow-verifier.port.ts';
import { buildTestApp } from '../helpers/app.ts';
import { eachBackend, freshDatabase, postgresOnly } from '../helpers/databases.ts';
import {
  evmWallet,
  linkEvmWallet,
  me,
  ORIGIN,
  settledFollowCheck,
  signIn,
  socialCard,
} from '../helpers/points-actors.ts';

const mission = (card: { missions: { id: string }[] }, id: string) => card.missions.find((m) => m.id === id);

/**
 * One default app over one PGlite for the two tests below that need nothing else (one
 * signs in a user of its own, one none): each fresh app and database costs about 1.5 s
 * of CPU (docs/testing.md, "Suite time"). Tests with a badge supply or a fake X build their own.
 */
let shared: ReturnType<typeof buildTestApp> | undefined;
async function sharedApp() {
  shared ??= freshDatabase(t, 'pglite').then((db) => buildTestApp(t, db));
  return (await shared).app;
}

/**
 * X as the follow mission asks it: `asked` records every call. Only the X test below asks
 * (the follow check is the one caller of the verifier); the others never reach it.
 */
const followers = new Set(['demo-fan']);
const asked: string[] = [];
const follow: FollowVerifier = {
  configured: true,
  follows: async (xUserId) => {
    asked.push(xUserId);
    return followers.has(xUserId);
  },
};

/**
 * One app with no Early badges on offer and the fake X above, over one PGlite, for the
 * three tests that use that setting (docs/testing.md, "Thirteenth pass"): each signs in
 * users of its own names (kim and lee; fan and stranger; gus) and every assertion reads
 * those users' own points, missions and wallets, so none sees another's writes; with no
 * badge supply nothing is shared between users. A fresh PGlite and app cost about 1.5 s
 * of CPU each.
 */
let noBadge:
  | Promise<{
      app: Awaited<ReturnType<typeof buildTestApp>>['app'];
      database: Awaited<ReturnType<typeof freshDatabase>>;
    }>
  | undefined;
function noBadgeApp() {
  noBadge ??= freshDatabase(t, 'pglite').then(async (database) => ({
    database,
    app: (await buildTestApp(t, database, { env: { EARLY_BADGE_SUPPLY: '0' }, overrides: { follow } })).app,
  }));
  return noBadge;
}

t.test('the Early n-Badge goes to the first N sign-ups and sets the multiplier', async (t) => {
  await eachBackend(t, async (t, database) => {
    const { app } = await buildTestApp(t, database, {
      env: { EARLY_BADGE_SUPPLY: '2', EARLY_BADGE_MULTIPLIER: '2.5' },
    });
    const first = await signIn(app, 'first');
    const second = await signIn(app, 'second');
    const third = await signIn(app, 'third');
    await signIn(app, 'first'); // a returning sign-in takes no second seat

    const one = await me(app, first);
    t.match(one.badges, [{ label: 'Early n-Badge', seat: 1 }]);
    t.equal(one.baseMultiplier, 2.5);
    t.match((await me(app, second)).badges, [{ seat: 2 }]);
    const late = await me(app, third);
    t.same(late.badges, [], 'sold out after N');
    t.equal(late.baseMultiplier, 1);

    const card = await socialCard(app, first);
    t.match(card.badge, { label: 'Early n-Badge', seat: 1 });
    t.equal(card.baseMultiplier, 2.5);
    t.equal(card.earlyBadge, 'claimed');
    const lateCard = await socialCard(app, third);
    t.equal(lateCard.badge, null);
    t.equal(lateCard.earlyBadge, 'supply-gone', 'the card says why there is no badge');
  });
});

t.test('referrals pay the referrer at sign-in and at the first verified wallet', async (t) => {
  await eachBackend(t, async (t, database) => {
    // Supply 1: the referrer has the badge (1.5x), the referred user does not (1.0x).
    const { app } = await buildTestApp(t, database, { env: { EARLY_BADGE_SUPPLY: '1' } });
    const ann = await signIn(app, 'ann');
    const code = (await me(app, ann)).referralCode;
    t.match(code, /^[A-Z0-9]{8}$/);

    const ben = await signIn(app, 'ben', code);
    let annMe = await me(app, ann);
    t.equal(annMe.earnedPoints, 150, '100 for the sign-in at 1.5x');
    t.match(annMe.referrals, [{ username: 'ben' }]);
    await signIn(app, 'ben', code);
    t.equal((await me(app, ann)).earnedPoints, 150, 'a returning sign-in pays nothing more');

    const self = await signIn(app, 'ann', code);
    t.ok(self, 'a self-referral is ignored');
    t.equal((await me(app, ann)).earnedPoints, 150);

    t.equal((await linkEvmWallet(app, ben)).res.statusCode, 201);
    annMe = await me(app, ann);
    t.equal(annMe.earnedPoints, 150 + 225, '150 for the referred wallet at 1.5x');
    t.equal((await me(app, ben)).earnedPoints, 200, 'the wallet mission pays the linker at 1.0x');
    t.equal((await linkEvmWallet(app, ben)).res.statusCode, 201, 'a second wallet links');
    t.equal((await me(app, ann)).earnedPoints, 375, 'but pays the referrer only once');
    t.equal((await me(app, ben)).earnedPoints, 200, 'and the mission only once');

    const card = await socialCard(app, ann);
    t.equal(card.referralsCount, 1);
    t.equal(card.earnedPoints, 375);
    t.equal(card.referralLink, `${ORIGIN}/?ref=${code}`);
    t.match(mission(card, 'invite-friends'), {
      completed: true,
      count: 1,
      points: 100,
      verification: 'verified',
    });
    t.match(mission(card, 'connect-wallet'), { completed: false, count: 0 });
    t.match(mission(card, 'follow-x'), { completed: false, verification: 'unverified' });

    const benCard = await socialCard(app, ben);
    t.match(mission(benCard, 'connect-wallet'), { completed: true, count: 1, points: 200 });
    t.equal(benCard.walletScore, null, 'no score provider: the UI shows a dash');
    t.equal(benCard.xScore, (await me(app, ben)).kol?.kolScore ?? null, 'the X score is the kolScore');
    const benMe = await me(app, ben);
    for (const w of benMe.wallets) {
      t.notOk(JSON.stringify(benCard).includes(w.address), 'the card carries no wallet address');
    }
  });
});

t.test('a referral code applied after sign-in pays like one given at sign-in', async (t) => {
  const { app } = await noBadgeApp();
  const kim = await signIn(app, 'kim');
  const lee = await signIn(app, 'lee');
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login/twitter',
    headers: lee.mutating,
    payload: { ref: (await me(app, kim)).referralCode },
  });
  t.equal(res.statusCode, 200, res.body);
  t.equal((await me(app, kim)).earnedPoints, 100);
  t.equal((await me(app, kim)).baseMultiplier, 1, 'EARLY_BADGE_SUPPLY=0 gives no badge');
  t.equal((await socialCard(app, kim)).earlyBadge, 'off', 'and the card says none are offered');
});

t.test('the follow mission is verified through X, or shown as unverified', async (t) => {
  await t.test('without X API access', async (t) => {
    const app = await sharedApp();
    const user = await signIn(app, 'nofollow');
    const res = await app.inject({
      method: 'POST',
      url: '/api/me/missions/follow-x/check',
      headers: user.mutating,
    });
    t.same(res.json(), { status: 'unverified', pointsAwarded: 0 });
    t.match(mission(await socialCard(app, user), 'follow-x'), {
      completed: false,
      verification: 'unverified',
    });
  });

  await t.test('with X API access', async (t) => {
    const { app } = await noBadgeApp();
    // X is asked in a job: the request answers 202 `checking`, the outcome is read by id.
    const check = async (c: { mutating: Record<string, string> }) => {
      const started = await app.inject({
        method: 'POST',
        url: '/api/me/missions/follow-x/check',
        headers: c.mutating,
      });
      if (started.statusCode !== 202) return started;
      t.match(started.json(), { status: 'checking', pointsAwarded: 0 });
      return settledFollowCheck(app, c, started.json().checkId);
    };
    const fan = await signIn(app, 'fan');
    const stranger = await signIn(app, 'stranger');
    t.match(mission(await socialCard(app, stranger), 'follow-x'), {
      completed: false,
      verification: 'verified',
    });
    t.match((await check(stranger)).json(), { status: 'not-following', pointsAwarded: 0 });
    t.match((await check(fan)).json(), { status: 'completed', pointsAwarded: 100 });
    const again = await check(fan);
    t.equal(again.statusCode, 200, 'a paid mission is answered without a job');
    t.same(again.json(), { status: 'completed', pointsAwarded: 0 }, 'paid once');
    t.equal((await me(app, fan)).earnedPoints, 100);
    t.match(mission(await socialCard(app, fan), 'follow-x'), { completed: true, count: 1 });
    t.same(asked, ['demo-stranger', 'demo-fan'], 'X is not asked again once completed');
  });
});

t.test('the social card needs a session', async (t) => {
  const app = await sharedApp();
  t.equal((await app.inject('/api/me/social-card')).statusCode, 401);
  const doc = (await app.inject('/api/openapi.json')).json();
  t.ok(doc.paths['/api/me/social-card'].get.responses['200'], 'documented in OpenAPI');
  t.ok(doc.paths['/api/wallets/add'].post.responses['409']);
});

t.test('concurrent sign-ups never hand out more Early badges than the supply', async (t) => {
  await postgresOnly(t, 'postgres', async (t) => {
    const { app } = await buildTestApp(t, await freshDatabase(t, 'postgres'), {
      env: { EARLY_BADGE_SUPPLY: '3' },
    });
    const users = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(app, `rush${i}`)));
    const badges = (await Promise.all(users.map((u) => me(app, u)))).flatMap((m) => m.badges);
    t.equal(badges.length, 3);
    t.same(badges.map((b: { seat: number }) => b.seat).sort(), [1, 2, 3]);
  });
});

t.test('proving an already linked wallet again settles awards a crash left unpaid', async (t) => {
  const { app, database } = await noBadgeApp();
  const gus = await signIn(app, 'gus');
  const wallet = evmWallet();
  // As if the process died after linking and before paying.
  const userId = (await me(app, gus)).id;
  await database.db
    .insertInto('wallets')
    .values({
      id: crypto.randomUUID(),
      user_id: userId,
      address: wallet.address,
      chain: 'eip155:1',
      label: null,
      symbol: null,
      explorer: null,
      ruby_wallet_score: null,
      nomis_wallet_score: null,
    })
    .execute();
  t.equal((await me(app, gus)).earnedPoints, 0);
  const again = await linkEvmWallet(app, gus, wallet);
  t.equal(again.res.statusCode, 409);
  t.equal((await me(app, gus)).earnedPoints, 200);
  t.equal((await linkEvmWallet(app, gus, wallet)).res.statusCode, 409);
  t.equal((await me(app, gus)).earnedPoints, 200, 'and only once');
});
