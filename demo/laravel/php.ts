// Is the Laravel host's stack there? Debian's PHP 8.2 with Laravel 8 and SQLite (no Composer), PHP-FPM and
// nginx (demo/laravel/start.ts runs both).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const PHP_PACKAGES = ['php8.2-cli', 'php-laravel-framework', 'php8.2-sqlite3', 'php8.2-fpm', 'nginx'] as const;
export const PHP_INSTALL = `apt-get install -y ${PHP_PACKAGES.join(' ')}`;
const PROBE = "echo (extension_loaded('pdo_sqlite') ? 'sqlite' : 'no-sqlite'), ' ', (is_file('/usr/share/php/Illuminate/autoload.php') ? 'laravel' : 'no-laravel');";

/** The binaries start.ts runs (TERREAL_PHP_FPM, TERREAL_NGINX name others). */
export const phpFpmBinary = (): string => process.env.TERREAL_PHP_FPM || '/usr/sbin/php-fpm8.2';
export const nginxBinary = (): string => process.env.TERREAL_NGINX || '/usr/sbin/nginx';

function executable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** What PHP lacks: itself, pdo_sqlite, Laravel (none: []). */
function phpGaps(php: string): string[] {
  const probe = spawnSync(php, ['-r', PROBE], { encoding: 'utf8' });
  if (probe.error) return [`PHP (${php})`];
  const out = probe.stdout.trim();
  if (out === 'sqlite laravel') return [];
  const gaps = out.split(' ').filter((w) => w.startsWith('no-')).map((w) => w.slice(3));
  return gaps.length ? gaps : ['a working PHP'];
}

/** null when PHP, pdo_sqlite, Laravel, PHP-FPM and nginx are installed; otherwise what is missing and the command to run. */
export function missingPhp(php = process.env.TERREAL_PHP || 'php', fpm = phpFpmBinary(), nginx = nginxBinary()): string | null {
  const missing = [
    ...phpGaps(php),
    ...(executable(fpm) ? [] : [`PHP-FPM (${fpm})`]),
    ...(executable(nginx) ? [] : [`nginx (${nginx})`]),
  ];
  if (missing.length === 0) return null;
  return `The Laravel host needs ${missing.join(' and ')}, which ${missing.length > 1 ? 'are' : 'is'} missing. Install Debian's packages with: ${PHP_INSTALL}`;
}
