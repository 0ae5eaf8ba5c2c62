import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import t, { type Test } from 'tap';
import type { DatabaseHandle } from '#adapters/db/connect.ts';
import { METHODOLOGY_V1 as ON, type Methodology } from '#core/domain/methodology.ts';
import { ONE_BACKEND } from '../../../scripts/test-groups.ts';
import { V1_18_0 } from '../../../bench/defence-versions.ts';
import { eachBackendOnDataSetA } from '../../helpers/data-set-a.ts';
import type { Backend } from '../../helpers/databases.ts';
import {
  ALL_OFF,
  importLines,
  NO_COORDINATION,
  outsiderAttack,
  rankTestbed,
  type Snapshot,
} from '../../helpers/defence-testbed.ts';

// The defence files of earlier methodology versions run on one backend in a full run
// (docs/testing.md, "Defence cases on one backend"). What lets them: the engine gives the same
// rankings and the same discounts, post by post, on PGlite and on PostgreSQL. This file checks
// that on data set A with every attack those files import, all at once, ranked with the current
// methodology (every rule on), 1.18.0 (the oldest version a case ranks: most of the later rules
// off), the two reference rankings the cases compare against, and a day run.
t.setTimeout(900_000);

/** Every outsider attack the ONE_BACKEND files import (checked below against their sources). */
const ATTACKS = [
  'bought-2-swarm',
  'bought-4-small',
  'bought-drip-large',
  'decoy-floor',
  'f4f-ring',
  'f4f-swarm',
  'fresh-big',
  'heavy-bought-trio',
  'history-thin-slow',
  'leader-swarm',
  'long-habit',
  'loose-go-first',
  'micro-swarm-aged',
  'narrative-bought-10',
  'narrative-slow-thin',
  'regulars-then-burst',
  'seasoned-go-first',
  'seeded-leader',
  'slow-bought',
  'thin-flood',
  'thin-slow',
  'traded-long-habit',
  'weekly-bought-2',
];

