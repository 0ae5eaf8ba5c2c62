import { type Kysely, sql } from 'kysely';
import type {
  IngestAccount,
  IngestFollow,
  IngestPost,
  SocialIngestRepository,
  SocialIngestWriter,
} from '#core/ports/social-ingest.port.ts';
import type { Database } from '../database.ts';

const CHUNK = 2000;
const chunks = <T>(rows: T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * The near-duplicate key: the text without URLs, mentions, cashtags, digits,
 * punctuation and case. One expression, used by every writer.
 */
export const normalizedTextSql = (text: ReturnType<typeof sql.ref>) =>
  sql`lower(regexp_replace(regexp_replace(${text}, '(https?://[^[:space:]]+|[@$][[:alnum:]_]+)', '', 'g'), '[^[:alpha:]]+', '', 'g'))`;

export function socialIngestRepository(db: Kysely<Database>): SocialIngestRepository {
  return { transaction: (fn) => db.transaction().execute((trx) => fn(writer(trx))) };
}

/** Writes through `trx` (a transaction or the db itself); bulk statements, no row loops. */
export function writer(trx: Kysely<Database>): SocialIngestWriter {
  return {
    async upsertAccounts(accounts: IngestAccount[], syncedAt: Date) {
      for (const part of chunks(accounts)) {
        const rows = part.map((a) => ({
          id: a.id ?? null,
          username: a.username,
          x_user_id: a.xUserId ?? null,
          display_name: a.displayName ?? null,
          avatar_url: a.avatarUrl ?? null,
          description: a.description ?? null,
          followers: a.followersCount ?? null,
          following: a.followingCount ?? null,
          post_count: a.postCount ?? null,
          created_at: a.createdAt ?? null,
          business: a.isBusinessAccount ?? false,
        }));
        await sql`
          insert into kols (id, twitter_username, twitter_id, twitter_display_name, twitter_avatar_url,
            twitter_description, twitter_followers_count, twitter_following_count, x_post_count,
            twitter_created_at, is_business_account, last_sync)
          select coalesce(r.id, gen_random_uuid()), r.username, r.x_user_id, r.display_name, r.avatar_url,
            r.description, r.followers, r.following, r.post_count, r.created_at, r.business, ${syncedAt}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id uuid, username text, x_user_id text,
            display_name text, avatar_url text, description text, followers bigint, following bigint,
            post_count bigint, created_at timestamptz, business boolean)
          on conflict (lower(twitter_username)) do update set
            twitter_id = coalesce(excluded.twitter_id, kols.twitter_id),
            twitter_display_name = coalesce(excluded.twitter_display_name, kols.twitter_display_name),
            twitter_avatar_url = coalesce(excluded.twitter_avatar_url, kols.twitter_avatar_url),
            twitter_description = coalesce(excluded.twitter_description, kols.twitter_description),
            twitter_followers_count = coalesce(excluded.twitter_followers_count, kols.twitter_followers_count),
            twitter_following_count = coalesce(excluded.twitter_following_count, kols.twitter_following_count),
            x_post_count = coalesce(excluded.x_post_count, kols.x_post_count),
            twitter_created_at = coalesce(excluded.twitter_created_at, kols.twitter_created_at),
            last_sync = excluded.last_sync,
            updated_at = now()`.execute(trx);
      }
    },

    async insertPosts(posts: IngestPost[]) {
      const unknownAuthors = new Set<string>();
      const unknownNarratives = new Set<string>();
      for (const part of chunks(posts)) {
        const json = JSON.stringify(
          part.map((p) => ({
            external_id: p.externalId,
            author: p.author,
            created_at: p.createdAt,
            text: p.text,
            views: p.views,
            likes: p.likes,
            replies: p.replies,
            reposts: p.reposts,
            quotes: p.quotes,
            bookmarks: p.bookmarks,
            narratives: p.narratives ?? [],
          })),
        );
        const missing = await sql<{ author: string }>`
          select distinct r.author from jsonb_to_recordset(${json}::jsonb) as r(author text)
          where not exists (select 1 from kols k where lower(k.twitter_username) = lower(r.author))`.execute(
          trx,
        );
        for (const m of missing.rows) unknownAuthors.add(m.author);
        const named = part.some((p) => p.narratives?.length);
        if (named) {
          const missingNarratives = await sql<{ name: string }>`
            select distinct n.name from jsonb_to_recordset(${json}::jsonb) as r(narratives text[])
            cross join unnest(r.narratives) as n(name)
            where not exists (select 1 from narratives x where lower(x.name) = lower(n.name))`.execute(trx);
          for (const m of missingNarratives.rows) unknownNarratives.add(m.name);
        }

        await sql`drop table if exists ingest_posts`.execute(trx);
        // Metrics are refreshed when a post is seen again; its mentions stay as first derived.
        await sql`create temp table ingest_posts (id bigint, external_id text, text text) on commit drop`.execute(
          trx,
        );
        await sql`
          with upserted as (
            insert into posts (external_id, kol_id, created_at, day, text, text_hash, text_len,
              views, likes, replies, reposts, quotes, bookmarks)
            select r.external_id, k.id, r.created_at, (r.created_at at time zone 'UTC')::date, r.text,
              hashtext(n.norm), length(n.norm), r.views, r.likes, r.replies, r.reposts, r.quotes, r.bookmarks
            from jsonb_to_recordset(${json}::jsonb) as r(external_id text, author text, created_at timestamptz,
              text text, views bigint, likes bigint, replies bigint, reposts bigint, quotes bigint, bookmarks bigint)
            join kols k on lower(k.twitter_username) = lower(r.author)
            cross join lateral (select ${normalizedTextSql(sql.ref('r.text'))} as norm) n
            on conflict (external_id) do update set views = excluded.views, likes = excluded.likes,
              replies = excluded.replies, reposts = excluded.reposts, quotes = excluded.quotes,
              bookmarks = excluded.bookmarks, ingested_at = now()
            returning id, external_id, text
          )
          insert into ingest_posts select * from upserted`.execute(trx);
        // A post is about a project when it names its handle or its cashtag. One
        // token scan per post, then equality joins: no per-project regex.
        await sql`
          insert into post_projects (post_id, project_id)
          select distinct ip.id, pr.id
          from ingest_posts ip
          cross join lateral regexp_matches(ip.text, '([@$])([A-Za-z0-9_]+)', 'g') as m(parts)
          join projects pr on (m.parts[1] = '@' and lower(pr.twitter_username) = lower(m.parts[2]))
            or (m.parts[1] = '$' and upper(pr.coin_symbol) = upper(m.parts[2]))
          on conflict do nothing`.execute(trx);
        await sql`
          insert into post_narratives (post_id, narrative_id)
          select distinct pp.post_id, pn.narrative_id from ingest_posts ip
          join post_projects pp on pp.post_id = ip.id
          join project_narratives pn on pn.project_id = pp.project_id
          on conflict do nothing`.execute(trx);
        if (named) {
          await sql`
            insert into post_narratives (post_id, narrative_id)
            select ip.id, x.id from ingest_posts ip
            join jsonb_to_recordset(${json}::jsonb) as r(external_id text, narratives text[]) on r.external_id = ip.external_id
            cross join unnest(r.narratives) as n(name)
            join narratives x on lower(x.name) = lower(n.name)
            on conflict do nothing`.execute(trx);
        }
        // The engine reads a post's mentions from the post itself (one pass, no join).
        await sql`
          update posts p set project_ids = x.projects, narrative_ids = x.narratives
          from (
            select ip.id,
              array(select project_id from post_projects where post_id = ip.id order by project_id) as projects,
              array(select narrative_id from post_narratives where post_id = ip.id order by narrative_id) as narratives
            from ingest_posts ip
          ) x
          where p.id = x.id and (p.project_ids <> x.projects or p.narrative_ids <> x.narratives)`.execute(
          trx,
        );
        await sql`drop table ingest_posts`.execute(trx);
      }
      return { unknownAuthors: [...unknownAuthors].sort(), unknownNarratives: [...unknownNarratives].sort() };
    },

    async insertFollows(follows: IngestFollow[]) {
      const unknown = new Set<string>();
      for (const part of chunks(follows)) {
        const json = JSON.stringify(part);
        const missing = await sql<{ username: string }>`
          select distinct u.username from jsonb_to_recordset(${json}::jsonb) as r(follower text, followee text)
          cross join lateral (values (r.follower), (r.followee)) as u(username)
          where not exists (select 1 from kols k where lower(k.twitter_username) = lower(u.username))`.execute(
          trx,
        );
        for (const m of missing.rows) unknown.add(m.username);
        await sql`
          insert into kol_follows (follower_id, followee_id)
          select a.id, b.id from jsonb_to_recordset(${json}::jsonb) as r(follower text, followee text)
          join kols a on lower(a.twitter_username) = lower(r.follower)
          join kols b on lower(b.twitter_username) = lower(r.followee)
          where a.id <> b.id
          on conflict do nothing`.execute(trx);
      }
      return { unknownAccounts: [...unknown].sort() };
    },

    async replaceFollowsByXId(followerXId, followeeXIds) {
      await sql`
        delete from kol_follows f using kols a
        where a.id = f.follower_id and a.twitter_id = ${followerXId}`.execute(trx);
      if (followeeXIds.length === 0) return 0;
      const res = await sql`
        insert into kol_follows (follower_id, followee_id)
        select a.id, b.id from kols a
        join kols b on b.twitter_id = any(${followeeXIds}::text[])
        where a.twitter_id = ${followerXId} and a.id <> b.id
        on conflict do nothing`.execute(trx);
      return Number(res.numAffectedRows ?? 0);
    },
  };
}
