// The Laravel host's compiled Blade views are written whole or not at all. Laravel 8 writes a compiled view in
// place: a PHP worker rendering the view while another compiles it could include an
// empty file and answer 200 without the page's head (the csrf-token meta a sign-in then reads).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hostFamilies } from '../../demo/server/families';
import { REPO_ROOT } from '../e2e/support/server';

const LARAVEL = path.join(REPO_ROOT, 'demo', 'laravel');

/** Compiles a view with the Laravel host's own view provider; says how the compiled file was written. */
function compileWithHostProvider(): { writes: string[]; compiled: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terreal-views-'));
  for (const sub of ['bootstrap', 'framework/views', 'framework/sessions']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
  const script = `
    $app = require '${LARAVEL}/bootstrap/app.php';
    $app->instance('request', Illuminate\\Http\\Request::create('/'));
    $app->make(Illuminate\\Contracts\\Http\\Kernel::class)->bootstrap();
    $writes = [];
    $app->instance('files', new class($writes) extends Illuminate\\Filesystem\\Filesystem {
      public function __construct(private array &$writes) {}
      public function put($path, $contents, $lock = false) { $this->writes[] = 'put'; return parent::put($path, $contents, $lock); }
      public function replace($path, $content) { $this->writes[] = 'replace'; parent::replace($path, $content); }
    });
    file_put_contents('${dir}/v.blade.php', '<meta name="csrf-token" content="{{ $t }}">');
    $blade = $app->make('blade.compiler');
    $blade->compile('${dir}/v.blade.php');
    echo json_encode(['writes' => $writes, 'compiled' => file_get_contents($blade->getCompiledPath('${dir}/v.blade.php'))]);`;
  const run = spawnSync(process.env.TERREAL_PHP || 'php', ['-r', script], {
    encoding: 'utf8', cwd: LARAVEL, env: { ...process.env, TERREAL_STORAGE: dir, TERREAL_FAMILIES: JSON.stringify(hostFamilies()), APP_KEY: `base64:${Buffer.alloc(32).toString('base64')}` },
  });
  fs.rmSync(dir, { recursive: true, force: true });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout);
}

it('a compiled view is written to a temporary file and renamed into place, never truncated in place', () => {
  const { writes, compiled } = compileWithHostProvider();
  expect(writes).toEqual(['replace']);
  expect(compiled).toContain('<meta name="csrf-token" content="<?php echo e($t); ?>">');
});
