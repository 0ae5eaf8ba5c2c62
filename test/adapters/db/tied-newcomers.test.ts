import t from 'tap';
import { demoSeedRepository } from '#adapters/db/repositories/demo-seed.repository.ts';
import { influencersRepository } from '#adapters/db/repositories/influencers.repository.ts';
import { generateSweep } from '#adapters/synthetic/adversarial-sweep.generator.ts';
import { generateDemoData } from '#adapters/synthetic/demo-data.generator.ts';
import { METHODOLOGY_V1, type Methodology } from '#core/domain/methodology.ts';
import { eachBackend } from '../../helpers/databases.ts';
import {
  addSweepProjects,
  addTestbedParts,
  rankTestbed,
  sweepOptions,
  TESTBED_NOW,
} from '../../helpers/defence-testbed.ts';

const ON = METHODOLOGY_V1;
const WITHOUT: Methodology = { ...ON, coordination: { ...ON.coordination, tied: null } };
const ALL_OFF: Methodology = { ...ON, discounts: { ...ON.discounts, enabled: false } };

// Tied newcomers (docs/methodology.md, "Tied newcomers", 1.18.0) on two rings of the attack sweep
// (seed 2029, designed on by 1.18.0) that form no group 1.17.0 sees and bought their trust from
// real accounts: sweep-0 (69 accounts, follow density 0.2, 10–20 bought credible follows each, two
// targets) and sweep-3 (21 accounts, density 0.2, 10–20 bought credible follows, one post per
// target). Their accounts are new to their targets and follow each other far beyond chance.
t.test(
  'tied newcomers: accounts new to a project that know each other keep no attention nobody outside them gives',
  async (t) => {
    await eachBackend(t, async (t, handle) => {
      const demo = generateDemoData(11, TESTBED_NOW, 2000);
      await demoSeedRepository(handle.db).write(demo, 11);
      const rings = generateSweep({ ...sweepOptions(demo), seed: 2029 }).filter((r) =>
        ['sweep-0', 'sweep-3'].includes(r.strategy),
      );
      await addSweepProjects(handle, rings);
      await addTestbedParts(handle, rings);
      const off = await rankTestbed(handle, ALL_OFF);
      const without = await rankTestbed(handle, WITHOUT);
      const on = await rankTestbed(handle, ON);
      for (const p of rings.flatMap((r) => [r.target, ...r.also])) {
        const lift = off.attention.get(p) ?? 0;
        if (lift === 0) continue; // a target the ring's draws gave no post in the window
        const kept = (s: typeof on) => (s.attention.get(p) ?? 0) / lift;
        t.ok(kept(without) > 0.8, `without tied newcomers @${p} keeps ${(kept(without) * 100).toFixed(1)}%`);
        t.ok(kept(on) <= 0.2, `with tied newcomers @${p} keeps ${(kept(on) * 100).toFixed(1)}% (≤ 20%)`);
      }
      // A day run applies the caps of the last full run to its days' posts: the same numbers.
      const { durationMs: _full, ...full } = on;
      const { durationMs: _day, ...day } = await rankTestbed(handle, ON, 'day');
      t.same(day, full, 'a day run after the full run gives the same attention, shares and ranks');
      // The receipt: the group licence's cluster cap, its evidence naming the tied group and the post.
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
      t.match(
        detail,
        /accounts new to @sweep3[abc] .* times as many as chance gives/,
        'its evidence names the tied group',
      );
      t.match(detail, /group licence, since 1\.17\.0/, 'and the group licence');
      t.match(detail, /@sw3_/, "and the group's accounts");
      t.ok(cap?.examples[0]?.postId, 'and the post');
    });
  },
);
