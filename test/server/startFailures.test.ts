// A failure is a failure, fast: a suite whose server cannot start fails at once with the reason (the run
// goes on and ends), rather than waiting out a time-out or hanging.
import net from 'node:net';
import { startLaravel } from '../e2e/support/laravel';
import { groupAlive, registered } from '../support/processes';

const FAST_MS = 15_000;

it('the Laravel host without PHP: rejects at once, naming the packages to install', async () => {
  const started = Date.now();
  await expect(startLaravel({ TERREAL_PHP: '/nonexistent/php' })).rejects.toThrow(/needs PHP \(\/nonexistent\/php\), which is missing\. Install Debian's packages with: apt-get install -y php8.2-cli/);
  expect(Date.now() - started).toBeLessThan(FAST_MS);
});

it('the Laravel host without nginx: rejects at once, naming it and the packages to install', async () => {
  const started = Date.now();
  await expect(startLaravel({ TERREAL_NGINX: '/nonexistent/nginx' })).rejects.toThrow(/needs nginx \(\/nonexistent\/nginx\), which is missing\. Install Debian's packages with: apt-get install -y php8\.2-cli .*php8\.2-fpm nginx$/);
  expect(Date.now() - started).toBeLessThan(FAST_MS);
});

it('the Laravel host on a port already taken: rejects with the reason (before seeding its database), and leaves no process behind', async () => {
  const busy = net.createServer();
  await new Promise<void>((done) => busy.listen(0, '127.0.0.1', done));
  const { port } = busy.address() as net.AddressInfo;
  try {
    await expect(startLaravel({ PORT: String(port) })).rejects.toThrow(/Laravel host: exited early[\s\S]*(Address already in use|Failed to listen)/);
  } finally {
    await new Promise((done) => busy.close(done));
  }
  expect(registered().map((r) => r.pgid).filter(groupAlive)).toEqual([]);
}, FAST_MS);
