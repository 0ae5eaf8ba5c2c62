import type { IngestAccount, IngestFollow, IngestPost } from '../ports/social-ingest.port.ts';

/** One line of a JSONL import file, validated. */
export type ImportRow =
  | { type: 'account'; account: IngestAccount }
  | { type: 'post'; post: IngestPost }
  | { type: 'follow'; follow: IngestFollow };

export type ParsedLine = { ok: true; row: ImportRow } | { ok: false; reason: string };

const USERNAME = /^[A-Za-z0-9_]{1,15}$/;
const METRICS = ['views', 'likes', 'replies', 'reposts', 'quotes', 'bookmarks'] as const;

type Json = Record<string, unknown>;

const isTime = (v: unknown): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v));
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const optionalText = (o: Json, key: string): string | null | undefined | Error => {
  const v = o[key];
  if (v === undefined || v === null) return v as null | undefined;
  return typeof v === 'string' ? v : new Error(`${key} must be a string`);
};

/**
 * Parses one line: `{"type":"account"|"post"|"follow", ...}`. The reason names the
 * field a person has to fix.
 */
export function parseImportLine(line: string): ParsedLine {
  let o: Json;
  try {
    const value: unknown = JSON.parse(line);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return { ok: false, reason: 'a line must be a JSON object' };
    }
    o = value as Json;
  } catch {
    return { ok: false, reason: 'not valid JSON' };
  }
  const fail = (reason: string): ParsedLine => ({ ok: false, reason });
  switch (o.type) {
    case 'account': {
      if (typeof o.username !== 'string' || !USERNAME.test(o.username))
        return fail('username must be 1-15 letters, digits or underscores');
      for (const key of ['followers', 'following', 'postCount'])
        if (o[key] !== undefined && o[key] !== null && !isCount(o[key]))
          return fail(`${key} must be an integer ≥ 0`);
      if (o.createdAt !== undefined && o.createdAt !== null && !isTime(o.createdAt))
        return fail('createdAt must be an ISO 8601 date-time');
      const texts: Record<string, string | null | undefined> = {};
      for (const key of ['id', 'displayName', 'avatarUrl', 'description']) {
        const v = optionalText(o, key);
        if (v instanceof Error) return fail(v.message);
        texts[key] = v;
      }
      return {
        ok: true,
        row: {
          type: 'account',
          account: {
            username: o.username,
            xUserId: texts.id ?? null,
            displayName: texts.displayName ?? null,
            avatarUrl: texts.avatarUrl ?? null,
            description: texts.description ?? null,
            followersCount: (o.followers as number | undefined) ?? null,
            followingCount: (o.following as number | undefined) ?? null,
            postCount: (o.postCount as number | undefined) ?? null,
            createdAt: (o.createdAt as string | undefined) ?? null,
            isBusinessAccount: o.isBusinessAccount === true,
          },
        },
      };
    }
    case 'post': {
      if (typeof o.id !== 'string' || o.id.length === 0 || o.id.length > 64)
        return fail('id must be a non-empty string of at most 64 characters');
      if (typeof o.author !== 'string' || !USERNAME.test(o.author))
        return fail('author must be a username (1-15 letters, digits or underscores)');
      if (!isTime(o.createdAt)) return fail('createdAt must be an ISO 8601 date-time');
      if (typeof o.text !== 'string') return fail('text must be a string');
      for (const key of METRICS) if (!isCount(o[key] ?? 0)) return fail(`${key} must be an integer ≥ 0`);
      if (
        o.narratives !== undefined &&
        (!Array.isArray(o.narratives) || o.narratives.some((n) => typeof n !== 'string'))
      )
        return fail('narratives must be a list of narrative names');
      const metric = (key: (typeof METRICS)[number]) => (o[key] as number | undefined) ?? 0;
      return {
        ok: true,
        row: {
          type: 'post',
          post: {
            externalId: o.id,
            author: o.author,
            createdAt: new Date(o.createdAt).toISOString(),
            text: o.text,
            views: metric('views'),
            likes: metric('likes'),
            replies: metric('replies'),
            reposts: metric('reposts'),
            quotes: metric('quotes'),
            bookmarks: metric('bookmarks'),
            narratives: (o.narratives as string[] | undefined) ?? [],
          },
        },
      };
    }
    case 'follow': {
      if (typeof o.follower !== 'string' || !USERNAME.test(o.follower))
        return fail('follower must be a username');
      if (typeof o.followee !== 'string' || !USERNAME.test(o.followee))
        return fail('followee must be a username');
      if (o.follower.toLowerCase() === o.followee.toLowerCase())
        return fail('an account cannot follow itself');
      return { ok: true, row: { type: 'follow', follow: { follower: o.follower, followee: o.followee } } };
    }
    default:
      return fail('type must be account, post or follow');
  }
}
