// Production server: `npm start` builds and then runs this. PORT and HOST override the defaults.
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHandler } from './app.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? 'localhost';

const handler = await createHandler(path.join(root, 'build'));
const server = createServer({ maxHeaderSize: 16384 }, (req, res) => {
  try {
    handler(req, res);
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('500 Internal Server Error\n');
  }
});
server.listen(port, host, () => {
  // The port actually bound (PORT=0 asks the system for a free one).
  const address = server.address();
  const bound = typeof address === 'object' && address !== null ? address.port : port;
  console.log(`Serving the site at http://${host}:${bound} (Node.js ${process.version})`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
