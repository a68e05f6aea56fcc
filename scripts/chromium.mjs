// Browser tests drive Debian's Chromium. Install it with apt when missing (as root on Debian),
// otherwise say what to install and fail.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function isDebianLike() {
  try {
    return /debian|ubuntu/i.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !isDebianLike()) {
    console.error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH to a Chromium binary, then run npm test again.',
    );
    process.exit(1);
  }
  console.log('Installing Chromium with apt for the browser tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`apt-get finished but ${CHROMIUM_PATH} is still missing.`);
    process.exit(1);
  }
}
