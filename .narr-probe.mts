// Ad-hoc probe (not committed): a ring that names a narrative and no project.
import { sql } from 'kysely';
import { connectDatabase } from './adapters/db/connect.ts';
import { migrateToLatest } from './adapters/db/migrate.ts';
import { demoSeedRepository } from './adapters/db/repositories/demo-seed.repository.ts';
import { socialIngestRepository } from './adapters/db/repositories/social-ingest.repository.ts';
import { generateDemoData } from './adapters/synthetic/demo-data.generator.ts';
import { METHODOLOGY_V1 as ON, type Methodology } from './core/domain/methodology.ts';
import { makeImportSocialData } from './core/use-cases/import-social-data.use-case.ts';
import { rankTestbed, TESTBED_NOW } from './test/helpers/defence-testbed.ts';
import { adminQuery } from './bench/admin-query.ts';
import { seededRandom } from './core/domain/random.ts';
const ADMIN = 'postgres://postgres@127.0.0.1:5432/postgres';
const NAME = 'mindmark_narr_probe';
const ALL_OFF: Methodology = { ...ON, discounts: { ...ON.discounts, enabled: false } };
await adminQuery(ADMIN, `drop database if exists ${NAME} with (force)`);
await adminQuery(ADMIN, `create database ${NAME}`);
const h = await connectDatabase({ kind: 'postgres', url: `postgres://postgres@127.0.0.1:5432/${NAME}`, poolSize: 2 });
await migrateToLatest(h.db);
const demo = generateDemoData(11, TESTBED_NOW, 2000);
await demoSeedRepository(h.db).write(demo, 11);
const shares = async () => new Map((await sql<{ name: string; p: number }>`select name, mindshare_percent as p from narratives`.execute(h.db)).rows.map((r) => [r.name, Number(r.p)]));
await rankTestbed(h, ALL_OFF); const baseOff = await shares();
await rankTestbed(h, ON); const baseOn = await shares();
const rnd = seededRandom(77);
const honest = demo.accounts.map((a) => a.username);
const lines: string[] = [];
const N = Number(process.env.N ?? 40); const density = Number(process.env.D ?? 0);
const members = Array.from({ length: N }, (_, i) => `nr_${i}`);
const DAY = 86_400_000; const end = TESTBED_NOW.getTime() - 3_600_000;
for (const u of members) lines.push(JSON.stringify({ type: 'account', username: u, followers: rnd.int(1500, 7500), following: 400, postCount: 3000, createdAt: new Date(end - rnd.int(400, 900) * DAY).toISOString() }));
for (let i = 0; i < N; i++) for (let j = i + 1; j < N; j++) if (rnd.next() < density) { lines.push(JSON.stringify({ type: 'follow', follower: members[i], followee: members[j] })); lines.push(JSON.stringify({ type: 'follow', follower: members[j], followee: members[i] })); }
for (const u of members) for (let k = 0; k < 10; k++) lines.push(JSON.stringify({ type: 'follow', follower: u, followee: rnd.pick(honest) }));
const B = Number(process.env.B ?? 0); const sellers = demo.accounts.filter((a) => (a.followersCount ?? 0) >= 1000).map((a) => a.username);
for (const u of members) for (const h of new Set(Array.from({ length: B }, () => rnd.pick(sellers)))) lines.push(JSON.stringify({ type: 'follow', follower: h, followee: u }));
const W = {
  open: ['Been digging into', 'Spent the weekend with', 'Quietly impressed by', 'Hot take:', 'Thread on', 'Why I keep coming back to', 'Underrated:', 'My notes on', 'Can we talk about', 'Just tried'],
  middle: ['the team ships every week', 'the docs are actually readable', 'fees are lower than I expected', 'the community calls are great', 'the roadmap looks realistic', 'liquidity keeps growing', 'the UX finally feels right', 'audits are public', 'the token design makes sense', 'builders are showing up'],
  close: ['worth a look.', 'not financial advice.', 'still early imo.', 'watching closely.', 'bullish on the builders.', 'curious what you think.', 'more soon.', 'this one is different.', 'do your own research.', 'keep an eye on it.'],
};
let n = 0;
for (const u of members) for (let d = 0; d < 7; d++) for (let k = 0; k < 2; k++)
  lines.push(JSON.stringify({ type: 'post', id: `nr_p${n++}`, author: u, createdAt: new Date(end - d * DAY - rnd.int(0, DAY - 60000)).toISOString(), text: `${rnd.pick(W.open)} onchain games: ${rnd.pick(W.middle)}, ${rnd.pick(W.middle)}. ${rnd.pick(W.close)} #${rnd.int(1, 9999)}`, views: rnd.int(800, 3000), likes: rnd.int(20, 90), replies: rnd.int(0, 5), reposts: rnd.int(0, 3), quotes: 0, bookmarks: rnd.int(0, 3), narratives: ['GameFi'] }));
const r = await makeImportSocialData({ repo: socialIngestRepository(h.db), clock: { now: () => TESTBED_NOW } })(lines);
console.log('imported', r);
await rankTestbed(h, ALL_OFF); const off = await shares();
await rankTestbed(h, ON); const on = await shares();
const g = 'GameFi';
console.log(`GameFi: base on ${baseOn.get(g)} off ${baseOff.get(g)}; ring off ${off.get(g)} on ${on.get(g)}; kept ${(((on.get(g)! - baseOn.get(g)!) / (off.get(g)! - baseOff.get(g)!)) * 100).toFixed(1)}%`);
const disc = await sql<{ kind: string; n: number; m: number }>`select d.kind, count(*)::int as n, avg(d.multiplier) as m from post_discounts d join posts p on p.id = d.post_id join kols k on k.id = p.kol_id where k.twitter_username like 'nr\\_%' group by 1`.execute(h.db);
console.log(disc.rows);
await h.close();
await adminQuery(ADMIN, `drop database if exists ${NAME} with (force)`);
