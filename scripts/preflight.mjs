#!/usr/bin/env node
// First step of `npm test`: the end-to-end tests need Debian's Chromium, Firefox ESR and WebKitGTK's
// WebDriver under Xvfb (the product's three browsers), and the Laravel host's tests Debian's PHP 8.2 with
// Laravel 8 and SQLite, PHP-FPM and nginx (no browser nor Composer download here). When any is
// missing: as root on Debian, installs them from Debian's packages (as .ci/run does); otherwise stops at
// once, before building, naming the one command to run. Exit 0 when everything is there.
//
// Injectable for tests (test/server/preflight.test.ts), as a fresh machine cannot be had here:
//   TERREAL_CHROMIUM         the browser's path (default /usr/bin/chromium, as test/e2e/support/browser.ts)
//   TERREAL_FIREFOX          Firefox ESR (default /usr/bin/firefox-esr, as test/e2e/support/otherBrowsers.ts)
//   TERREAL_WEBKIT_DRIVER    WebKitGTK's WebDriver (default /usr/bin/WebKitWebDriver)
//   TERREAL_XVFB             xvfb-run, the X server it runs under (default /usr/bin/xvfb-run)
//   TERREAL_PHP              the php binary (default `php` on PATH, as demo/laravel/php.ts)
//   TERREAL_PHP_FPM          PHP-FPM (default /usr/sbin/php-fpm8.2, as demo/laravel/php.ts)
//   TERREAL_NGINX            nginx (default /usr/sbin/nginx, as demo/laravel/php.ts)
//   TERREAL_PREFLIGHT_UID    the user id to act as (default the process's)
//   PATH                     where `apt-get` and `php` are looked up
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.TERREAL_CHROMIUM || '/usr/bin/chromium';
const PHP = process.env.TERREAL_PHP || 'php';
const FIREFOX = process.env.TERREAL_FIREFOX || '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.TERREAL_WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver';
const XVFB = process.env.TERREAL_XVFB || '/usr/bin/xvfb-run';
const PHP_FPM = process.env.TERREAL_PHP_FPM || '/usr/sbin/php-fpm8.2';
const NGINX = process.env.TERREAL_NGINX || '/usr/sbin/nginx';
const CHROMIUM_PACKAGES = ['chromium'];
const PHP_PACKAGES = ['php8.2-cli', 'php-laravel-framework', 'php8.2-sqlite3']; // as demo/laravel/php.ts
/** The Laravel host's packages (the rest are the browsers' and the PDFs'). */
const HOST_PACKAGES = [...PHP_PACKAGES, 'php8.2-fpm', 'nginx'];
// The PDFs' fonts (demo/server/pdf.ts, TERREAL_PDF_FONTS_DIR as there) and the PDF tests' text reader.
const PDF_FONTS_DIR = process.env.TERREAL_PDF_FONTS_DIR || '/usr/share/fonts/truetype';
const PDF_PACKAGES = { 'fonts-dejavu-core': `${PDF_FONTS_DIR}/dejavu/DejaVuSans-Bold.ttf`, 'fonts-symbola': `${PDF_FONTS_DIR}/ancient-scripts/Symbola_hint.ttf`, 'poppler-utils': process.env.TERREAL_PDFTOTEXT || '/usr/bin/pdftotext' };
const PHP_PROBE = "exit(extension_loaded('pdo_sqlite') && is_file('/usr/share/php/Illuminate/autoload.php') ? 0 : 1);";

const uid = process.env.TERREAL_PREFLIGHT_UID !== undefined && process.env.TERREAL_PREFLIGHT_UID !== ''
  ? Number(process.env.TERREAL_PREFLIGHT_UID)
  : process.getuid?.() ?? -1;

function executable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
const chromiumThere = () => executable(CHROMIUM);

function phpThere() {
  const probe = spawnSync(PHP, ['-r', PHP_PROBE], { stdio: 'ignore', timeout: 10_000 });
  return !probe.error && probe.status === 0;
}

/** The Debian packages still missing, in install order. */
function missingPackages() {
  return [
    ...(chromiumThere() ? [] : CHROMIUM_PACKAGES),
    ...(executable(FIREFOX) ? [] : ['firefox-esr']),
    ...(executable(WEBKIT_DRIVER) ? [] : ['webkit2gtk-driver']),
    ...(executable(XVFB) ? [] : ['xvfb']),
    ...(phpThere() ? [] : PHP_PACKAGES),
    ...(executable(PHP_FPM) ? [] : ['php8.2-fpm']),
    ...(executable(NGINX) ? [] : ['nginx']),
    ...Object.keys(PDF_PACKAGES).filter((p) => !fs.existsSync(PDF_PACKAGES[p])),
  ];
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
const browsers = missing.filter((p) => !HOST_PACKAGES.includes(p) && !(p in PDF_PACKAGES));
const host = missing.filter((p) => HOST_PACKAGES.includes(p));
const what = [
  browsers.length ? `Debian's browsers for the end-to-end tests (${browsers.join(', ')})` : '',
  host.length ? `Debian's PHP 8.2 with Laravel 8 and SQLite, PHP-FPM and nginx for the Laravel host tests (${host.join(', ')})` : '',
  missing.some((p) => p in PDF_PACKAGES) ? "the PDFs' fonts and pdftotext" : '',
].filter(Boolean).join(' and ');

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
