import type { Test } from 'tap';
import type { DatabaseHandle } from '#adapters/db/connect.ts';
import { influencersRepository } from '#adapters/db/repositories/influencers.repository.ts';
import { METHODOLOGY_V1 as ON, type Methodology } from '#core/domain/methodology.ts';
import { buildScoreBreakdown } from '#core/domain/score-breakdown.ts';
import type { DemoData } from './data-set-a.ts';
import {
  ALL_OFF,
  accountMoves,
  bestRank,
  importLines,
  liftOf,
  NO_COORDINATION,
  outsiderAttack,
  rankTestbed,
  type Snapshot,
  withoutRingAccounts,
} from './defence-testbed.ts';

/** The accounts of every outsider attack (adapters/synthetic/outsider-attacks.generator.ts). */
const RING = /^ox\d+_/;

/**
 * One attack written from outside, brought in through the JSONL import onto data set A, with
 * the rankings a version's checks compare against: without it (every discount off, and the
 * current methodology), and with it (every discount off, and without the coordination defence,
 * which is what an honest move "by the defence" is measured from). `moved` lists the honest
 * accounts a ranking moved by 2% or more against that last one.
 */
export async function outsiderCase(handle: DatabaseHandle, demo: DemoData, name: string) {
  const attack = outsiderAttack(demo, name);
  const baseOff = await rankTestbed(handle, ALL_OFF);
  const baseOn = await rankTestbed(handle, ON);
  const imported = await importLines(handle, attack.lines);
  const off = withoutRingAccounts(await rankTestbed(handle, NO_COORDINATION), RING);
  const allOff = await rankTestbed(handle, ALL_OFF);
  const moved = (s: Snapshot) =>
    accountMoves(off, withoutRingAccounts(s, RING)).filter((x) => x.move >= 0.02);
  return { attack, imported, baseOff, baseOn, allOff, moved };
}

/**
 * What every case checks last, on the current methodology's full run `on`: the target keeps at
 * most 20% of the lift it gets with every discount off, no account of the attack is in the KOL
 * top 100, and a day run after the full run gives the same numbers.
 */
export async function heldWithDayRun(
  t: Test,
  handle: DatabaseHandle,
  c: Awaited<ReturnType<typeof outsiderCase>>,
  on: Snapshot & { durationMs: number },
  project: string,
) {
  const kept = liftOf(on, c.baseOn, project) / liftOf(c.allOff, c.baseOff, project);
  t.ok(
    kept <= 0.2,
    `the attack keeps ${(Math.abs(kept) < 0.0005 ? 0 : kept * 100).toFixed(1)}% of its lift on @${project}`,
  );
  t.ok(bestRank(on, c.attack.members) > 100, 'no account of the attack in the KOL top 100');
  const { durationMs: _full, ...full } = on;
  const { durationMs: _day, ...day } = await rankTestbed(handle, ON, 'day');
  t.same(day, full, 'a day run after the full run gives the same attention, shares and ranks');
}

/** An account's score receipt (the profile's "Why this score") on the methodology `m`, read as the API reads it. */
export async function receiptOf(handle: DatabaseHandle, username: string, m: Methodology = ON) {
  const k = await handle.db
    .selectFrom('kols')
    .select('id')
    .where('twitter_username', '=', username)
    .executeTakeFirstOrThrow();
  const inputs = await influencersRepository(handle.db).scoreInputs(k.id, 30);
  if (!inputs) throw new Error(`no receipt for @${username}`);
  return buildScoreBreakdown(inputs, m);
}
