import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

type Encoding = 'br' | 'gzip';
interface Variants {
  etag: string;
  /** A settled encoding is kept as bytes, so a hit answers without waiting on a promise. */
  encoded: Partial<Record<Encoding, Buffer | Promise<Buffer>>>;
}

/**
 * A cached JSON page sent with its compressed forms and an ETag, each computed once per cached
 * body instead of once per request (docs/operations.md, "Leaderboard pages"). Variants are keyed
 * by the identity of the cached body: a new rankings version produces a new body, so a stale
 * compressed page or ETag can never be served for it.
 */
export function servedPages() {
  const variants = new WeakMap<Buffer, Variants>();
  const of = (json: Buffer): Variants => {
    let v = variants.get(json);
    if (!v) {
      v = { etag: `W/"${createHash('sha1').update(json).digest('base64url')}"`, encoded: {} };
      variants.set(json, v);
    }
    return v;
  };
  const encode = (json: Buffer, v: Variants, encoding: Encoding): Buffer | Promise<Buffer> => {
    const known = v.encoded[encoding];
    if (known) return known;
    const pending =
      encoding === 'br'
        ? // Quality 5: about gzip's speed with a smaller body; the page is compressed once per version.
          brotliAsync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipAsync(json);
    v.encoded[encoding] = pending;
    pending.then(
      (bytes) => {
        v.encoded[encoding] = bytes;
      },
      () => delete v.encoded[encoding],
    );
    return pending;
  };

  // Not async: the hot path (a cached page, an encoding already computed) stays synchronous.
  return (
    request: FastifyRequest,
    reply: FastifyReply,
    json: Buffer,
  ): Buffer | null | Promise<Buffer | null> => {
    const v = of(json);
    reply
      .type('application/json; charset=utf-8')
      .header('etag', v.etag)
      .header('vary', appendVary(reply.getHeader('vary'), 'Accept-Encoding'));
    if (notModified(request.headers['if-none-match'], v.etag)) {
      reply.code(304);
      return null;
    }
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return json;
    reply.header('content-encoding', encoding);
    return encode(json, v, encoding);
  };
}

/** br over gzip when both are accepted; q=0 refuses; `*` stands for gzip. Identity otherwise. */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  // Weak comparison (RFC 9110, If-None-Match): W/ prefixes are ignored.
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

function appendVary(current: unknown, field: string): string {
  const text = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : '';
  if (!text) return field;
  return text.toLowerCase().includes(field.toLowerCase()) ? text : `${text}, ${field}`;
}
