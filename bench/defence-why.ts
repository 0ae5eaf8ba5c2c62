import { sql } from 'kysely';
import { connectDatabase } from '../adapters/db/connect.ts';
import { rawSql } from '../adapters/db/ranking-engine/ranking-rollups.sql.ts';
import { METHODOLOGY_V1 } from '../core/domain/methodology.ts';
import { TESTBED_AS_OF } from '../test/helpers/defence-testbed.ts';

/**
 * `DEFENCE_DB=... DEFENCE_WHY=wattgrid,meshroute npx tsx bench/defence-why.ts`: in a database
 * kept by bench/defence-testbed.ts (DEFENCE_KEEP_DB=1, last ranked with the methodology on),
 * who gives each named project its 30-day attention, before and after the discounts: ring
 * accounts (by ring number) or honest, thinly backed or not, grouped or not, and the
 * project's backing cap (docs/methodology.md, "Backed audience").
 */
const NAME = process.env.DEFENCE_DB ?? 'mindmark_defence_testbed';
const projects = (process.env.DEFENCE_WHY ?? '').split(',').filter(Boolean);
const url = new URL(process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
url.pathname = `/${NAME}`;
const handle = await connectDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
const m = METHODOLOGY_V1;
try {
  for (const p of projects) {
    const rows = await sql<Record<string, unknown>>`
      with mult as (select post_id, exp(sum(ln(multiplier))) as mult from post_discounts group by post_id)
      select coalesce(substring(k.twitter_username from '^(rg[0-9]+)_'), 'honest') as who,
        b.kol_id is not null as thin, fc.id is not null and fc.earned < 1 as grouped,
        count(distinct p.kol_id)::int as authors, count(*)::int as posts,
        round(sum(${rawSql(m)} * coalesce(k.credibility, 1))::numeric, 1)::float8 as before,
        round(sum(${rawSql(m)} * coalesce(d.mult, 1) * coalesce(k.credibility, 1))::numeric, 1)::float8 as after
      from posts p join kols k on k.id = p.kol_id join projects pr on pr.id = any(p.project_ids)
      left join kol_backing b on b.kol_id = p.kol_id left join mult d on d.post_id = p.id
      left join kol_clusters kc on kc.kol_id = p.kol_id left join follow_clusters fc on fc.id = kc.cluster_id
      where pr.twitter_username = ${p} and p.day > ${TESTBED_AS_OF}::date - ${m.projectWindowDays}::int
        and p.day <= ${TESTBED_AS_OF}::date
      group by 1, 2, 3 order by 1, 2, 3`.execute(handle.db);
    console.log(`@${p}`);
    console.table(rows.rows);
    const cap = await sql<{ multiplier: number; detail: string }>`
      select bc.multiplier, bc.detail from backing_caps bc join projects pr on pr.id = bc.entity_id
      where pr.twitter_username = ${p}`.execute(handle.db);
    for (const c of cap.rows) console.log(`  cap ${c.multiplier}: ${c.detail.slice(0, 400)}`);
  }
} finally {
  await handle.close();
}
