import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '../auth/access.plugin.ts';
import {
  type FirstScreenRead,
  renderBundleFile,
  requestFirstScreens,
} from '../pages/request-first-screen.ts';
import {
  type FirstScreen,
  fileReader,
  firstScreenFor,
  REMOTE_FOLDERS,
  renderShellPage,
  type ShellPageInput,
} from '../pages/shell-page.ts';

export interface StaticFrontendOptions {
  /** The folder holding shell/ and the mfe-* folders, each with its built dist/. */
  rootDir: string;
  /** Inlined into each page so the shell starts without asking GET /config. */
  clientConfig: ShellPageInput['clientConfig'];
}

/** Paths that never fall back to the shell's index.html: they answer the JSON 404. */
const NOT_PAGES = /^\/(api|mfe)(\/|$)/;
/** rspack's [contenthash:10] in a file name: safe to cache for a year. */
const HASHED = /\.[0-9a-f]{10}\.(js|css|png|svg|woff2?)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheControlFor(path: string): string {
  // remoteEntry.js, mf-manifest.json, index.html keep fixed names: always revalidate.
  return HASHED.test(path) ? IMMUTABLE : 'no-cache';
}

/**
 * The built front ends: the shell at /, each remote's dist at /mfe/<name>/, and the
 * shell's index.html for every other page path (the shell's router sends unknown
 * paths to /). Hashed files are cached for a year; entry points are revalidated;
 * responses are compressed (pre-compressed .br/.gz from the build when present).
 * Encapsulated: the API's own routes and JSON 404 are untouched.
 */
export async function staticFrontendPlugin(app: FastifyInstance, opts: StaticFrontendOptions): Promise<void> {
  await app.register(compress, { global: true, threshold: 1024 });
  // Only the reply.sendFile decorator: the routes below declare their access level,
  // which @fastify/static's own routes cannot.
  await app.register(fastifyStatic, {
    root: opts.rootDir,
    serve: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply: unknown, path: string) => {
      const headers = (reply as FastifyReply).header.bind(reply);
      headers('cache-control', cacheControlFor(path));
      // A remote may be loaded by a shell on another origin (DESIGN section 7); its
      // files are public, so any origin may read them.
      if (path.includes(`${sep}mfe-`)) headers('access-control-allow-origin', '*');
    },
  });

  const remoteRoots = new Map(
    Object.entries(REMOTE_FOLDERS).map(([name, folder]) => [name, join(opts.rootDir, folder, 'dist')]),
  );
  app.get<{ Params: { remote: string; '*': string } }>(
    '/mfe/:remote/*',
    { schema: { hide: true }, config: { access: 'public', caller: 'none' } },
    async (request, reply) => {
      const root = remoteRoots.get(request.params.remote);
      // The first screens and the code rendering them are the server's inputs, not the browser's.
      const asset = request.params['*'];
      const file = root && !asset.startsWith('first-screen/') ? fileInside(root, `/${asset}`) : null;
      if (!root || !file) return reply.callNotFound();
      return reply.sendFile(file, root);
    },
  );

  const shellRoot = join(opts.rootDir, 'shell', 'dist');
  const shellIndex = fileReader(join(shellRoot, 'index.html'));
  const firstScreens = new Map<string, { read: () => string; text?: string; parsed?: FirstScreen }>();
  /** A remote's prerendered first screen, or null when its build has none (docs/frontend.md). */
  const firstScreen = (remote: keyof typeof REMOTE_FOLDERS, name: string): FirstScreen | null => {
    const file = join(opts.rootDir, REMOTE_FOLDERS[remote], 'dist', 'first-screen', `${name}.json`);
    if (!existsSync(file)) return null;
    const entry = firstScreens.get(file) ?? { read: fileReader(file) };
    firstScreens.set(file, entry);
    const text = entry.read();
    // Parsed again only when the file changed (fileReader hands back the same string until then).
    if (entry.text !== text) Object.assign(entry, { text, parsed: JSON.parse(text) as FirstScreen });
    return entry.parsed ?? null;
  };
  const perRequest = new Map(
    [...remoteRoots].map(([name, root]) => [name, requestFirstScreens(renderBundleFile(root), app.log)]),
  );
  const answer = (read: FirstScreenRead) => answerRead(app, read);
  app.get(
    '/*',
    { schema: { hide: true }, config: { access: 'public', caller: 'none' } },
    async (request, reply) => {
      const [rawPath = '/', query = ''] = request.url.split('?');
      const path = safeDecode(rawPath);
      if (path === null || NOT_PAGES.test(path)) return reply.callNotFound();
      if (!existsSync(join(shellRoot, 'index.html'))) {
        return reply
          .status(503)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(NOT_BUILT_PAGE);
      }
      const file = path === '/index.html' ? null : fileInside(shellRoot, path);
      if (file) return reply.sendFile(file, shellRoot);
      // A missing asset is a 404, not the app: only extension-less paths are pages.
      if (extname(path) && path !== '/index.html') return reply.callNotFound();
      // No session cookie: the session check could only answer signed out (staff pages have
      // their own sign-in and never ask).
      const visitor = !request.cookies[SESSION_COOKIE] && !path.startsWith('/admin');
      const screen = firstScreenFor(path, new URLSearchParams(query), opts.clientConfig.remotes, visitor);
      let prerendered: FirstScreen | null = null;
      let firstData: { key: unknown[]; body: string }[] = [];
      if (screen?.perRequest) {
        const result = await perRequest.get(screen.remote)?.(screen.name, path, answer, visitor);
        if (result) ({ screen: prerendered, data: firstData } = result);
      } else if (screen) {
        prerendered = firstScreen(screen.remote, screen.name);
        if (prerendered) firstData = await answerReads(prerendered.reads, answer);
      }
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(
          renderShellPage(shellIndex(), {
            clientConfig: opts.clientConfig,
            path,
            firstScreen: prerendered,
            firstData,
            visitor,
          }),
        );
    },
  );
}

/**
 * The first screen's public reads, answered in process as a visitor without a session would
 * get them (no cookie passed on), so the page carries its data and the app asks nothing at
 * boot. A read that does not answer 200 is left out: the view then asks for it itself.
 */
async function answerReads(
  reads: FirstScreenRead[],
  answer: (read: FirstScreenRead) => ReturnType<typeof answerRead>,
): Promise<{ key: unknown[]; body: string }[]> {
  const answers = await Promise.all(reads.filter((read) => read.url.startsWith('/api/')).map(answer));
  return answers.filter((got) => got !== null);
}

async function answerRead(app: FastifyInstance, read: FirstScreenRead) {
  const response = await app.inject({ method: 'GET', url: read.url });
  return response.statusCode === 200 ? { key: read.key, body: response.body } : null;
}

function safeDecode(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** The path as a file of root, or null; never a file outside root. */
function fileInside(root: string, urlPath: string): string | null {
  const relative = normalize(urlPath).replace(/^([/\\])+/, '');
  if (!relative || relative.startsWith('..') || relative.includes(`${sep}..`)) return null;
  const full = join(root, relative);
  try {
    return statSync(full).isFile() ? relative : null;
  } catch {
    return null;
  }
}

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mindmark: front end not built</title></head>
<body style="font-family:system-ui;background:#0b0b12;color:#e6e6f0;padding:40px">
<h1>The Mindmark front end is not built yet</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it on first start), then reload this page.</p>
<p>The API is up: see <a style="color:#a58cff" href="/api/docs">/api/docs</a>.</p>
</body></html>`;
