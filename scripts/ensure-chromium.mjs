#!/usr/bin/env node
// Browser tests use Debian's chromium (never a downloaded browser). Install it when missing
// and we are allowed to (root, or CI); otherwise say how.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!fs.existsSync(CHROMIUM)) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root) {
    console.error(`Chromium not found at ${CHROMIUM}. Install Debian's chromium (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core > /dev/null', {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
}
