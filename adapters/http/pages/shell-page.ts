import { readFileSync, statSync } from 'node:fs';

/** What the shell's index.html gets for one page path (docs/frontend.md, first paint). */
export interface ShellPageInput {
  /** GET /config's body, inlined so the shell does not wait a round trip for it. */
  clientConfig: { remotes: Record<string, string> };
  path: string;
  /**
   * The first screen the remote's build rendered for this page (docs/frontend.md, "First
   * screen"): its markup goes in #root, its styles in <head>, so the page paints before any
   * script has run. Absent for pages without one.
   */
  firstScreen?: FirstScreen | null;
  /** The first screen's reads as answered by this server: raw JSON bodies by query key. */
  firstData?: { key: unknown[]; body: string }[];
  /**
   * The request carries no session cookie, so the session check can only answer signed out:
   * the page says so and the shell does not ask (docs/frontend.md, "First screen").
   */
  visitor?: boolean;
}

/** The data block telling the shell the visitor is signed out (mfe-kit/src/session-store.ts reads it). */
export const VISITOR_BLOCK = '<script type="application/json" id="mindmark-session">{"user":null}</script>';

/** `dist/first-screen/<name>.json` of a remote's build. */
export interface FirstScreen {
  html: string;
  styles: string;
  /** Public GETs the page starts with, and the data-layer key each is read under. */
  reads: { key: unknown[]; url: string }[];
}

/** Remote folders under the server's root, by the key GET /config names them with. */
export const REMOTE_FOLDERS = { onboarding: 'mfe-onboarding', beta: 'mfe-beta', admin: 'mfe-admin' } as const;

/** A page's first screen: prerendered by the build, or rendered per request from its path. */
export interface FirstScreenChoice {
  remote: keyof typeof REMOTE_FOLDERS;
  name: string;
  perRequest?: true;
}

/**
 * Which first screen a page request shows, if any: prerendered for the landing (`/`, unless a
 * `?step=` asks for another onboarding step), the leaderboard (`/beta`), the projects
 * (`/beta/projects`) and a visitor's social card (`/beta/social-card` without a session cookie);
 * rendered per request for a project's overview (`/beta/projects/<slug>`, not its pools tab).
 * Only when the remote is served by this server from its default URL: the build read is then
 * the one the browser will run, not another deployment's.
 */
export function firstScreenFor(
  path: string,
  search: URLSearchParams,
  remotes: Record<string, string>,
  visitor = false,
): FirstScreenChoice | null {
  const page = pageFor(path.replace(/(.)\/$/, '$1'), search, visitor);
  if (!page || remotes[page.remote] !== `/mfe/${page.remote}/remoteEntry.js`) return null;
  return page;
}

function pageFor(path: string, search: URLSearchParams, visitor: boolean): FirstScreenChoice | null {
  if (path === '/') return search.has('step') ? null : { remote: 'onboarding', name: 'index' };
  if (path === '/beta') return { remote: 'beta', name: 'beta' };
  if (path === '/beta/projects') return { remote: 'beta', name: 'projects' };
  if (path === '/beta/social-card') return visitor ? { remote: 'beta', name: 'social-card' } : null;
  if (/^\/beta\/projects\/[^/]+$/.test(path) && !search.has('tab') && !search.has('pool'))
    return { remote: 'beta', name: 'project', perRequest: true };
  return null;
}

/** Which remote the shell mounts for a path (mirrors shell/src/shell-app.tsx). */
export function remoteForPath(path: string): 'onboarding' | 'beta' | 'admin' {
  if (path === '/beta' || path.startsWith('/beta/')) return 'beta';
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin';
  return 'onboarding';
}

/**
 * The built index.html with, before </head>: the client config as a JSON data block (not a
 * script the CSP has to allow) and a preload of the remote entry the path needs, so the
 * browser fetches it while the shell's own code is still arriving.
 */
export function renderShellPage(template: string, input: ShellPageInput): string {
  const entry = input.clientConfig.remotes[remoteForPath(input.path)];
  const json = JSON.stringify(input.clientConfig).replace(/</g, '\\u003c');
  // Under a first screen nothing on screen waits for the remote: its entry is fetched early but
  // at low priority, behind what the first paint needs (bench/RESULTS.md, first-screen notes).
  const priority = input.firstScreen ? ' fetchpriority="low"' : '';
  const head = [
    entry ? `<link rel="preload" as="script" href="${escapeAttribute(entry)}"${priority}>` : '',
    `<script type="application/json" id="mindmark-config">${json}</script>`,
    input.visitor ? VISITOR_BLOCK : '',
  ].join('');
  const screen = input.firstScreen;
  // Raw bodies as the API serialised them; `<` escaped (it can only occur inside JSON strings).
  const data = input.firstData?.length
    ? `<script type="application/json" id="mindmark-first-data">[${input.firstData
        .map(({ key, body }) => `{"key":${JSON.stringify(key)},"data":${body}}`)
        .join(',')
        .replace(/</g, '\\u003c')}]</script>`
    : '';
  const page = template.replace('</head>', `${head}${data}${screen ? screen.styles : ''}</head>`);
  if (!screen) return page;
  // The shell sees the attribute and mounts the remote only once its code is there, so the
  // static screen is replaced by the live one in a single step (shell/src/bootstrap.tsx).
  return page.replace(
    '<div id="root"></div>',
    `<div id="root" data-first-screen="${remoteForPath(input.path)}">${screen.html}</div>`,
  );
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Reads a file again only when it changed on disk (a rebuild while the server runs). */
export function fileReader(path: string): () => string {
  let cached: { mtime: number; text: string } | null = null;
  return () => {
    const mtime = statSync(path).mtimeMs;
    if (!cached || cached.mtime !== mtime) cached = { mtime, text: readFileSync(path, 'utf8') };
    return cached.text;
  };
}
