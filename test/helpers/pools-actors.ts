import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '#adapters/db/connect.ts';
import type { Container } from '#adapters/main/container.ts';

export const ORIGIN = 'http://localhost:3000';
let counter = 0;
const unique = (prefix: string) => `${prefix}${process.pid % 1000}${++counter}`;

/** A project row, written directly: projects' own routes belong to another module. */
export async function insertProject(
  database: DatabaseHandle,
  options: { hidden?: boolean; username?: string } = {},
): Promise<{ id: string; twitterUsername: string }> {
  const id = crypto.randomUUID();
  const twitterUsername = options.username ?? unique('proj');
  await database.db
    .insertInto('projects')
    .values({
      id,
      twitter_username: twitterUsername,
      twitter_display_name: `${twitterUsername} Display`,
      hidden: options.hidden ?? false,
    })
    .execute();
  return { id, twitterUsername };
}

/** A staff account signed in through the real login route: headers carrying its bearer token. */
export async function staffHeaders(
  container: Container,
  options: { role: 'admin' | 'PROJECT'; projectId?: string | null; username?: string },
): Promise<{ authorization: string; username: string }> {
  const username = options.username ?? unique('staff');
  const password = 'correct horse battery';
  await container.staffAuth.create({
    username,
    password,
    role: options.role,
    projectId: options.projectId ?? null,
  });
  const res = await container.app.inject({
    method: 'POST',
    url: '/api/auth/admin/login',
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.body}`);
  return { authorization: `Bearer ${res.json().token}`, username };
}

/** A creator signed in through the demo X sign-in: cookie and origin headers, and their KOL id. */
export async function creatorSession(
  app: FastifyInstance,
  handle = unique('kol'),
): Promise<{ headers: { cookie: string; origin: string }; kolId: string; handle: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/demo',
    headers: { origin: ORIGIN },
    payload: { handle },
  });
  const sid = [res.headers['set-cookie']]
    .flat()
    .map(String)
    .find((c) => c.startsWith('sid='));
  if (res.statusCode !== 302 || !sid) throw new Error(`demo sign-in failed: ${res.statusCode} ${res.body}`);
  const headers = { cookie: sid.split(';')[0] as string, origin: ORIGIN };
  const me = await app.inject({ url: '/api/auth/me', headers });
  const kolId = me.json().kol?.id;
  if (!kolId) throw new Error(`no KOL for ${handle}: ${me.body}`);
  return { headers, kolId, handle };
}
