import { type Kysely, sql } from 'kysely';
import { minhashSignature, paraphraseHits, type SignedPost } from '#core/domain/paraphrase.ts';
import type { RecomputeRequest } from '#core/ports/ranking-engine.port.ts';
import type { Database } from '../database.ts';
import { type DayRange, runDiscounts, shiftDay } from './ranking-sql.ts';

type Db = Kysely<Database>;

/**
 * The `paraphrase` discount (docs/methodology.md, "Paraphrases", since 1.3.0): the
 * posts about a project are read one day at a time and signed as they come
 * (core/domain/paraphrase.ts); each judged day is compared with the signatures of the
 * days either side (the ±windowHours window), and only those few days' signatures
 * are held in memory (1.4.0: 1.3.0 held 180 days of texts at once). The hits are
 * written with their evidence, day by day. A full run judges the last `days` days,
 * twice the longest window: older posts count in no window. Exact near-duplicates
 * are left to their own discount.
 */
export async function paraphrases(trx: Db, req: RecomputeRequest, range: DayRange) {
  const p = req.methodology.discounts.paraphrase;
  const from = range ? range.from : shiftDay(req.asOf, 1 - p.days);
  const to = range ? range.to : req.asOf;
  const margin = Math.ceil(p.windowHours / 24);
  const signedDays = new Map<string, SignedPost[]>();
  const signDay = async (day: string): Promise<SignedPost[]> => {
    const rows = (
      await sql<{ id: number; kol_id: string; t: number; project_ids: string[]; text: string }>`
        select p.id, p.kol_id, (extract(epoch from p.created_at) * 1000)::float8 as t, p.project_ids, p.text
        from posts p
        where p.day = ${day}::date and cardinality(p.project_ids) > 0 and p.text_len >= ${p.minTextLength}::int
        order by p.id`.execute(trx)
    ).rows;
    const signed: SignedPost[] = [];
    for (const r of rows) {
      const signature = minhashSignature(r.text, p.hashFunctions, p);
      if (signature)
        signed.push({
          id: Number(r.id),
          author: r.kol_id,
          at: Number(r.t),
          projects: r.project_ids,
          signature,
          judged: false,
        });
    }
    return signed;
  };
  for (let day = from; day <= to; day = shiftDay(day, 1)) {
    signedDays.delete(shiftDay(day, -margin - 1));
    const near: SignedPost[] = [];
    for (let d = -margin; d <= margin; d++) {
      const key = shiftDay(day, d);
      let list = signedDays.get(key);
      if (!list) {
        list = await signDay(key);
        signedDays.set(key, list);
      }
      for (const post of list) near.push(d === 0 ? { ...post, judged: true } : post);
    }
    const hits = paraphraseHits(near, {
      bandSize: p.bandSize,
      minAgree: Math.ceil(p.minSimilarity * p.hashFunctions.length),
      windowMs: p.windowHours * 3_600_000,
      minShare: p.minShare,
      minAuthors: p.minAuthors,
    }).filter((h) => h.authors >= p.minAuthors);
    if (hits.length > 0) await writeHits(trx, req, range, hits);
  }
}

async function writeHits(
  trx: Db,
  req: RecomputeRequest,
  range: DayRange,
  hits: readonly { id: number; authors: number; best: number; examples: number[] }[],
) {
  const p = req.methodology.discounts.paraphrase;
  const places = p.hashFunctions.length;
  await sql`
    insert into ${runDiscounts(range)} (post_id, kind, multiplier, detail)
    select h.id, 'paraphrase', least(${p.maxMultiplier}::float8, 1.0 / h.n),
      h.n || ' authors posted texts sharing at least ' || ${Math.round(p.minSimilarity * 100)}::int
        || '% of their word pairs (MinHash, up to ' || round(h.best * 100.0 / ${places}::int) || '%) within ±'
        || ${p.windowHours}::int || 'h; e.g. posts '
        || (select string_agg(q.external_id || ' by @' || k.twitter_username, ', ' order by x.o)
            from unnest(string_to_array(h.ex, ',')::bigint[]) with ordinality as x(pid, o)
            join posts q on q.id = x.pid join kols k on k.id = q.kol_id)
    from unnest(${hits.map((h) => h.id)}::bigint[], ${hits.map((h) => h.authors)}::int[],
      ${hits.map((h) => h.best)}::int[], ${hits.map((h) => h.examples.join(','))}::text[]) as h(id, n, best, ex)
    where not exists (select 1 from ${runDiscounts(range)} d where d.post_id = h.id and d.kind = 'near_duplicate')`.execute(
    trx,
  );
}
