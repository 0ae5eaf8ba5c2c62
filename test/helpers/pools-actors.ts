import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '#adapters/db/connect.ts';
import type { Container } from '#adapters/main/container.ts';
import { demoSignIn, ORIGIN, staffToken } from './actors.ts';

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
  const token = await staffToken(container, { username, role: options.role, projectId: options.projectId });
  return { authorization: `Bearer ${token}`, username };
}

/** A creator signed in through the demo X sign-in: cookie and origin headers, and their KOL id. */
export async function creatorSession(
  app: FastifyInstance,
  handle = unique('kol'),
): Promise<{ headers: { cookie: string; origin: string }; kolId: string; handle: string }> {
  const jar = await demoSignIn(app, handle);
  const headers = { cookie: jar.header(), origin: ORIGIN };
  const me = await app.inject({ url: '/api/auth/me', headers });
  const kolId = me.json().kol?.id;
  if (!kolId) throw new Error(`no KOL for ${handle}: ${me.body}`);
  return { headers, kolId, handle };
}
