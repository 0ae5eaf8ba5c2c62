import type { Test } from 'tap';
import type { DatabaseHandle } from '#adapters/db/connect.ts';
import { influencersRepository } from '#adapters/db/repositories/influencers.repository.ts';
import { generateSweep } from '#adapters/synthetic/adversarial-sweep.generator.ts';
import { METHODOLOGY_V1, type Methodology } from '#core/domain/methodology.ts';
import type { DemoData } from './data-set-a.ts';
import { addSweepProjects, addTestbedParts, ALL_OFF, rankTestbed, sweepOptions } from './defence-testbed.ts';

const ON = METHODOLOGY_V1;

export interface SweepRuleCase {
  /** The rule's name in the assertions' messages. */
  rule: string;
  /** The methodology with only this rule turned off. */
  without: Methodology;
  /** The attack sweep's seed and the rings of it, alone on the demo data. */
  seed: number;
  rings: readonly string[];
  /** What the first account of the second ring's receipt must say in its cluster cap's evidence. */
  evidence: readonly { pattern: RegExp; says: string }[];
  /** Every target must have a lift (else a target the ring's draws gave no post is passed over). */
  everyTargetLifts?: boolean;
}

/**
 * One rule of the coordination defence against rings of the attack sweep it was designed on
 * (docs/methodology.md, "The attack sweep"): on the demo data with only those rings, each
 * target keeps over 80% of its lift without the rule and at most 20% with it; a day run after
 * the full run gives the same numbers; and a ring member's receipt shows the cut as a cluster
 * cap whose evidence names what `evidence` asks and the post. `handle` holds the demo data
 * (`demo`, data set A's: test/helpers/data-set-a.ts) and nothing else.
 */
export async function checkRuleOnSweepRings(
  t: Test,
  handle: DatabaseHandle,
  demo: DemoData,
  c: SweepRuleCase,
): Promise<void> {
  const rings = generateSweep({ ...sweepOptions(demo), seed: c.seed }).filter((r) =>
    c.rings.includes(r.strategy),
  );
  t.equal(rings.length, c.rings.length, `the sweep of seed ${c.seed} holds ${c.rings.join(' and ')}`);
  await addSweepProjects(handle, rings);
  await addTestbedParts(handle, rings);
  const off = await rankTestbed(handle, ALL_OFF);
  const without = await rankTestbed(handle, c.without);
  const on = await rankTestbed(handle, ON);
  let targets = 0;
  for (const p of rings.flatMap((r) => [r.target, ...r.also])) {
    const lift = off.attention.get(p) ?? 0;
    if (c.everyTargetLifts) t.ok(lift > 0, `@${p} has a lift without any discount (${lift.toFixed(0)})`);
    else if (lift === 0) continue; // a target the ring's draws gave no post in the window
    targets += 1;
    const kept = (s: typeof on) => (s.attention.get(p) ?? 0) / lift;
    t.ok(kept(without) > 0.8, `without ${c.rule} @${p} keeps ${(kept(without) * 100).toFixed(1)}%`);
    t.ok(kept(on) <= 0.2, `with ${c.rule} @${p} keeps ${(kept(on) * 100).toFixed(1)}% (≤ 20%)`);
  }
  t.ok(targets > 0, `${targets} targets with a lift`);
  // A day run applies the caps of the last full run to its days' posts: the same numbers.
  const { durationMs: _full, ...full } = on;
  const { durationMs: _day, ...day } = await rankTestbed(handle, ON, 'day');
  t.same(day, full, 'a day run after the full run gives the same attention, shares and ranks');
  const member = rings[1]?.members[0] ?? '';
  const k = await handle.db
    .selectFrom('kols')
    .select('id')
    .where('twitter_username', '=', member)
    .executeTakeFirstOrThrow();
  const receipt = await influencersRepository(handle.db).scoreInputs(k.id, 30);
  const cap = receipt?.discounts.find((d) => d.kind === 'cluster_cap');
  t.ok(cap && cap.posts > 0, 'the receipt lists cluster_cap');
  const detail = cap?.examples[0]?.detail ?? '';
  for (const { pattern, says } of c.evidence) t.match(detail, pattern, `its evidence names ${says}`);
  t.ok(cap?.examples[0]?.postId, 'and the post');
}
