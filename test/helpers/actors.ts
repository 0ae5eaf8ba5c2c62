import type { FastifyInstance } from 'fastify';
import type { Container } from '#adapters/main/container.ts';
import { CookieJar } from './cookie-jar.ts';

export const ORIGIN = 'http://localhost:3000';

/** Signs a creator in through the demo sign-in, as a browser would; returns their cookie jar. */
export async function demoSignIn(app: FastifyInstance, handle: string, ref?: string): Promise<CookieJar> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/demo',
    headers: { origin: ORIGIN },
    payload: { handle, ...(ref ? { ref } : {}) },
  });
  if (res.statusCode !== 302) throw new Error(`demo sign-in failed: ${res.statusCode} ${res.body}`);
  const jar = new CookieJar().store(res.headers);
  if (!jar.get('sid')) throw new Error('demo sign-in set no sid cookie');
  return jar;
}

/** Creates a staff user and signs them in; returns the bearer token. */
export async function staffToken(
  container: Container,
  input: { username: string; role: 'admin' | 'PROJECT'; projectId?: string | null },
): Promise<string> {
  const password = `${input.username}-password-long`;
  await container.staffAuth.create({
    username: input.username,
    password,
    role: input.role,
    projectId: input.projectId ?? null,
  });
  const res = await container.app.inject({
    method: 'POST',
    url: '/api/auth/admin/login',
    payload: { username: input.username, password },
  });
  if (res.statusCode !== 200) throw new Error(`staff login failed: ${res.statusCode} ${res.body}`);
  return res.json().token;
}
