// A loopback port nothing listens on, from the system (port 0), for the servers the tests and
// benchmarks start: two checkouts, or a test run beside a benchmark, never ask for the same port.
import { createServer } from 'node:net';

/**
 * Asks the system for a free port on 127.0.0.1 and releases it at once, for a server that must be
 * told its port (nginx, wrangler, the Node server started by Playwright).
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}
