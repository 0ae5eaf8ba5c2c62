import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import type { Test } from 'tap';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
};

/**
 * A second origin serving one built remote's dist, as a CDN or a separately deployed
 * admin app would: plain files, CORS open, nothing shared with the product server.
 */
export async function serveFolder(
  t: Test,
  folder: string,
): Promise<{ origin: string; requests: string[]; stop: () => Promise<void> }> {
  const requests: string[] = [];
  const server: Server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/')).replace(/^[/\\]+/, '');
    requests.push(`/${path}`);
    try {
      if (path.startsWith('..')) throw new Error('outside');
      const body = await readFile(join(folder, path));
      res.writeHead(200, {
        'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
        'access-control-allow-origin': '*',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  t.teardown(stop);
  return { origin: `http://127.0.0.1:${port}`, requests, stop };
}
