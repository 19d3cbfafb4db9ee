import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from './free-port.mjs';

describe('a free port', () => {
  it('is one a server can listen on at once, and two asks give two ports', async () => {
    const [a, b] = await Promise.all([freePort(), freePort()]);
    expect(a).toBeGreaterThan(1023);
    expect(b).not.toBe(a);
    const server = createServer();
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(a, '127.0.0.1', () => resolve(undefined));
    });
    await new Promise((resolve) => server.close(() => resolve(undefined)));
  });
});
