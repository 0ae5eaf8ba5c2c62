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
const WITHOUT: Methodology = {
  ...ON,
  coordination: { ...ON.coordination, cap: { ...ON.coordination.cap, licence: null } },
};
const ALL_OFF: Methodology = { ...ON, discounts: { ...ON.discounts, enabled: false } };

// The group licence (docs/methodology.md, "Group licence", 1.17.0) on two rings of the attack
// sweep (seed 1721, the seed 1.17.0 was designed on) that buy their trust from real accounts:
// sweep-9 (a focus group of 32 seeded accounts) and sweep-15 (a follow cluster of 26 with 10–18
// bought credible follows each, seeded, three targets). Both earn an ordinary account's trust,
// so before 1.17.0 no cap applied and they kept all of their lift; nobody else names their
// projects, so their lift is their targets' attention.
t.test(
  'group licence: a group that bought its trust keeps no attention nobody outside it gives',
  async (t) => {
    await eachBackend(t, async (t, handle) => {
      const demo = generateDemoData(11, TESTBED_NOW, 2000);
      await demoSeedRepository(handle.db).write(demo, 11);
      const rings = generateSweep(sweepOptions(demo)).filter((r) =>
        ['sweep-9', 'sweep-15'].includes(r.strategy),
      );
      await addSweepProjects(handle, rings);
      await addTestbedParts(handle, rings);
      const targets = rings.flatMap((r) => [r.target, ...r.also]);
      const off = await rankTestbed(handle, ALL_OFF);
      const without = await rankTestbed(handle, WITHOUT);
      const on = await rankTestbed(handle, ON);
      for (const p of targets) {
        const lift = off.attention.get(p) ?? 0;
        const kept = (s: typeof on) => (s.attention.get(p) ?? 0) / lift;
        t.ok(lift > 0, `@${p} has a lift without any discount (${lift.toFixed(0)})`);
        t.ok(
          kept(without) > 0.8,
          `without the group licence @${p} keeps ${(kept(without) * 100).toFixed(1)}%`,
        );
        t.ok(kept(on) <= 0.2, `with the group licence @${p} keeps ${(kept(on) * 100).toFixed(1)}% (≤ 20%)`);
      }
      // A day run applies the caps of the last full run to its days' posts: the same numbers.
      const { durationMs: _full, ...full } = on;
      const { durationMs: _day, ...day } = await rankTestbed(handle, ON, 'day');
      t.same(day, full, 'a day run after the full run gives the same attention, shares and ranks');
      // The receipt shows the cut as a cluster cap whose evidence names the rule, the group's
      // accounts and the posts.
      const member = rings[1]?.members[0] ?? '';
      const k = await handle.db
        .selectFrom('kols')
        .select('id')
        .where('twitter_username', '=', member)
        .executeTakeFirstOrThrow();
      const receipt = await influencersRepository(handle.db).scoreInputs(k.id, 30);
      const cap = receipt?.discounts.find((d) => d.kind === 'cluster_cap');
      t.ok(cap && cap.posts > 0, 'the receipt lists cluster_cap');
      t.match(
        cap?.examples[0]?.detail ?? '',
        /group licence, since 1\.17\.0/,
        'its evidence names the group licence',
      );
      t.match(cap?.examples[0]?.detail ?? '', /@sw15_/, "and the group's accounts");
      t.ok(cap?.examples[0]?.postId, 'and the post');
    });
  },
);
