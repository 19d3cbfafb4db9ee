// Makes sure the browser tests have a Chromium: uses one that exists, installs Debian's package
// where this runs as root on Debian, and otherwise stops with one line saying what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';

let found = findChromium();
if (!found && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log('No Chromium found: installing Debian package "chromium" ...');
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } catch {
    // Reported below.
  }
  found = findChromium();
}
if (!found) {
  console.error(
    'No Chromium found: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH to its executable.',
  );
  process.exit(1);
}
console.log(`Browser tests use ${found}`);
