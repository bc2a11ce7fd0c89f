// Is PHP with Laravel 8 and SQLite there? The Laravel host needs Debian's packages (no Composer).
import { spawnSync } from 'node:child_process';

export const PHP_PACKAGES = ['php8.2-cli', 'php-laravel-framework', 'php8.2-sqlite3'] as const;
export const PHP_INSTALL = `apt-get install -y ${PHP_PACKAGES.join(' ')}`;
const PROBE = "echo (extension_loaded('pdo_sqlite') ? 'sqlite' : 'no-sqlite'), ' ', (is_file('/usr/share/php/Illuminate/autoload.php') ? 'laravel' : 'no-laravel');";

/** null when PHP, pdo_sqlite and Laravel are installed; otherwise what is missing and the command to run. */
export function missingPhp(php = process.env.TERREAL_PHP || 'php'): string | null {
  const probe = spawnSync(php, ['-r', PROBE], { encoding: 'utf8' });
  const out = probe.error ? '' : probe.stdout.trim();
  if (out === 'sqlite laravel') return null;
  const what = probe.error ? `PHP (${php})` : out.split(' ').filter((w) => w.startsWith('no-')).map((w) => w.slice(3)).join(' and ') || 'a working PHP';
  return `The Laravel host needs ${what}, which is missing. Install Debian's packages with: ${PHP_INSTALL}`;
}
