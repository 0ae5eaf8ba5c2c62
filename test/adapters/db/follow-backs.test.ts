import { sql } from 'kysely';
import t from 'tap';
import type { DatabaseHandle } from '#adapters/db/connect.ts';
import { METHODOLOGY_V1 as ON, type Methodology } from '#core/domain/methodology.ts';
import { V1_25_0, V1_26_0 } from '../../../bench/defence-versions.ts';
import { eachBackendOnDataSetA } from '../../helpers/data-set-a.ts';
import {
  ALL_OFF,
  bestRank,
  groupLabelOf,
  importLines,
  liftOf,
  NO_COORDINATION,
  outsiderAttack,
  rankTestbed,
  withoutRingAccounts,
  accountMoves,
} from '../../helpers/defence-testbed.ts';

// 1.26.0 (docs/methodology.md, "1.26.0: follow-backs are not membership"). `f4f-ring`, written
// after 1.24.0 and held out: issue #21's ring (30 aged accounts, 70% of pairs following each
// other) whose members each trade follows with 15 honest accounts that follow them back. Before
// 1.26.0 those returned follows earned the ring's cluster an ordinary account's trust (at 20,000
// KOLs it kept all of its lift and a member ranked 173rd), and every honest account that had
// followed back two of its accounts was attached to it. Since 1.26.0 a follow a member returns
// earns the cluster nothing, and mutual follows attach an account only beyond what chance gives
// when a cluster trades that widely.
const RING = 'ox20_';

/** The ring's follow cluster: its honest members and the trust it earned from outside. */
async function ringCluster(handle: DatabaseHandle) {
  const rows = await sql<{ honest: number; ring: number; earned: number }>`
    select count(*) filter (where k.twitter_username not like ${`${RING}%`})::int as honest,
      count(*) filter (where k.twitter_username like ${`${RING}%`})::int as ring, min(fc.earned)::float8 as earned
    from kol_clusters kc join kols k on k.id = kc.kol_id join follow_clusters fc on fc.id = kc.cluster_id
    where fc.label = 'the follow cluster' and kc.cluster_id in (
      select kc2.cluster_id from kol_clusters kc2 join kols k2 on k2.id = kc2.kol_id where k2.twitter_username like ${`${RING}%`})
    `.execute(handle.db);
  return rows.rows[0] ?? { honest: 0, ring: 0, earned: 1 };
}

t.test(
  'a ring that trades follows earns nothing by them and takes no follow-back partner in (1.26.0)',
  async (t) => {
    await eachBackendOnDataSetA(t, async (t, handle, demo) => {
      const attack = outsiderAttack(demo, 'f4f-ring');
      const baseOff = await rankTestbed(handle, ALL_OFF);
      const baseOn = await rankTestbed(handle, ON);
      const imported = await importLines(handle, attack.lines);
      t.equal(imported.accounts, 30, 'the JSONL import takes the ring');
      const allOff = await rankTestbed(handle, ALL_OFF);

      await rankTestbed(handle, V1_25_0);
      const before = await ringCluster(handle);
      t.equal(before.ring, 30, '1.25.0: the ring is one follow cluster');
      t.ok(
        before.honest >= 20,
        `1.25.0: ${before.honest} honest accounts that followed it back are attached to it`,
      );
      t.ok(
        before.earned >= 0.75,
        `1.25.0: the returned follows earn it ${before.earned} of its size reference`,
      );

      const on = await rankTestbed(handle, ON);
      const after = await ringCluster(handle);
      t.equal(after.ring, 30, `${ON.version}: the ring is still one follow cluster`);
      t.ok(
        after.honest <= before.honest / 4,
        `${ON.version}: ${after.honest} honest accounts in it (${before.honest} with 1.25.0)`,
      );
      t.ok(after.earned < 0.25, `${ON.version}: it earned ${after.earned} from follows it did not return`);
      const kept = liftOf(on, baseOn, 'pixelquest') / liftOf(allOff, baseOff, 'pixelquest');
      t.ok(kept <= 0.2, `the ring keeps ${(kept * 100).toFixed(1)}% of its lift on @pixelquest`);
      t.ok(bestRank(on, attack.members) > 100, 'no ring account in the KOL top 100');
      const { durationMs: _full, ...full } = on;
      const { durationMs: _day, ...day } = await rankTestbed(handle, ON, 'day');
      t.same(day, full, 'a day run after the full run gives the same attention, shares and ranks');
    });
  },
);

// 1.27.0 ("1.27.0: a follow-back is one tie"). `f4f-swarm` (60 unconnected accounts, each trading
// follows with 15 honest ones): an honest account whose most-named project is the swarm's target
// and that followed back one of its accounts had two follows either way with the swarm's group,
// one of them its own, and joined it as a campaign account. Since 1.27.0 that pair is one tie.

/** Honest accounts in a group with the swarm's accounts. */
async function honestWithSwarm(handle: DatabaseHandle, prefix: string) {
  const rows = await sql<{ u: string }>`
    select k.twitter_username as u from kol_clusters kc join kols k on k.id = kc.kol_id
    where k.twitter_username not like ${`${prefix}%`} and kc.cluster_id in (
      select kc2.cluster_id from kol_clusters kc2 join kols k2 on k2.id = kc2.kol_id
      where k2.twitter_username like ${`${prefix}%`})
    order by 1`.execute(handle.db);
  return rows.rows.map((r) => r.u);
}

t.test("a swarm's follow-back partner is not its campaign account (1.27.0)", async (t) => {
  await eachBackendOnDataSetA(t, async (t, handle, demo) => {
    const attack = outsiderAttack(demo, 'f4f-swarm');
    const prefix = attack.members[0]?.replace(/\d+$/, '') ?? 'ox21_';
    await importLines(handle, attack.lines);
    const off = withoutRingAccounts(await rankTestbed(handle, NO_COORDINATION), /^ox\d+_/);

    const hit = async (m: Methodology) => {
      const on = withoutRingAccounts(await rankTestbed(handle, m), /^ox\d+_/);
      return accountMoves(off, on).filter((x) => x.move >= 0.02);
    };
    const before = await hit(V1_26_0);
    const joined = await honestWithSwarm(handle, prefix);
    t.ok(joined.length > 0, `1.26.0: ${joined.join(', ')} in a group with the swarm`);
    t.match(
      (await groupLabelOf(handle, joined[0] ?? '')) ?? '',
      /tied by at least 2 follows to its members/,
      '1.26.0: as a campaign account, by follows',
    );
    t.ok(
      before.length > 0,
      `1.26.0: ${before.map((x) => `${x.what} ${(x.move * 100).toFixed(1)}%`).join(', ')}`,
    );

    const after = await hit(ON);
    const still = await honestWithSwarm(handle, prefix);
    t.same(still, [], `${ON.version}: no honest account in a group with the swarm`);
    t.same(after, [], `${ON.version}: the defence moves no honest account by 2% or more`);
  });
});
