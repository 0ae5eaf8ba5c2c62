import { type Kysely, sql } from 'kysely';
import type { RecomputeRequest } from '#core/ports/ranking-engine.port.ts';
import type { Database } from '../database.ts';
import { float8 as f, roundTo } from './ranking-sql.ts';

/**
 * Proof of work per KOL (docs/methodology.md, "Proof of work"), stored with its inputs
 * for the receipt. Same formula and order of operations as core/domain/proof-of-work.ts,
 * so both give the same value. Only KOLs with a linked account or a submission get a row;
 * the others' proof of work is null.
 */
export async function storeProofOfWork(trx: Kysely<Database>, req: RecomputeRequest): Promise<void> {
  const p = req.methodology.proofOfWork;
  const w = p.weights;
  await sql`delete from kol_proof_of_work`.execute(trx);
  await sql`
    insert into kol_proof_of_work
      (kol_id, approved, reviewed, approved_views, x_verified, wallet_proven, wallet_score, proof_of_work)
    with work as (
      select kol_id, count(*) filter (where status = 'approved')::int as approved,
        count(*) filter (where status in ('approved', 'rejected'))::int as reviewed,
        coalesce(sum(views) filter (where status = 'approved'), 0)::bigint as views
      from reward_submissions group by kol_id
    ),
    who as (
      -- A wallet row exists only after its signature was verified (docs/points-and-wallets.md).
      select u.kol_id, bool_or(u.twitter_id is not null) as x, bool_or(w.id is not null) as wallet,
        max(least(1, greatest(0, coalesce(w.nomis_wallet_score, w.ruby_wallet_score / 100))))::float8 as score
      from users u left join wallets w on w.user_id = u.id
      where u.kol_id is not null group by u.kol_id
    ),
    i as (
      select coalesce(work.kol_id, who.kol_id) as kol_id, coalesce(work.approved, 0) as a,
        coalesce(work.reviewed, 0) as r, coalesce(work.views, 0) as v,
        coalesce(who.x, false) as x, coalesce(who.wallet, false) as wp, who.score as ws
      from work full join who on who.kol_id = work.kol_id
    )
    select i.kol_id, i.a, i.r, i.v, i.x, i.wp, i.ws, ${roundTo(
      sql`(
        ${f(w.deliverables)} * least(1, i.a::float8 / ${f(p.deliverablesFull)})
      + ${f(w.reach)} * least(1, log((1 + i.v)::float8) / log(1 + ${f(p.reachFullViews)}))
      + ${f(w.completion)} * (case when i.r > 0 then i.a::float8 / i.r else 0 end)
      + ${f(w.identity)} * (0.5 * (case when i.x then 1 else 0 end)::float8 + 0.5 * (case when i.wp then 1 else 0 end)::float8)
      + case when i.ws is null then 0 else ${f(w.walletScore)} * i.ws end
      ) / (${f(w.deliverables)} + ${f(w.reach)} + ${f(w.completion)} + ${f(w.identity)}
        + case when i.ws is null then 0 else ${f(w.walletScore)} end) * 100`,
      2,
    )}
    from i join kols k on k.id = i.kol_id`.execute(trx);
}
