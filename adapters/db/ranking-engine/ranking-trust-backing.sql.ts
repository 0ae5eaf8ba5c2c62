import { type Kysely, sql } from 'kysely';
import type { RecomputeRequest } from '#core/ports/ranking-engine.port.ts';
import type { Database } from '../database.ts';
import { rawSql } from './ranking-rollups.sql.ts';
import { type DayRange, float8, inRange, runDiscounts } from './ranking-sql.ts';

type Db = Kysely<Database>;

/**
 * Backed audience (docs/methodology.md, "Backed audience", since 1.11.0): over the project
 * window, the attention of thinly backed accounts (kol_backing, written by the full run's
 * trust step) to a project, after the other discounts and with credibility, may add at most
 * backing.share of the attention to it from every other account. Many accounts each bought
 * a little standing cannot outweigh what accounts with a backed audience give a project,
 * whether or not anything groups them. Full runs only; a day run applies the caps stored.
 */
export async function backingCaps(trx: Db, req: RecomputeRequest) {
  const m = req.methodology;
  const share = m.coordination.backing.share;
  const raw = rawSql(m);
  await sql`delete from backing_caps`.execute(trx);
  await sql`
    insert into backing_caps (project_id, multiplier, detail)
    with mult as (select post_id, exp(sum(ln(multiplier))) as mult from post_discounts group by post_id),
    att as (
      select u.id as project_id, b.kol_id is not null as thin,
        sum(${raw} * coalesce(d.mult, 1) * coalesce(k.credibility, 1)) as att,
        count(distinct p.kol_id)::int as authors
      from posts p
      join kols k on k.id = p.kol_id
      left join kol_backing b on b.kol_id = p.kol_id
      left join mult d on d.post_id = p.id
      cross join unnest(p.project_ids) as u(id)
      where p.day > ${req.asOf}::date - ${m.projectWindowDays}::int and p.day <= ${req.asOf}::date
        and cardinality(p.project_ids) > 0
      group by 1, 2
    ),
    capped as (
      select t.project_id, t.att, t.authors, coalesce(o.att, 0) as other,
        ${float8(share)} * coalesce(o.att, 0) as cap
      from att t left join att o on o.project_id = t.project_id and not o.thin
      where t.thin and t.att > ${float8(share)} * coalesce(o.att, 0)
    ),
    sample as (
      select x.project_id, string_agg('@' || x.u, ', ' order by x.u) filter (where x.r <= 5) as names
      from (
        select c.project_id, k.twitter_username as u,
          row_number() over (partition by c.project_id order by k.twitter_username) as r
        from capped c
        cross join kol_backing b
        join kols k on k.id = b.kol_id
        where exists (
          select 1 from posts p where p.kol_id = b.kol_id and c.project_id = any(p.project_ids)
            and p.day > ${req.asOf}::date - ${m.projectWindowDays}::int and p.day <= ${req.asOf}::date
        )
      ) x group by x.project_id
    )
    select c.project_id, greatest(0.001, round((c.cap / c.att)::numeric, 6))::float8,
      c.authors || ' accounts (' || s.names || case when c.authors > 5 then ' and ' || (c.authors - 5) || ' more' else '' end
        || ') with under ' || ${float8(m.coordination.backing.maxThin)} || ' × ' || ${float8(m.coordination.sizeReference.fullShare)}
        || ' of the trusted followers that accounts in no cluster of their reported size have (the median) gave @' || coalesce(pr.twitter_username, '?') || ' '
        || round(c.att::numeric, 1) || ' of attention over ' || ${m.projectWindowDays}::int
        || ' days; thinly backed accounts may add at most ' || round((100 * ${float8(share)})::numeric)
        || '% of the attention from all other accounts (' || round(c.other::numeric, 1) || ')'
    from capped c
    left join sample s on s.project_id = c.project_id
    left join projects pr on pr.id = c.project_id`.execute(trx);
  await sql`analyze backing_caps`.execute(trx);
}

/**
 * The thin_backing_cap discount on the judged posts of thinly backed accounts about a capped
 * project in the project window: the cap's detail and the account's own numbers (its vouchers
 * and the bar for its size) as evidence. A post about several capped projects takes the
 * smallest multiplier. A full run reads the few thinly backed accounts' posts through
 * posts_kol_idx; a day run reads its working copy.
 */
export async function backingDiscounts(trx: Db, req: RecomputeRequest, range: DayRange) {
  const m = req.methodology;
  const posts = range
    ? sql`select b.kol_id, b.vouchers, b.reference, p.id, p.day, p.project_ids
        from day_posts p join kol_backing b on b.kol_id = p.kol_id where ${inRange(req, range)}`
    : sql`select b.kol_id, b.vouchers, b.reference, p.id, p.day, p.project_ids
        from kol_backing b cross join lateral (
          select p.id, p.day, p.project_ids from posts p
          where p.kol_id = b.kol_id and ${inRange(req, range)}
            and p.day > ${req.asOf}::date - ${m.projectWindowDays}::int and cardinality(p.project_ids) > 0
        ) p`;
  await sql`
    insert into ${runDiscounts(range)} (post_id, kind, multiplier, detail)
    select distinct on (x.id) x.id, 'thin_backing_cap', bc.multiplier,
      bc.detail || '; this account has ' || x.vouchers || ' trusted followers it does not follow back, against '
        || round(x.reference::numeric, 1) || ' (' || ${float8(m.coordination.sizeReference.fullShare)} || ' × the median of accounts of its reported size)'
    from (${posts}) x
    join backing_caps bc on bc.project_id = any(x.project_ids)
    where x.day > ${req.asOf}::date - ${m.projectWindowDays}::int
    order by x.id, bc.multiplier, bc.project_id`.execute(trx);
}
