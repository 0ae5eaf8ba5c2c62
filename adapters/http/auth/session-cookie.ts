import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from './access.plugin.ts';

/** The session cookie lives a year; httpOnly and SameSite=Lax always, Secure in production (docs/data-model.md). */
export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
