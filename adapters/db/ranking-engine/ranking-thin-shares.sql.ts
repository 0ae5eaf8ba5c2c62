import { type Kysely, sql } from 'kysely';
import { fairLevel, fairMultiplier } from '#core/domain/thin-shares.ts';
import type { RecomputeRequest } from '#core/ports/ranking-engine.port.ts';
import type { Database } from '../database.ts';
import { rawSql } from './ranking-rollups.sql.ts';
import { postEntities } from './ranking-sql.ts';

type Db = Kysely<Database>;

/** The floor every backing multiplier keeps (as the cap's own greatest(0.001, …)). */
const FLOOR = 0.001;

/**
 * The thin allowance shared per account (docs/methodology.md, "1.25.0: the thin allowance shared
 * per account"; the rule is core/domain/thin-shares.ts). For every project and narrative the
 * backed-audience cap bounds (backing_caps, as the newcomer licence left them), each thinly
 * backed account's attention to it: the same accounts and attention as the cap's thin side (in
 * no flagged group, outside the project's backing circle, after the other discounts, with
 * credibility). The allowance is what the cap keeps (its multiplier × their attention); the
 * accounts over the level are stored with their multiplier (kol_thin_shares), so a day run
 * applies the full run's shares. Full runs only; the thin accounts' posts are read through
 * posts_kol_idx.
 */
export async function thinShares(trx: Db, req: RecomputeRequest): Promise<void> {
  const m = req.methodology;
  const raw = rawSql(m);
  const entities = postEntities(req, { narrativeOnly: m.coordination.backing.narrativeOnly === true });
  const rows = (
    await sql<{ kol_id: string; entity_id: string; kind: string; att: number; cap: number }>`
      with caps as (select entity_id, kind, multiplier from backing_caps where kind in ('project', 'narrative', 'narrative_only'))
      select p.kol_id, e.id as entity_id, e.kind, c.multiplier as cap,
        sum(${raw} * coalesce(
          (select exp(sum(ln(d.multiplier))) from post_discounts d where d.post_id = p.id), 1
        ) * coalesce(k.credibility, 1))::float8 as att
      from kol_backing b
      join kols k on k.id = b.kol_id
      join posts p on p.kol_id = b.kol_id
      ${entities.lateral}
      join caps c on c.entity_id = e.id and c.kind = e.kind
      where ${entities.posts}
        and not exists (
          select 1 from kol_clusters kc join follow_clusters fc on fc.id = kc.cluster_id
          where kc.kol_id = b.kol_id and fc.earned < 1
        )
        and not exists (
          select 1 from kol_backing_circles ci where e.kind = 'project' and ci.kol_id = b.kol_id and ci.project_id = e.id
        )
      group by 1, 2, 3, 4`.execute(trx)
  ).rows;
  const byEntity = new Map<string, typeof rows>();
  for (const r of rows) {
    const key = `${r.kind}:${r.entity_id}`;
    const group = byEntity.get(key);
    if (group) group.push(r);
    else byEntity.set(key, [r]);
  }
  const cut: { kol: string; entity: string; kind: string; att: number; level: number; mult: number }[] = [];
  for (const group of byEntity.values()) {
    const attention = group.map((r) => Number(r.att));
    const allowance = Number(group[0]?.cap ?? 1) * attention.reduce((s, a) => s + a, 0);
    const level = fairLevel(attention, allowance);
    for (const r of group) {
      const mult = Math.round(fairMultiplier(Number(r.att), level, FLOOR) * 1e6) / 1e6;
      if (mult < 1)
        cut.push({ kol: r.kol_id, entity: r.entity_id, kind: r.kind, att: Number(r.att), level, mult });
    }
  }
  if (cut.length === 0) return;
  await sql`
    insert into kol_thin_shares (kol_id, entity_id, kind, attention, level, multiplier)
    select * from unnest(${cut.map((c) => c.kol)}::uuid[], ${cut.map((c) => c.entity)}::uuid[],
      ${cut.map((c) => c.kind)}::text[], ${cut.map((c) => c.att)}::float8[], ${cut.map((c) => c.level)}::float8[],
      ${cut.map((c) => c.mult)}::float8[])`.execute(trx);
  await sql`analyze kol_thin_shares`.execute(trx);
}
