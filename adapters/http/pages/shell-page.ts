import { readFileSync, statSync } from 'node:fs';

/** What the shell's index.html gets for one page path (docs/frontend.md, first paint). */
export interface ShellPageInput {
  /** GET /config's body, inlined so the shell does not wait a round trip for it. */
  clientConfig: { remotes: Record<string, string> };
  path: string;
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
  const head = [
    entry ? `<link rel="preload" as="script" href="${escapeAttribute(entry)}">` : '',
    `<script type="application/json" id="mindmark-config">${json}</script>`,
  ].join('');
  return template.replace('</head>', `${head}</head>`);
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
