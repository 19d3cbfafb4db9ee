// Server benchmark with budgets (npm run bench:server). Serves the same build with the production
// Node server and with nginx (generated configuration, one worker each, loopback only) and loads
// both with autocannon: requests per second and p50/p99 latency for a sheet page, a hashed asset,
// a 404 and a mix, with brotli and with gzip; then a soak on the Node server during which its
// memory is sampled. Every loop is bounded in time. Writes bench-results/server-latest.json and
// .md; exits 1 when a budget is broken.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import autocannon from 'autocannon';
import { ENCODINGS } from '../server/encoding.mjs';
import { startNginx } from './local-nginx.mjs';
import { serveBuild } from './serve-build.mjs';
import { freePort } from './free-port.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const CONNECTIONS = 100;
const SOAK_CONNECTIONS = 200;
const NODE_PORT = await freePort();
const NGINX_PORT = await freePort();
const BUDGET = { failed: 0, ratio: 2, p99Ms: 50, memoryGrowth: 0.1 };

if (!statSync('build/site-manifest.json', { throwIfNoEntry: false }))
  throw new Error('No build: run `npm run build` first (npm run bench:server does).');

const asset = readdirSync('build/client/assets')
  .filter((f) => f.endsWith('.js'))
  .sort((a, b) => statSync(`build/client/assets/${b}`).size - statSync(`build/client/assets/${a}`).size)[0];
const SCENARIOS = {
  page: [{ path: '/language-elements-patterns' }],
  asset: [{ path: `/assets/${asset}` }],
  'not found': [{ path: '/en/no-such-sheet' }],
  mix: [{ path: '/language-elements-patterns' }, { path: `/assets/${asset}` }, { path: '/no-such-sheet' }],
};

/**
 * Resident memory of a process in MiB (Linux).
 * @param {number} pid
 */
function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * One bounded autocannon run; failed = connection errors, timeouts and 5xx answers.
 * @param {number} port
 * @param {import('autocannon').Request[]} requests
 * @param {import('../server/encoding.mjs').Encoding} encoding what the client accepts
 * @param {number} seconds
 */
async function load(port, requests, encoding, seconds, connections = CONNECTIONS) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': encoding },
    requests,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failed: result.errors + result.timeouts + (result['5xx'] ?? 0),
  };
}

const node = await serveBuild({ port: NODE_PORT, host: '127.0.0.1' });
const nodePid = node.pid;
if (nodePid === undefined) throw new Error('the Node server has no process id');
const nginx = await startNginx({ port: NGINX_PORT });
const rows = [];
try {
  for (const [scenario, requests] of Object.entries(SCENARIOS)) {
    for (const { name: encoding } of ENCODINGS) {
      const n = await load(NODE_PORT, requests, encoding, SECONDS);
      const x = await load(NGINX_PORT, requests, encoding, SECONDS);
      rows.push({ scenario, encoding, node: n, nginx: x, ratio: x.rps / n.rps });
      console.log(
        `${scenario} (${encoding}): Node ${n.rps} req/s p99 ${n.p99} ms · nginx ${x.rps} req/s p99 ${x.p99} ms`,
      );
    }
  }
} finally {
  nginx.stop();
}

// Soak: high concurrency on the Node server for SOAK_SECONDS, memory sampled every 5 s.
const warm = rssMiB(nodePid);
const samples = [warm];
const sampler = setInterval(() => samples.push(rssMiB(nodePid)), 5000);
const soak = await load(NODE_PORT, SCENARIOS.mix, 'br', SOAK_SECONDS, SOAK_CONNECTIONS);
clearInterval(sampler);
const end = rssMiB(nodePid);
samples.push(end);
node.stop();
const memory = { startMiB: warm, endMiB: end, maxMiB: Math.max(...samples), growth: (end - warm) / warm };

const broken = [];
for (const r of rows) {
  const where = `${r.scenario} (${r.encoding})`;
  if (r.node.failed + r.nginx.failed > BUDGET.failed) broken.push(`${where}: failed requests`);
  if (['page', 'asset'].includes(r.scenario) && r.ratio > BUDGET.ratio)
    broken.push(`${where}: nginx is ${r.ratio.toFixed(2)}× faster than Node (budget ${BUDGET.ratio}×)`);
  if (r.node.p99 >= BUDGET.p99Ms)
    broken.push(`${where}: Node p99 ${r.node.p99} ms (budget < ${BUDGET.p99Ms})`);
}
if (soak.failed > 0) broken.push(`soak: ${soak.failed} failed requests`);
if (memory.growth >= BUDGET.memoryGrowth)
  broken.push(`soak: memory grew ${(memory.growth * 100).toFixed(1)} % (budget < 10 %)`);

const when = new Date().toISOString();
const machine = `${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
/** @param {{ rps: number, p50: number, p99: number }} r */
const fmt = (r) => `${r.rps} | ${r.p50} / ${r.p99} ms`;
const md = [
  `Server benchmark of ${when} (${machine}; autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run, one Node process vs one nginx worker, loopback)`,
  '',
  '| scenario | encoding | Node req/s | Node p50 / p99 | nginx req/s | nginx p50 / p99 | nginx ÷ Node |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) => `| ${r.scenario} | ${r.encoding} | ${fmt(r.node)} | ${fmt(r.nginx)} | ${r.ratio.toFixed(2)} |`,
  ),
  '',
  `Soak (Node, mix, ${SOAK_CONNECTIONS} connections, ${SOAK_SECONDS} s): ${soak.total} requests, ${soak.failed} failed, ${soak.rps} req/s, p99 ${soak.p99} ms; RSS ${memory.startMiB.toFixed(1)} → ${memory.endMiB.toFixed(1)} MiB (max ${memory.maxMiB.toFixed(1)}, growth ${(memory.growth * 100).toFixed(1)} %).`,
  '',
  broken.length ? `Budgets broken:\n${broken.map((b) => `- ${b}`).join('\n')}` : 'All budgets met.',
  '',
].join('\n');
await mkdir('bench-results', { recursive: true });
await writeFile(
  'bench-results/server-latest.json',
  JSON.stringify({ when, machine, rows, soak, memory, broken }, null, 2),
);
await writeFile('bench-results/server-latest.md', md);
console.log(`\n${md}`);
process.exit(broken.length ? 1 : 0);
