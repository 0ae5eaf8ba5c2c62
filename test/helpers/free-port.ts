import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A port nothing listens on now: the system picks it. Fixed ports collided with other
 * processes on the machine (two test jobs, a developer's server).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