t.test('the attacks ranked here are every one the files on one backend import', async (t) => {
  const named = new Set<string>();
  for (const file of ONE_BACKEND) {
    const source = readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');
    for (const m of source.matchAll(
      /(?:outsiderAttack\(demo, |outsiderCase\(handle, demo, |attack: )'([a-z0-9-]+)'/g,
    ))
      named.add(m[1] as string);
  }
  t.same([...named].sort(), ATTACKS, 'the same attacks');
});

const VERSIONS: Methodology[] = [ON, V1_18_0, NO_COORDINATION, ALL_OFF];

type Ranked = {
  version: string;
  mode: 'full' | 'day';
  projects: Snapshot['projects'];
  attention: Snapshot['attention'];
  /** Per account: its share, KOL Score and Mindo metric, and where each ranks up to ties (below). */
  kols: Map<string, string>;
  /** Every discount of the run: "external id kind multiplier detail", sorted. */
  discounts: string[];
};

/**
 * Accounts tied on a score are ordered by their id, and an import draws new accounts' ids at
 * random, so the same data imported twice may order a tie differently on any backend. What must
 * agree is each value, and each position up to ties: the position is checked to lie among its
 * tie's, and compared as the tie's first place (one more than the accounts with a higher value).
 */
async function kolsOf(t: Test, handle: DatabaseHandle): Promise<Map<string, string>> {
  const rows = (
    await sql<{
      u: string;
      share: number;
      score: number;
      mindo: number;
      pos_score: number;
      pos_mindo: number;
    }>`
      select k.twitter_username as u, s.kol_score_percent_from_total as share, s.kol_score as score,
        s.mindo_metric as mindo, s.pos_kol_score as pos_score, s.pos_mindo_metric as pos_mindo
      from kols k join kol_scores s on s.kol_id = k.id`.execute(handle.db)
  ).rows;
  const places = (
    value: (r: (typeof rows)[number]) => number,
    position: (r: (typeof rows)[number]) => number,
  ) => {
    const values = rows.map(value).sort((a, b) => b - a);
    const first = (v: number) => values.findIndex((x) => x === v) + 1;
    const last = (v: number) => values.findLastIndex((x) => x === v) + 1;
    const out = new Map<string, number>();
    for (const r of rows) {
      const v = value(r);
      if (position(r) < first(v) || position(r) > last(v))
        t.fail(`@${r.u} is placed ${position(r)}, outside its tie's ${first(v)}–${last(v)}`);
      out.set(r.u, first(v));
    }
    return out;
  };
  const byScore = places(
    (r) => Number(r.score ?? 0),
    (r) => Number(r.pos_score),
  );
  const byMindo = places(
    (r) => Number(r.mindo ?? 0),
    (r) => Number(r.pos_mindo),
  );
  return new Map(
    rows.map((r) => [
      r.u,
      `${Number(r.share ?? 0)} ${Number(r.score ?? 0)} ${byScore.get(r.u)} ${Number(r.mindo ?? 0)} ${byMindo.get(r.u)}`,
    ]),
  );
}

/** A burst's evidence names its latest posts, ties by post id, which an import numbers in its own order: left out. */
const withoutExamples = (detail: string) => detail.replace(/; e\.g\. posts .*$/, '; e.g. posts …');

async function discountsOf(handle: DatabaseHandle): Promise<string[]> {
  const rows = await sql<{ id: string; kind: string; multiplier: number; detail: string }>`
    select p.external_id as id, d.kind, d.multiplier, d.detail
    from post_discounts d join posts p on p.id = d.post_id`.execute(handle.db);
  return rows.rows
    .map((r) => `${r.id} ${r.kind} ${Number(r.multiplier)} ${withoutExamples(r.detail)}`)
    .sort();
}

async function ranked(
  t: Test,
  handle: DatabaseHandle,
  m: Methodology,
  mode: 'full' | 'day',
): Promise<Ranked> {
  const { projects, attention } = await rankTestbed(handle, m, mode);
  const version = m === ALL_OFF ? 'all off' : m === NO_COORDINATION ? 'no coordination' : m.version;
  return {
    version,
    mode,
    projects,
    attention,
    kols: await kolsOf(t, handle),
    discounts: await discountsOf(handle),
  };
}

t.test('PGlite and PostgreSQL rank the defence cases alike', async (t) => {
  const runs = new Map<Backend, Ranked[]>();
  await eachBackendOnDataSetA(t, async (t, handle, demo, backend) => {
    await importLines(
      handle,
      ATTACKS.flatMap((name) => outsiderAttack(demo, name).lines),
    );
    const out: Ranked[] = [];
    for (const m of VERSIONS) out.push(await ranked(t, handle, m, 'full'));
    out.push(await ranked(t, handle, ON, 'day'));
    // The comparison means something only where the rules fired: every kind of discount the
    // defence files check is among the current methodology's.
    const kinds = new Set((out[0] as Ranked).discounts.map((d) => d.split(' ')[1]));
    t.ok(
      kinds.size >= 6,
      `${backend}: the current methodology gives ${kinds.size} kinds of discount (${[...kinds].sort().join(', ')})`,
    );
    runs.set(backend, out);
  });
  const pglite = runs.get('pglite');
  const postgres = runs.get('postgres');
  if (!pglite || !postgres) return;
  for (const [i, a] of pglite.entries()) {
    const b = postgres[i] as Ranked;
    const what = `${a.version} (${a.mode})`;
    t.same(b.projects, a.projects, `${what}: the same mindshare`);
    t.same(b.attention, a.attention, `${what}: the same attention`);
    t.same(b.kols, a.kols, `${what}: the same KOL shares, scores and places`);
    t.same(b.discounts, a.discounts, `${what}: the same ${a.discounts.length} discounts, post by post`);
  }
});
