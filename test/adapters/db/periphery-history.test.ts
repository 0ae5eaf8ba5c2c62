import t from 'tap';
import { METHODOLOGY_V1 as ON, type Methodology } from '#core/domain/methodology.ts';
import { eachBackendOnDataSetA } from '../../helpers/data-set-a.ts';
import {
  ALL_OFF,
  accountMoves,
  bestRank,
  groupLabelOf,
  honestMoves,
  importLines,
  liftOf,
  NO_COORDINATION,
  outsiderAttack,
  rankTestbed,
  withoutRingAccounts,
} from '../../helpers/defence-testbed.ts';
import { writtenAccountLines } from '../../helpers/written-account.ts';

// 1.30.0 (docs/methodology.md, "1.30.0: the periphery's regulars with a history"). `bought-2-swarm`
// (held out after 1.29.0: 100 unconnected aged accounts, each followed by 2 honest accounts it
// bought) took an honest regular of its target into its focus group at 20,000 KOLs: the regular
// had sold one of those follows (it follows a swarm account), named the project twice before the
// swarm came, and posts regularly, but reports 16,551 followers and is under the vouched bar of
// its size, so since 1.18.3 every post in the window counted toward the periphery. It lost 52.6%.
// Here the same regular is written onto the 2,000-KOL data beside the same swarm.
const V1_29_0: Methodology = {
  ...ON,
  coordination: { ...ON.coordination, focus: { ...ON.coordination.focus, neighbourHistory: false } },
};
const RING = /^ox\d+_/;
const REGULAR = 'steady_reader';
// The same account without the history: what a campaign's loose account looks like (1.18.3's
// `loose-go-first`), which still joins the periphery.
const LOOSE = 'fresh_reader';

/**
 * An account that follows one swarm account (a follow it sold), named the target twice before the
 * swarm came and once posted about nothing in particular; with `history`, four posts in the 60 days
 * before the window too.
 */
function readerLines(username: string, ringAccount: string, history: boolean): string[] {
  const posts: [number, string][] = [
    ...(history
      ? ([
          [80, 'weekly notes on the market, rotation into the majors, nothing new'],
          [65, 'community call recap: roadmap, audits, fees'],
          [50, 'thread on how I size positions, long one'],
          [38, 'onchain data this week: flows, supply, wallets'],
        ] as [number, string][])
      : []),
    [20, 'played the new season of @pixelquest, the crafting loop is good'],
    [16, '@pixelquest tournament recap, the top teams and what they ran'],
    [12, 'quiet week, reading more than posting'],
  ];
  return [
    ...writtenAccountLines(username, posts),
    JSON.stringify({ type: 'follow', follower: username, followee: ringAccount }),
  ];
}

t.test(
  'a regular with a history that named the target before a swarm stays out of its group (1.30.0)',
  async (t) => {
    await eachBackendOnDataSetA(t, async (t, handle, demo) => {
      const attack = outsiderAttack(demo, 'bought-2-swarm');
      // The swarm account it follows: one with 3 posts, focused (silent before, 3 posts about its target).
      const posts = new Map<string, number>();
      for (const line of attack.lines) {
        const row = JSON.parse(line) as { type: string; author?: string };
        if (row.type === 'post' && row.author) posts.set(row.author, (posts.get(row.author) ?? 0) + 1);
      }
      const followed = attack.members.find((m) => posts.get(m) === 3) as string;
      // Each reader's follower: one honest account, a real but small tracked audience for its size.
      const followers = [REGULAR, LOOSE].map((who, i) =>
        JSON.stringify({ type: 'follow', follower: demo.accounts[i]?.username, followee: who }),
      );
      const baseOff = await rankTestbed(handle, ALL_OFF);
      const baseOn = await rankTestbed(handle, ON);
      await importLines(handle, [
        ...attack.lines,
        ...readerLines(REGULAR, followed, true),
        ...readerLines(LOOSE, followed, false),
        ...followers,
      ]);
      const ringless = (s: Awaited<ReturnType<typeof rankTestbed>>) => withoutRingAccounts(s, RING);
      const plain = ringless(await rankTestbed(handle, NO_COORDINATION));
      const moveOf = (s: Awaited<ReturnType<typeof rankTestbed>>) =>
        honestMoves(plain, ringless(s)).find((m) => m.what === `@${REGULAR}`)?.move ?? 0;

      const before = await rankTestbed(handle, V1_29_0);
      t.match(
        await groupLabelOf(handle, REGULAR),
        /@pixelquest/,
        '1.29.0: the regular is in the swarm group',
      );
      t.ok(moveOf(before) > 0.2, `1.29.0: the regular loses ${(moveOf(before) * 100).toFixed(1)}%`);

      const on = await rankTestbed(handle, ON);
      t.equal(await groupLabelOf(handle, REGULAR), null, `${ON.version}: the regular is in no group`);
      t.match(
        await groupLabelOf(handle, LOOSE),
        /@pixelquest/,
        `${ON.version}: the same account with no history still joins the swarm's group`,
      );
      // The loose look-alike is judged with the swarm on purpose; every other account is honest.
      const top = accountMoves(plain, ringless(on), [LOOSE])[0];
      t.ok(
        (top?.move ?? 0) < 0.02,
        `${ON.version}: no honest account moves by 2% or more (largest ${top?.what} ${((top?.move ?? 0) * 100).toFixed(1)}%)`,
      );
      const allOff = await rankTestbed(handle, ALL_OFF);
      const kept = liftOf(on, baseOn, 'pixelquest') / liftOf(allOff, baseOff, 'pixelquest');
      t.ok(kept <= 0.2, `the swarm keeps ${(kept * 100).toFixed(1)}% of its lift on @pixelquest`);
      t.ok(bestRank(on, attack.members) > 100, 'no swarm account in the KOL top 100');

      const { durationMs: _full, ...full } = await rankTestbed(handle, ON);
      const { durationMs: _day, ...day } = await rankTestbed(handle, ON, 'day');
      t.same(day, full, 'a day run after the full run gives the same attention, shares and ranks');
    });
  },
);
