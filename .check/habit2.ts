import pg from 'pg';
const db = process.argv[2];
const c = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${db}` });
await c.connect();
const r = await c.query(`
  with m as (
    select p.id, p.kol_id, x.project_id, p.created_at from posts p cross join unnest(case when cardinality(p.project_ids) > 0 then p.project_ids else p.narrative_ids end) x(project_id)
  ),
  w as (
    select id, kol_id, project_id, created_at,
      count(*) over (partition by kol_id, project_id order by created_at range between interval '30 days' preceding and current row) as n,
      count(*) over (partition by kol_id, project_id order by created_at range between interval '120 days' preceding and interval '30 days' preceding) as h
    from m
  )
  select k.twitter_username as u, w.project_id as pu, max(n - h) as d, max(n) as n, max(h) as h from w join kols k on k.id = w.kol_id
  where n >= 5 and w.created_at > (select max(created_at) from posts) - interval '30 days' and k.twitter_username !~ '^(ox|r[0-9]+_bot)'
  group by 1, 2 order by 3 desc limit 8`);
for (const x of r.rows) console.log(x.u, 'n-h', x.d, 'n', x.n, 'h', x.h);
const a = await c.query(`select count(*) as kols from kols`);
console.log(a.rows[0]);
await c.end();
