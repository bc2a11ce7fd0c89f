#!/usr/bin/env node
// First step of `npm test` (issue 22): the end-to-end tests need Debian's Chromium and the Laravel host's
// tests Debian's PHP 8.2 with Laravel 8 and SQLite (no browser nor Composer download here). When any is
// missing: as root on Debian, installs them from Debian's packages (as .ci/run does); otherwise stops at
// once, before building, naming the one command to run. Exit 0 when everything is there.
//
// Injectable for tests (test/server/preflight.test.ts), as a fresh machine cannot be had here:
//   TERREAL_CHROMIUM         the browser's path (default /usr/bin/chromium, as test/e2e/support/browser.ts)
//   TERREAL_PHP              the php binary (default `php` on PATH, as demo/laravel/php.ts)
//   TERREAL_PREFLIGHT_UID    the user id to act as (default the process's)
//   PATH                     where `apt-get` and `php` are looked up
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.TERREAL_CHROMIUM || '/usr/bin/chromium';
const PHP = process.env.TERREAL_PHP || 'php';
const CHROMIUM_PACKAGES = ['chromium'];
const PHP_PACKAGES = ['php8.2-cli', 'php-laravel-framework', 'php8.2-sqlite3']; // as demo/laravel/php.ts
const PHP_PROBE = "exit(extension_loaded('pdo_sqlite') && is_file('/usr/share/php/Illuminate/autoload.php') ? 0 : 1);";

const uid = process.env.TERREAL_PREFLIGHT_UID !== undefined && process.env.TERREAL_PREFLIGHT_UID !== ''
  ? Number(process.env.TERREAL_PREFLIGHT_UID)
  : process.getuid?.() ?? -1;

function chromiumThere() {
  try {
    fs.accessSync(CHROMIUM, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function phpThere() {
  const probe = spawnSync(PHP, ['-r', PHP_PROBE], { stdio: 'ignore', timeout: 10_000 });
  return !probe.error && probe.status === 0;
}

/** The Debian packages still missing, in install order. */
function missingPackages() {
  return [...(chromiumThere() ? [] : CHROMIUM_PACKAGES), ...(phpThere() ? [] : PHP_PACKAGES)];
}

/** Is `apt-get` on PATH (a Debian machine)? Looked up, not run. */
const hasAptGet = () => (process.env.PATH ?? '').split(':').some((d) => {
  try {
    fs.accessSync(`${d || '.'}/apt-get`, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
});

const missing = missingPackages();
if (missing.length === 0) process.exit(0);

const command = `apt-get install -y ${missing.join(' ')}`;
const what = `${missing.includes('chromium') ? "Debian's Chromium (end-to-end tests)" : ''}${missing.includes('chromium') && missing.length > 1 ? ' and ' : ''}${missing.some((p) => p.startsWith('php')) ? "Debian's PHP 8.2 with Laravel 8 and SQLite (Laravel host tests)" : ''}`;

if (uid !== 0 || !hasAptGet()) {
  console.error(`npm test: ${what} missing. Run, as root on Debian:\n\n  ${uid === 0 ? '' : 'sudo '}${command}\n\nthen npm test again. Nothing was built or run.`);
  process.exit(1);
}

console.log(`npm test: installing ${missing.join(' ')} from Debian's packages (${what} missing)`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update', '-qq'], ['install', '-y', '-qq', ...missing]]) {
  const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (run.error || run.status !== 0) {
    console.error(`npm test: \`apt-get ${args.join(' ')}\` failed (${run.error?.message ?? `exit ${run.status}`}). Run it by hand:\n\n  ${command}`);
    process.exit(1);
  }
}
const still = missingPackages();
if (still.length > 0) {
  console.error(`npm test: still missing after apt-get: ${still.join(' ')}. Run: apt-get install -y ${still.join(' ')}`);
  process.exit(1);
}
