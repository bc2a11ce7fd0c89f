// Unknown outcomes resolved, not guessed: the Laravel host applies a change whose client went away before
// reading the answer, once and durably, and refuses its retry as a conflict. The same cases as the
// reference server's (test/server/lostAnswers.test.ts, through test/support/lostAnswers.ts).
import { describeLostAnswers, type LostAnswersHost } from '../support/lostAnswers';
import { laravelApiAs, startLaravel } from './support/laravel';
import type { TestServer } from './support/server';

let server: TestServer | undefined;
let host: LostAnswersHost;
beforeAll(async () => {
  server = await startLaravel();
  host = { url: server.url, dbPath: server.dbPath, dubois: await laravelApiAs(server.url, 2) };
}, 60_000);
afterAll(() => server?.stop());

describeLostAnswers(() => host);
