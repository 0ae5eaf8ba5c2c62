import { sql } from 'kysely';
import t from 'tap';
import { demoSeedRepository } from '#adapters/db/repositories/demo-seed.repository.ts';
import { generateTestbed } from '#adapters/synthetic/adversarial-testbed.generator.ts';
import { generateDemoData } from '#adapters/synthetic/demo-data.generator.ts';
import { METHODOLOGY_V1 } from '#core/domain/methodology.ts';
import { eachBackend } from '../../helpers/databases.ts';
import { addTestbedParts as add, addTestbedProjects, rankTestbed, TESTBED_NOW as NOW, testbedOptions } from '../../helpers/defence-testbed.ts';

t.test('diag', async (t) => {
  await eachBackend(t, async (t, handle) => {
    const demo = generateDemoData(11, NOW, 2000);
    await demoSeedRepository(handle.db).write(demo, 11);
    const bed = generateTestbed(testbedOptions(demo));
    await addTestbedProjects(handle);
    await add(handle, bed.lookalikes);
    await add(handle, bed.rings);
    await rankTestbed(handle, METHODOLOGY_V1);
    const r = await sql<any>`select s.pos_kol_score as pos, k.twitter_username as u, s.kol_score as s, k.twitter_followers_count as f, k.follower_backing as b, k.smart_followers_count as sm, s.engagement_rate as er, s.kol_score_percent_from_total as ms, k.trust, (select count(*) from kol_clusters c where c.kol_id=k.id) as cl from kols k join kol_scores s on s.kol_id=k.id where s.pos_kol_score <= 110 order by 1`.execute(handle.db);
    for (const x of r.rows) console.log(JSON.stringify(x));
    const rings = bed.rings.map((g) => [g.strategy, g.members] as const);
    for (const [st, m] of rings) {
      const q = await sql<any>`select s.pos_kol_score as pos, k.twitter_username as u, s.kol_score as s, k.twitter_followers_count as f, k.follower_backing as b, k.smart_followers_count as sm, s.engagement_rate as er, s.kol_score_percent_from_total as ms from kols k join kol_scores s on s.kol_id=k.id where k.twitter_username = any(${m}::text[]) order by 1 limit 2`.execute(handle.db);
      console.log(st, JSON.stringify(q.rows));
    }
    t.pass();
  });
});
