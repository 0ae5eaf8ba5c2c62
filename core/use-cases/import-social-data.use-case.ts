import { parseImportLine } from '../domain/import-row.ts';
import { type FieldIssue, invalid } from '../errors.ts';
import type { Clock } from '../ports/clock.port.ts';
import type {
  IngestAccount,
  IngestFollow,
  IngestPost,
  SocialIngestRepository,
} from '../ports/social-ingest.port.ts';

export interface ImportSummary {
  accounts: number;
  posts: number;
  follows: number;
}

/**
 * Imports a JSONL file of accounts, posts and follows in one transaction: any bad
 * line (shape, or an author or account the file and the database do not know)
 * is reported with its line number, and nothing of the file is kept.
 */
export function makeImportSocialData(deps: { repo: SocialIngestRepository; clock: Clock }) {
  return async (lines: Iterable<string>): Promise<ImportSummary> => {
    const issues: FieldIssue[] = [];
    const accounts: IngestAccount[] = [];
    const posts: { line: number; post: IngestPost }[] = [];
    const follows: { line: number; follow: IngestFollow }[] = [];
    let n = 0;
    for (const raw of lines) {
      n++;
      if (raw.trim() === '') continue;
      const parsed = parseImportLine(raw);
      if (!parsed.ok) {
        issues.push({ field: `line ${n}`, message: parsed.reason });
        continue;
      }
      const row = parsed.row;
      if (row.type === 'account') accounts.push(row.account);
      else if (row.type === 'post') posts.push({ line: n, post: row.post });
      else follows.push({ line: n, follow: row.follow });
    }
    if (issues.length) throw rejected(issues);

    return deps.repo.transaction(async (w) => {
      await w.upsertAccounts(accounts, deps.clock.now());
      const written = await w.insertPosts(posts.map((p) => p.post));
      const followed = await w.insertFollows(follows.map((f) => f.follow));
      const unknownAuthors = new Set(written.unknownAuthors.map((a) => a.toLowerCase()));
      const unknownNarratives = new Set(written.unknownNarratives.map((a) => a.toLowerCase()));
      const unknownAccounts = new Set(followed.unknownAccounts.map((a) => a.toLowerCase()));
      for (const { line, post } of posts) {
        if (unknownAuthors.has(post.author.toLowerCase()))
          issues.push({ field: `line ${line}`, message: `author @${post.author} is not a tracked account` });
        const missing = (post.narratives ?? []).find((x) => unknownNarratives.has(x.toLowerCase()));
        if (missing) issues.push({ field: `line ${line}`, message: `narrative "${missing}" does not exist` });
      }
      for (const { line, follow } of follows) {
        for (const who of [follow.follower, follow.followee]) {
          if (unknownAccounts.has(who.toLowerCase()))
            issues.push({ field: `line ${line}`, message: `@${who} is not a tracked account` });
        }
      }
      // Throwing rolls the whole file back.
      if (issues.length) throw rejected(issues.sort((a, b) => lineOf(a) - lineOf(b)));
      return { accounts: accounts.length, posts: posts.length, follows: follows.length };
    });
  };
}

const lineOf = (issue: FieldIssue) => Number(issue.field.slice(5));

const rejected = (issues: FieldIssue[]) =>
  invalid(
    `import rejected, nothing was written: ${issues.length} bad line${issues.length === 1 ? '' : 's'} (first: ${issues[0]?.field}: ${issues[0]?.message})`,
    issues,
  );
