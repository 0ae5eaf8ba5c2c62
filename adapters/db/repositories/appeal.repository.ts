import { type Kysely, sql } from 'kysely';
import type { Appeal } from '#core/domain/appeal.ts';
import type { AppealRepository } from '#core/ports/appeal-repository.port.ts';
import type { Database } from '../database.ts';

const UNIQUE_VIOLATION = '23505';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

type Row = {
  id: string;
  external_id: string;
  kol_id: string;
  twitter_username: string;
  kind: string;
  multiplier: number;
  detail: string;
  reason: string;
  status: Appeal['status'];
  created_at: Date;
  decided_at: Date | null;
  decided_by_username: string | null;
  decision_note: string | null;
  applied_at: Date | null;
};

const toAppeal = (r: Row): Appeal => ({
  id: r.id,
  postId: r.external_id,
  postUrl: `https://x.com/${r.twitter_username}/status/${r.external_id}`,
  kolId: r.kol_id,
  twitterUsername: r.twitter_username,
  kind: r.kind,
  multiplier: Number(r.multiplier),
  detail: r.detail,
  reason: r.reason,
  status: r.status,
  createdAt: iso(r.created_at) ?? '',
  decidedAt: iso(r.decided_at),
  decidedBy: r.decided_by_username,
  note: r.decision_note,
  appliedAt: iso(r.applied_at),
});

export function appealRepository(db: Kysely<Database>): AppealRepository {
  const select = () =>
    db
      .selectFrom('discount_appeals as a')
      .innerJoin('posts as p', 'p.id', 'a.post_id')
      .innerJoin('kols as k', 'k.id', 'a.kol_id')
      .select([
        'a.id',
        'p.external_id',
        'a.kol_id',
        'k.twitter_username',
        'a.kind',
        'a.multiplier',
        'a.detail',
        'a.reason',
        'a.status',
        'a.created_at',
        'a.decided_at',
        'a.decided_by_username',
        'a.decision_note',
        'a.applied_at',
      ]);
  const byId = async (id: string) => {
    const row = await select().where('a.id', '=', id).executeTakeFirst();
    return row ? toAppeal(row) : null;
  };
  return {
    async discountOf(postExternalId, kind) {
      const row = await db
        .selectFrom('post_discounts as d')
        .innerJoin('posts as p', 'p.id', 'd.post_id')
        .select(['p.id', 'p.kol_id', 'd.multiplier', 'd.detail'])
        .where('p.external_id', '=', postExternalId)
        .where(sql`d.kind`, '=', kind)
        .executeTakeFirst();
      return row
        ? {
            postId: Number(row.id),
            kolId: row.kol_id,
            multiplier: Number(row.multiplier),
            detail: row.detail,
          }
        : null;
    },

    async countSince(userId, since) {
      const row = await db
        .selectFrom('discount_appeals')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('user_id', '=', userId)
        .where('created_at', '>=', since)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async create(a) {
      try {
        await db
          .insertInto('discount_appeals')
          .values({
            id: a.id,
            post_id: a.postId,
            kind: a.kind,
            kol_id: a.kolId,
            user_id: a.userId,
            reason: a.reason,
            multiplier: a.multiplier,
            detail: a.detail,
          })
          .execute();
      } catch (error) {
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
        // Either index may report first; an open appeal on the post is the answer that helps.
        const open = await db
          .selectFrom('discount_appeals')
          .select('id')
          .where('post_id', '=', a.postId)
          .where('status', '=', 'open')
          .executeTakeFirst();
        return open ? 'open' : 'decided';
      }
      return (await byId(a.id)) as Appeal;
    },

    async listForUser(userId) {
      const rows = await select()
        .where('a.user_id', '=', userId)
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id')
        .limit(100)
        .execute();
      return rows.map(toAppeal);
    },

    async page(status, page, limit) {
      let q = select();
      let count = db.selectFrom('discount_appeals').select(sql<number>`count(*)::int`.as('n'));
      if (status) {
        q = q.where('a.status', '=', status);
        count = count.where('status', '=', status);
      }
      // Open appeals oldest first (a queue); decided ones newest first.
      const rows = await q
        .orderBy('a.created_at', status === 'open' ? 'asc' : 'desc')
        .orderBy('a.id')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
      const total = Number((await count.executeTakeFirst())?.n ?? 0);
      return { data: rows.map(toAppeal), total, page, limit };
    },

    async decide(id, d) {
      const updated = await db
        .updateTable('discount_appeals')
        .set({
          status: d.status,
          decided_by: d.staffId,
          decided_by_username: d.staffUsername,
          decision_note: d.note,
          decided_at: d.at,
        })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1 ? byId(id) : null;
    },

    byId,
  };
}
