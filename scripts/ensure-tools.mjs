// Makes sure the test command runs on the project's Node.js (scripts/runtime.mjs) and has the system
// programs it runs: Chromium (benchmark, screenshots) and its headless shell (browser tests), nginx (the generated nginx configuration is tested
// against a real one), Java (the HTML checker), and espeak-ng and sox (the oral rehearsal's test makes
// the speech its fake microphone plays).
// Uses what exists; as root on Debian it installs the missing packages itself; otherwise it stops
// with one line saying what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, findHeadlessShell } from './find-chromium.mjs';
import { NGINX } from './local-nginx.mjs';
import { runtimeProblem } from './runtime.mjs';

// First the runtime: every later step must run on the pinned Node.js.
const problem = runtimeProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}

/**
 * Where a command is on the PATH, or null.
 * @param {string} name
 */
const onPath = (name) => {
  try {
    return execSync(`command -v ${name}`, { encoding: 'utf8', shell: '/bin/sh' }).trim() || null;
  } catch {
    return null;
  }
};

/** What each tool is, how to find it, and the Debian package that brings it. */
const TOOLS = [
  { name: 'Chromium', find: findChromium, pkg: 'chromium', hint: 'or set CHROMIUM_PATH to its executable' },
  {
    name: "Chromium's headless shell",
    find: findHeadlessShell,
    pkg: 'chromium-headless-shell',
    hint: 'or set CHROMIUM_PATH to a Chromium executable',
  },
  { name: 'nginx', find: () => NGINX ?? onPath('nginx'), pkg: 'nginx-light', hint: '' },
  { name: 'Java', find: () => onPath('java'), pkg: 'default-jre-headless', hint: '' },
  { name: 'espeak-ng', find: () => onPath('espeak-ng'), pkg: 'espeak-ng', hint: '' },
  { name: 'sox', find: () => onPath('sox'), pkg: 'sox', hint: '' },
];

const missing = TOOLS.filter((t) => !t.find());
if (missing.length && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  const pkgs = missing.map((t) => t.pkg).join(' ');
  console.log(`Installing Debian packages for the tests: ${pkgs} ...`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkgs}`, {
      stdio: 'inherit',
    });
  } catch {
    // Reported below.
  }
}
const still = TOOLS.filter((t) => !t.find());
for (const t of still)
  console.error(`No ${t.name} found: install it (Debian: apt-get install ${t.pkg}) ${t.hint}`.trim());
if (still.length) process.exit(1);
console.log(`Tests use ${TOOLS.map((t) => `${t.name} ${t.find()}`).join(', ')}`);
