import { sql } from 'kysely';
import t from 'tap';
import type { DatabaseHandle } from '#adapters/db/connect.ts';
import { METHODOLOGY_V1 as ON } from '#core/domain/methodology.ts';
import { V1_20_0, V1_22_0, V1_23_0 } from '../../../bench/defence-versions.ts';
import { eachBackendOnDataSetA } from '../../helpers/data-set-a.ts';
import {
  ALL_OFF,
  bestRank,
  honestMoves,
  importLines,
  liftOf,
  NO_COORDINATION,
  outsiderAttack,
  pct,
  rankTestbed,
  TESTBED_NOW,
  withoutRingAccounts,
  accountMoves,
} from '../../helpers/defence-testbed.ts';

// 1.23.0 (docs/methodology.md, "1.23.0: members freed within chance"). `seasoned-go-first`, an
// attack written from outside after 1.21.0: a core of 50 young accounts with no history, and 100
// aged accounts with a posting history that each name @pixelquest once before the core starts and
// once while it posts. 1.21.0 counts a member with a history by its posts from the crowd's start,
// so each of the 100 has one post there and leaves the crowd; 1.23.0 frees only as many as chance
// explains, and a hundred stay. 1.24.0 ("1.24.0: the longest-standing freed first"): an honest
// regular beside them, with the same posts about @pixelquest but a history that goes back further
// than theirs, is freed all the same (with 1.23.0 it was held back with them).
const RING = /^ox\d+_/;
const SEASONED = /^ox\d+_s\d+$/;

const REGULAR = 'pq_regular';

/** An honest regular with a long history, naming @pixelquest before the swarm's core and during it. */
function regularLines(): string[] {
  const at = (days: number) => new Date(TESTBED_NOW.getTime() - days * 86_400_000).toISOString();
  const post = (id: string, days: number, text: string) =>
    JSON.stringify({ type: 'post', id, author: REGULAR, createdAt: at(days), text, views: 900, likes: 30 });
  return [
    JSON.stringify({ type: 'account', username: REGULAR, followers: 2400, following: 400, postCount: 900 }),
    post('pq_regular_h1', 112, 'notes on bridge fees this quarter'),
    post('pq_regular_h2', 75, 'markets are quiet, watching rates'),
    post('pq_regular_p1', 10, 'first look at @pixelquest'),
    post('pq_regular_p2', 3, '@pixelquest again this week'),
  ];
}

/** Whether the last run put an account in a cluster. */
async function inGroup(handle: DatabaseHandle, username: string): Promise<boolean> {
  const rows = await sql<{ n: number }>`select count(*)::int as n from kol_clusters kc
    join kols k on k.id = kc.kol_id where k.twitter_username = ${username}`.execute(handle.db);
  return (rows.rows[0]?.n ?? 0) > 0;
}

/** The label of the crowd on @pixelquest (the evidence every discount of the crowd quotes). */
async function crowdLabel(handle: DatabaseHandle): Promise<string> {
  const rows = await sql<{ label: string }>`select label from follow_clusters
    where label like 'the crowd of % accounts new to @pixelquest%'`.execute(handle.db);
  return rows.rows.map((r) => r.label).join(' | ');
}

/** How many of the seasoned accounts the last run put in a cluster. */
async function seasonedInGroups(handle: DatabaseHandle): Promise<number> {
  const rows = await sql<{ u: string }>`select k.twitter_username as u from kol_clusters kc
    join kols k on k.id = kc.kol_id`.execute(handle.db);
  return rows.rows.filter((r) => SEASONED.test(r.u)).length;
}

t.test(
  'a swarm cannot free its seasoned accounts by the hundred; a regular posting longer is freed (1.23.0, 1.24.0)',
  async (t) => {
    await eachBackendOnDataSetA(t, async (t, handle, demo) => {
      const attack = outsiderAttack(demo, 'seasoned-go-first');
      const baseOff = await rankTestbed(handle, ALL_OFF);
      const baseOn = await rankTestbed(handle, ON);
      const imported = await importLines(handle, attack.lines);
      t.equal(imported.accounts, 150, 'the JSONL import takes the swarm');
      await importLines(handle, regularLines());
      const allOff = await rankTestbed(handle, ALL_OFF);
      const off = withoutRingAccounts(await rankTestbed(handle, NO_COORDINATION), RING);

      await rankTestbed(handle, V1_20_0);
      t.equal(await seasonedInGroups(handle), 100, '1.20.0: the crowd holds all 100 seasoned accounts');
      await rankTestbed(handle, V1_22_0);
      t.equal(await seasonedInGroups(handle), 0, '1.22.0: the crowd’s start frees every one of them');

      const held = await rankTestbed(handle, V1_23_0);
      t.equal(await seasonedInGroups(handle), 100, '1.23.0: a hundred are more than chance frees: all stay');
      t.ok(await inGroup(handle, REGULAR), '1.23.0: the honest regular is held back with them');
      t.match(
        await crowdLabel(handle),
        /; 101 of them posted in the 60 days before the window and have under 2 posts about it from the crowd's start, but are more than chance frees and stay$/,
        'the crowd says how many were held back for chance (the evidence an appeal argues with)',
      );
      const heldMove = honestMoves(off, withoutRingAccounts(held, RING)).find(
        (m) => m.what === `@${REGULAR}`,
      );
      t.ok((heldMove?.move ?? 0) >= 0.02, `1.23.0 moves @${REGULAR} by ${pct(heldMove?.move ?? 0)}`);

      const on = await rankTestbed(handle, ON);
      const stayed = await seasonedInGroups(handle);
      t.ok(
        stayed >= 96 && stayed <= 100,
        `${ON.version}: ${stayed} of 100 stay (chance frees at most 4 here, the regular first)`,
      );
      t.notOk(await inGroup(handle, REGULAR), `${ON.version}: the regular posting longest is freed`);
      t.match(
        await crowdLabel(handle),
        new RegExp(
          `; ${stayed} of them posted in the 60 days before .* stay \\(the ${101 - stayed} with the earliest posts were freed\\)$`,
        ),
        `${ON.version}: the crowd names how many were freed as the longest-standing`,
      );
      const kept = liftOf(on, baseOn, 'pixelquest') / liftOf(allOff, baseOff, 'pixelquest');
      t.ok(kept <= 0.2, `the swarm keeps ${(kept * 100).toFixed(1)}% of its lift on @pixelquest`);
      t.ok(bestRank(on, attack.members) > 100, 'no swarm account in the KOL top 100');
      const hit = accountMoves(off, withoutRingAccounts(on, RING)).filter((m) => m.move >= 0.02);
      t.same(hit, [], `${ON.version}: the defence moves no honest account by 2% or more`);
      const { durationMs: _full, ...full } = on;
      const { durationMs: _day, ...day } = await rankTestbed(handle, ON, 'day');
      t.same(day, full, 'a day run after the full run gives the same attention, shares and ranks');
    });
  },
);
