import { TESTBED_NOW } from './defence-testbed.ts';

const DAY = 86_400_000;

/**
 * Import lines (the JSONL format of `npm run import`) for one account written by hand beside an
 * attack: an aged account reporting `followers`, with one post per [days before the test bed's
 * now, text]. The defence tests use it for the honest regulars an attack could take in
 * (docs/methodology.md, "1.30.0", "1.32.0").
 */
export function writtenAccountLines(
  username: string,
  posts: readonly (readonly [daysAgo: number, text: string])[],
  followers = 16_500,
): string[] {
  const at = (days: number) => new Date(TESTBED_NOW.getTime() - days * DAY).toISOString();
  return [
    JSON.stringify({
      type: 'account',
      username,
      followers,
      following: 700,
      postCount: 4000,
      createdAt: at(1500),
    }),
    ...posts.map(([days, text], i) =>
      JSON.stringify({
        type: 'post',
        id: `${username}-${i + 1}`,
        author: username,
        createdAt: at(days),
        text,
        views: 2400,
        likes: 60,
      }),
    ),
  ];
}
