/**
 * JSONL import lines written by hand (the format of `npm run import`), for engine tests that need a
 * few accounts and posts they control exactly: an aged account reporting 4,000 followers, and a
 * post with ordinary engagement.
 */
const DAY = 86_400_000;

export function accountLine(username: string, now: number): string {
  return JSON.stringify({
    type: 'account',
    username,
    followers: 4000,
    following: 300,
    postCount: 2000,
    createdAt: new Date(now - 900 * DAY).toISOString(),
  });
}

export function postLine(id: string, author: string, at: number, text: string): string {
  return JSON.stringify({
    type: 'post',
    id,
    author,
    createdAt: new Date(at).toISOString(),
    text,
    views: 1000,
    likes: 20,
    replies: 1,
    reposts: 1,
    quotes: 0,
    bookmarks: 1,
  });
}
