import { fillDatabase } from './bench/server';
import { laravelApiAs, startLaravel } from './test/e2e/support/laravel';
(async () => {
  const s = await startLaravel({ PHP_CLI_SERVER_WORKERS: '10' });
  try {
    fillDatabase(s.dbPath, 8000);
    const api = await laravelApiAs(s.url, 1);
    let t0 = performance.now();
    const one = await api.get('/bardages/excel-report?userid=all&statut=');
    await one.arrayBuffer();
    console.log('single', one.status, Math.round(performance.now() - t0));
    t0 = performance.now();
    const login = await api.get('/ajax/bardages/liste-offres'); await login.text();
    console.log('a GET', login.status, Math.round(performance.now() - t0));
    t0 = performance.now();
    const all = await Promise.all(Array.from({ length: 8 }, () => api.get('/bardages/excel-report?userid=all&statut=').then(async (r) => { await r.arrayBuffer(); return `${r.status}@${Math.round(performance.now() - t0)}`; })));
    console.log(all.join(' '));
  } finally { await s.stop(); }
})();
