import { type Kysely, sql } from 'kysely';
import type { RecomputeRequest } from '#core/ports/ranking-engine.port.ts';
import type { Database } from '../database.ts';
import { type DayRange, float8, inRange, runDiscounts, shiftDay } from './ranking-sql.ts';

type Db = Kysely<Database>;

const f = float8;
const PRIME = 2_147_483_647;

/**
 * The `paraphrase` discount (docs/methodology.md, since 1.3.0): near-duplicates that
 * survive rewording. Each post about a project is cut into word shingles (its words
 * after the near-duplicate normalization, `shingleWords` at a time); its MinHash
 * signature is, for each of the published hash functions h_i(x) = (a_i·x + b_i) mod
 * (2³¹−1) over x = hashtext(shingle), the smallest value. Two posts whose signatures
 * agree in at least minSimilarity of the places share about that share of their
 * shingles (Jaccard). A post is discounted when posts this similar by at least
 * minAuthors − 1 other authors lie within ±windowHours, unless it is already an exact
 * near-duplicate. No randomness: the hash functions are fixed and published.
 */
export async function paraphrases(trx: Db, req: RecomputeRequest, range: DayRange) {
  const p = req.methodology.discounts.paraphrase;
  const hours = sql`make_interval(hours => ${p.windowHours}::int)`;
  const bounds: ReturnType<typeof sql> = range
    ? sql`p.day between ${shiftDay(range.from, -1)}::date and ${shiftDay(range.to, 1)}::date`
    : sql`p.day <= ${shiftDay(req.asOf, 1)}::date`;
  await buildSignatures(trx, req, bounds);
  const need = Math.ceil(p.minSimilarity * p.hashFunctions.length);
  await sql`
    insert into ${runDiscounts(range)} (post_id, kind, multiplier, detail)
    with cand as (
      select distinct x.id, y.id as other
      from para_band x join para_band y on y.band = x.band and y.key = x.key and y.kol_id <> x.kol_id
        and y.created_at between x.created_at - ${hours} and x.created_at + ${hours}
      where ${inRange(req, range, 'x.day')}
    ),
    pairs as (
      select a.id, b.id as other, b.kol_id as other_kol,
        (select count(*) from generate_subscripts(a.sig, 1) g where a.sig[g] = b.sig[g]) as agree
      from cand c
      join para_sig a on a.id = c.id
      join para_sig b on b.id = c.other
      where ${inRange(req, range, 'a.day')} and b.kol_id <> a.kol_id
        and b.created_at between a.created_at - ${hours} and a.created_at + ${hours}
        and b.project_ids && a.project_ids
    ),
    hit as (
      select x.id, 1 + count(distinct x.other_kol) as n, max(x.agree) as best,
        (array_agg(q.external_id || ' by @' || k.twitter_username order by x.agree desc, q.external_id))[1:3] as examples
      from pairs x join posts q on q.id = x.other join kols k on k.id = x.other_kol
      where x.agree >= ${need}::int
      group by x.id
    )
    select h.id, 'paraphrase', least(${f(p.maxMultiplier)}, 1.0 / h.n),
      h.n || ' authors posted texts sharing at least ' || round(${f(p.minSimilarity * 100)}::numeric, 0)
        || '% of their word pairs (MinHash, up to ' || round((h.best * 100.0 / ${p.hashFunctions.length}::int)::numeric, 0)
        || '%) within ±' || ${p.windowHours}::int || 'h; e.g. posts ' || array_to_string(h.examples, ', ')
    from hit h
    where h.n >= ${p.minAuthors}::int
      and not exists (select 1 from ${runDiscounts(range)} d where d.post_id = h.id and d.kind = 'near_duplicate')`.execute(
    trx,
  );
  await sql`drop table para_sig, para_band`.execute(trx);
}

/** The MinHash signature of every post about a project within `bounds` (temporary para_sig). */
async function buildSignatures(trx: Db, req: RecomputeRequest, bounds: ReturnType<typeof sql>) {
  const p = req.methodology.discounts.paraphrase;
  const fns = p.hashFunctions.map(([a, b], i) => sql`(${i + 1}::int, ${a}::bigint, ${b}::bigint)`);
  await sql`drop table if exists para_sig, para_band`.execute(trx);
  await sql`
    create temp table para_sig on commit drop as
    with src as (
      select p.id, p.kol_id, p.created_at, p.day, p.project_ids, regexp_split_to_array(trim(regexp_replace(lower(regexp_replace(
          p.text, '(https?://[^[:space:]]+|[@$][[:alnum:]_]+)', ' ', 'g')), '[^[:alpha:]]+', ' ', 'g')), ' ') as w
      from posts p
      where ${bounds} and cardinality(p.project_ids) > 0 and p.text_len >= ${p.minTextLength}::int
    ),
    sh as (
      select distinct s.id, (hashtext(array_to_string(s.w[g : g + ${p.shingleWords - 1}::int], ' '))::bigint & ${PRIME}::bigint) as h
      from src s cross join generate_series(1, cardinality(s.w) - ${p.shingleWords - 1}::int) g
      where cardinality(s.w) >= ${p.minWords}::int
    ),
    mins as (
      select sh.id, k.i, min((k.a * sh.h + k.b) % ${PRIME}::bigint) as v
      from sh cross join (values ${sql.join(fns)}) as k(i, a, b)
      group by sh.id, k.i
    )
    select s.id, s.kol_id, s.created_at, s.day, s.project_ids, array_agg(m.v order by m.i) as sig
    from mins m join src s on s.id = m.id
    group by s.id, s.kol_id, s.created_at, s.day, s.project_ids`.execute(trx);
  // Bands of two places each (locality-sensitive hashing): two posts become candidates
  // when a whole band agrees, which pairs similar texts without pairing every post that
  // shares one common word pair.
  await sql`
    create temp table para_band on commit drop as
    select s.id, s.kol_id, s.created_at, s.day, b.band, s.sig[2 * b.band + 1] * ${PRIME + 1}::bigint + s.sig[2 * b.band + 2] as key
    from para_sig s cross join generate_series(0, cardinality(s.sig) / 2 - 1) as b(band)`.execute(trx);
  await sql`analyze para_sig`.execute(trx);
  await sql`analyze para_band`.execute(trx);
}
