import { type Kysely, sql } from 'kysely';
import { OWN_STANDING_KINDS } from '#core/domain/own-standing.ts';
import type { DiscountedPost, ScoreInputs } from '#core/domain/score-breakdown.ts';
import type { Database } from '../database.ts';

/** Discounted posts listed on a receipt; the count says how many there are in all. */
const RECEIPT_POSTS = 50;

/**
 * What a score receipt adds to the score inputs: the proof-of-work inputs the last run
 * stored, and the window's discounted posts with their appeals. Overturned discounts
 * are no longer in post_discounts; their appeal keeps the discount as it stood.
 */
export async function receiptInputs(
  db: Kysely<Database>,
  kol: { id: string; twitterUsername: string },
  since: ReturnType<typeof sql<string>>,
): Promise<
  Pick<ScoreInputs, 'proofOfWorkInputs' | 'discountedPosts' | 'discountedPostsTotal' | 'standing' | 'backing'>
> {
  // The cluster's standing as the last full run stored it, with its members as evidence.
  const cluster = (
    await sql<{ standing: number; size: number; sample: string; earned: number; label: string }>`
      select fc.standing, fc.size, fc.sample, fc.earned, fc.label from kol_clusters kc
      join follow_clusters fc on fc.id = kc.cluster_id where kc.kol_id = ${kol.id}`.execute(db)
  ).rows[0];
  const clusterPart =
    cluster && Number(cluster.standing) < 1
      ? {
          value: Number(cluster.standing),
          evidence: `one of ${cluster.size} accounts of ${cluster.label} (${cluster.sample}) that earned ${Number(cluster.earned)} of an ordinary account's trust from outside; the coordination discounts keep ${Number(cluster.standing)} of its attention over the window, and its members' KOL Score keeps that share`,
        }
      : null;
  // Since 1.16.0 the account's own backing standing (docs/methodology.md, "Backing standing").
  const backing = (
    await sql<{ standing: number; posts: number; projects: string }>`
      select standing, posts, projects from kol_backing_standing where kol_id = ${kol.id}`.execute(db)
  ).rows[0];
  // The bounds that cut its posts in the window, named in the evidence (own-standing.ts lists them).
  const cutBy = backing
    ? (
        await sql<{ kind: string }>`
          select distinct d.kind from post_discounts d join posts p on p.id = d.post_id
          where p.kol_id = ${kol.id} and p.day > ${since} and d.kind = any(${OWN_STANDING_KINDS}::text[])
          order by 1`.execute(db)
      ).rows.map((r) => r.kind)
    : [];
  const backingPart = backing
    ? {
        value: Number(backing.standing),
        evidence: `backing standing: the bounds on its own voice (${cutBy.join(', ')}) cut ${backing.posts} of this account's posts over the window (about ${backing.projects}) and keep ${Number(backing.standing)} of its attention; its KOL Score keeps that share`,
      }
    : null;
  const parts = [clusterPart, backingPart].filter((p) => p !== null);
  const standing =
    parts.length > 0
      ? {
          value: parts.reduce((a, p) => a * p.value, 1),
          evidence: parts.map((p) => p.evidence).join('; '),
        }
      : { value: 1, evidence: null };
  // Since 1.28.0 reach counts the reported followers as far as they are vouched for: the numbers
  // the last full run measured the account's backing with (docs/methodology.md, "1.28.0").
  const thin = (
    await sql<{ backing: number; vouchers: number; reference: number }>`
      select backing, vouchers, reference from kol_backing where kol_id = ${kol.id}`.execute(db)
  ).rows[0];
  const pow = await db
    .selectFrom('kol_proof_of_work')
    .selectAll()
    .where('kol_id', '=', kol.id)
    .executeTakeFirst();
  const rows = (
    await sql<{
      external_id: string;
      created_at: Date;
      kind: string;
      multiplier: number;
      detail: string;
      appeal_id: string | null;
      appeal_status: 'open' | 'upheld' | 'overturned' | null;
      appeal_note: string | null;
      total: number;
    }>`
      with hit as (
        select d.post_id, d.kind, d.multiplier, d.detail from post_discounts d
        join posts p on p.id = d.post_id where p.kol_id = ${kol.id} and p.day > ${since}
        union all
        select a.post_id, a.kind, a.multiplier, a.detail from discount_appeals a
        join posts p on p.id = a.post_id
        where a.kol_id = ${kol.id} and a.status = 'overturned' and p.day > ${since}
          and not exists (select 1 from post_discounts d where d.post_id = a.post_id and d.kind = a.kind)
      )
      select p.external_id, p.created_at, h.kind, h.multiplier, h.detail,
        a.id as appeal_id, a.status as appeal_status, a.decision_note as appeal_note,
        count(*) over ()::int as total
      from hit h join posts p on p.id = h.post_id
      left join discount_appeals a on a.post_id = h.post_id and a.kind = h.kind
      order by p.created_at desc, p.id, h.kind
      limit ${RECEIPT_POSTS}::int`.execute(db)
  ).rows;
  const discountedPosts: DiscountedPost[] = rows.map((r) => ({
    postId: r.external_id,
    url: `https://x.com/${kol.twitterUsername}/status/${r.external_id}`,
    postedAt: new Date(r.created_at).toISOString(),
    kind: r.kind,
    multiplier: Number(r.multiplier),
    detail: r.detail,
    appeal: r.appeal_id ? { id: r.appeal_id, status: r.appeal_status ?? 'open', note: r.appeal_note } : null,
  }));
  return {
    backing: thin
      ? { value: Number(thin.backing), vouchers: Number(thin.vouchers), reference: Number(thin.reference) }
      : null,
    proofOfWorkInputs: pow
      ? {
          approved: pow.approved,
          reviewed: pow.reviewed,
          approvedViews: Number(pow.approved_views),
          xVerified: pow.x_verified,
          walletProven: pow.wallet_proven,
          walletScore: pow.wallet_score,
        }
      : null,
    discountedPosts,
    discountedPostsTotal: rows[0]?.total ?? 0,
    standing,
  };
}
