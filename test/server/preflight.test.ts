// `npm test`'s first step (scripts/preflight.mjs). A fresh machine without the browsers and PHP cannot be
// had here (others need them), so the checks are injected: TERREAL_CHROMIUM, TERREAL_FIREFOX,
// TERREAL_WEBKIT_DRIVER, TERREAL_XVFB, TERREAL_PHP, TERREAL_PHP_FPM and TERREAL_NGINX name tools that are
// missing or fake (the other browsers, PHP-FPM and nginx "there" unless a test says otherwise), TERREAL_PREFLIGHT_UID a user, and PATH holds a fake `apt-get` that records its
// calls (and, as root, "installs" the fake Chromium).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, '..', '..', 'scripts', 'preflight.mjs');
const ALL = 'apt-get install -y chromium firefox-esr webkit2gtk-driver xvfb php8.2-cli php-laravel-framework php8.2-sqlite3 php8.2-fpm nginx';

let dir: string;
let bin: string;
let log: string;
let fakeChromium: string;
let fakePhp: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terreal-preflight-'));
  bin = path.join(dir, 'bin');
  fs.mkdirSync(bin);
  log = path.join(dir, 'apt.log');
  fakeChromium = path.join(dir, 'chromium');
  fakePhp = path.join(dir, 'php');
  // apt-get: records its arguments; `install` "installs" Chromium (an executable file at fakeChromium).
  fs.writeFileSync(path.join(bin, 'apt-get'), `#!/bin/sh
echo "$*" >> '${log}'
case "$1" in install) printf '#!/bin/sh\\n' > '${fakeChromium}'; /bin/chmod +x '${fakeChromium}';; esac
exit 0
`, { mode: 0o755 });
  fs.writeFileSync(fakePhp, '#!/bin/sh\nexit 0\n', { mode: 0o755 }); // PHP, pdo_sqlite and Laravel "there"
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function preflight(env: Record<string, string>) {
  const started = Date.now();
  const run = spawnSync(process.execPath, [SCRIPT], {
    encoding: 'utf8',
    timeout: 20_000,
    env: {
      PATH: bin, HOME: dir, TERREAL_FIREFOX: process.execPath, TERREAL_WEBKIT_DRIVER: process.execPath, TERREAL_XVFB: process.execPath,
      TERREAL_PHP_FPM: process.execPath, TERREAL_NGINX: process.execPath, ...env,
    },
  });
  const aptCalls = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : [];
  return { status: run.status, out: `${run.stdout}${run.stderr}`, ms: Date.now() - started, aptCalls };
}

it('not root, the browsers, PHP, PHP-FPM and nginx missing: stops within seconds, non-zero, naming the one command; apt-get never run', () => {
  const absent = path.join(dir, 'absent');
  const r = preflight({
    TERREAL_CHROMIUM: absent, TERREAL_FIREFOX: absent, TERREAL_WEBKIT_DRIVER: absent, TERREAL_XVFB: absent, TERREAL_PHP: path.join(dir, 'absent-php'),
    TERREAL_PHP_FPM: absent, TERREAL_NGINX: absent, TERREAL_PREFLIGHT_UID: '1000',
  });
  expect(r.status).not.toBe(0);
  expect(r.ms).toBeLessThan(5_000);
  expect(r.out).toContain(`sudo ${ALL}`);
  expect(r.out).toMatch(/browsers for the end-to-end tests \(chromium, firefox-esr, webkit2gtk-driver, xvfb\)/);
  expect(r.out).toMatch(/PHP-FPM and nginx for the Laravel host tests \(php8\.2-cli, php-laravel-framework, php8\.2-sqlite3, php8\.2-fpm, nginx\)/);
  expect(r.aptCalls).toEqual([]);
});

it.each<[string, Record<string, string>, string]>([
  ['only Chromium missing', { TERREAL_PHP: 'FAKE_PHP' }, 'apt-get install -y chromium\n'],
  ['only PHP missing', { TERREAL_CHROMIUM: process.execPath }, 'apt-get install -y php8.2-cli php-laravel-framework php8.2-sqlite3\n'],
  ['only Firefox ESR missing', { TERREAL_CHROMIUM: process.execPath, TERREAL_PHP: 'FAKE_PHP', TERREAL_FIREFOX: '/nonexistent/firefox-esr' }, 'apt-get install -y firefox-esr\n'],
  ['only PHP-FPM and nginx missing', { TERREAL_CHROMIUM: process.execPath, TERREAL_PHP: 'FAKE_PHP', TERREAL_PHP_FPM: '/nonexistent/php-fpm8.2', TERREAL_NGINX: '/nonexistent/nginx' }, 'apt-get install -y php8.2-fpm nginx\n'],
  ['only nginx missing', { TERREAL_CHROMIUM: process.execPath, TERREAL_PHP: 'FAKE_PHP', TERREAL_NGINX: '/nonexistent/nginx' }, 'apt-get install -y nginx\n'],
  ['only the PDF fonts and pdftotext missing', { TERREAL_CHROMIUM: process.execPath, TERREAL_PHP: 'FAKE_PHP', TERREAL_PDF_FONTS_DIR: '/nonexistent/fonts', TERREAL_PDFTOTEXT: '/nonexistent/pdftotext' }, 'apt-get install -y fonts-dejavu-core fonts-symbola poppler-utils\n'],
  ['only WebKit\'s driver and Xvfb missing', { TERREAL_CHROMIUM: process.execPath, TERREAL_PHP: 'FAKE_PHP', TERREAL_WEBKIT_DRIVER: '/nonexistent/WebKitWebDriver', TERREAL_XVFB: '/nonexistent/xvfb-run' }, 'apt-get install -y webkit2gtk-driver xvfb\n'],
])('not root, %s: names exactly what is missing', (_n, env, command) => {
  const r = preflight({ TERREAL_CHROMIUM: path.join(dir, 'absent'), TERREAL_PHP: path.join(dir, 'absent-php'), TERREAL_PREFLIGHT_UID: '1000',
    ...Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === 'FAKE_PHP' ? fakePhp : v])) });
  expect(r.status).toBe(1);
  expect(`${r.out}\n`).toContain(`sudo ${command}`);
  expect(r.aptCalls).toEqual([]);
});

it('root on Debian, Chromium missing: installs it from Debian\'s packages, then goes on (exit 0)', () => {
  const r = preflight({ TERREAL_CHROMIUM: fakeChromium, TERREAL_PHP: fakePhp, TERREAL_PREFLIGHT_UID: '0' });
  expect(r.out).toContain('installing chromium');
  expect(r.status).toBe(0);
  expect(r.aptCalls).toEqual(['update -qq', 'install -y -qq chromium']);
});

it('root, and apt-get installs nothing: fails, naming the command', () => {
  const r = preflight({ TERREAL_CHROMIUM: fakeChromium, TERREAL_PHP: path.join(dir, 'absent-php'), TERREAL_PREFLIGHT_UID: '0' });
  expect(r.status).toBe(1);
  expect(r.out).toContain('apt-get install -y php8.2-cli php-laravel-framework php8.2-sqlite3');
});

it('everything there: exit 0 at once, apt-get never run', () => {
  const r = preflight({ TERREAL_CHROMIUM: process.execPath, TERREAL_PHP: fakePhp, TERREAL_PREFLIGHT_UID: '1000' });
  expect(r.status).toBe(0);
  expect(r.out).toBe('');
  expect(r.aptCalls).toEqual([]);
});
