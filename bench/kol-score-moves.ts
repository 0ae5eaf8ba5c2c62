import { sql } from 'kysely';
import { METHODOLOGY_V1, type Methodology } from '../core/domain/methodology.ts';
import { addTestbedParts, pct, rankTestbed } from '../test/helpers/defence-testbed.ts';
import { EARLIER_VERSIONS } from './defence-versions.ts';
import { testbedDatabase } from './testbed-database.ts';

/**
 * `DEFENCE_AGAINST=1.18.0 DEFENCE_KOLS=2000 DEFENCE_DB=h_kol_moves npx tsx bench/kol-score-moves.ts`:
 * data set A of the test bed (demo data and look-alikes, no ring: every account honest) ranked
 * with an earlier version (DEFENCE_AGAINST, from bench/defence-versions.ts) and with the current
 * one; prints how many accounts' KOL Score drops by 2% or more, the largest drops (and whether
 * each account is thinly backed), and the accounts that leave or enter the top 100 by KOL Score
 * and by Mindmark (docs/methodology.md, "1.19.0 attempt: reach that is vouched for"). A rule that
 * changes KOL Scores is measured here on accounts no ring is among, so every move is the rule's
 * doing.
 */
const KOLS = Number(process.env.DEFENCE_KOLS ?? 2000);
const NAME = process.env.DEFENCE_DB ?? 'hrank_kol_moves';
const against = process.env.DEFENCE_AGAINST ?? '';
const PREV = EARLIER_VERSIONS[against];
if (!PREV) throw new Error(`DEFENCE_AGAINST=${against}: not in bench/defence-versions.ts`);
const BEFORE: Methodology = PREV;
const AFTER: Methodology = METHODOLOGY_V1;

type Row = {
  u: string;
  score: number;
  mindo: number;
  posScore: number;
  posMindo: number;
  thin: number | null;
};

async function scores(db: Parameters<typeof rankTestbed>[0]['db']): Promise<Map<string, Row>> {
  const rows = await sql<{
    u: string;
    score: number;
    mindo: number;
    pos_score: number;
    pos_mindo: number;
    backing: number | null;
  }>`
    select k.twitter_username as u, s.kol_score as score, s.mindo_metric as mindo, s.pos_kol_score as pos_score,
      s.pos_mindo_metric as pos_mindo, b.backing
    from kols k join kol_scores s on s.kol_id = k.id left join kol_backing b on b.kol_id = k.id`.execute(db);
  return new Map(
    rows.rows.map((r) => [
      r.u,
      {
        u: r.u,
        score: Number(r.score ?? 0),
        mindo: Number(r.mindo ?? 0),
        posScore: Number(r.pos_score),
        posMindo: Number(r.pos_mindo),
        thin: r.backing === null ? null : Number(r.backing),
      },
    ]),
  );
}

const t0 = Date.now();
const log = (s: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(0)} s] ${s}`);
const { handle, bed, close } = await testbedDatabase(NAME, KOLS, 2);
try {
  await addTestbedParts(handle, bed.lookalikes);
  await rankTestbed(handle, BEFORE);
  const before = await scores(handle.db);
  log(`${BEFORE.version} ranked`);
  await rankTestbed(handle, AFTER);
  const after = await scores(handle.db);
  log(`${AFTER.version} ranked`);
  const moves = [...before.values()]
    .map((b) => {
      const a = after.get(b.u) as Row;
      return { b, a, drop: b.score > 0 ? (b.score - a.score) / b.score : 0 };
    })
    .sort((x, y) => y.drop - x.drop);
  const dropped = moves.filter((m) => m.drop >= 0.02);
  const thinAccounts = moves.filter((m) => m.a.thin !== null).length;
  console.log(
    `${moves.length} honest accounts, ${thinAccounts} thinly backed; KOL Score down by 2% or more: ${dropped.length} (${pct(dropped.length / moves.length)}), ${dropped.filter((m) => m.a.thin !== null).length} of them thinly backed; largest drop ${pct(moves[0]?.drop ?? 0)}`,
  );
  for (const m of dropped.slice(0, 25))
    console.log(
      `  @${m.b.u} ${m.b.score.toFixed(2)} → ${m.a.score.toFixed(2)} (−${pct(m.drop)}), backing ${m.a.thin ?? '—'}, KOL Score rank ${m.b.posScore} → ${m.a.posScore}, Mindmark rank ${m.b.posMindo} → ${m.a.posMindo}`,
    );
  for (const [label, key] of [
    ['KOL Score', 'posScore'],
    ['Mindmark', 'posMindo'],
  ] as const) {
    const left = moves.filter((m) => m.b[key] <= 100 && m.a[key] > 100);
    const entered = moves.filter((m) => m.b[key] > 100 && m.a[key] <= 100);
    console.log(
      `top 100 by ${label}: ${left.length} left (${left.map((m) => `@${m.b.u} ${m.b[key]} → ${m.a[key]}`).join(', ')}), ${entered.length} entered (${entered.map((m) => `@${m.b.u} ${m.b[key]} → ${m.a[key]}`).join(', ')})`,
    );
  }
} finally {
  await close();
}
