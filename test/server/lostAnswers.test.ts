// Unknown outcomes resolved, not guessed (the widget reloads the list after a lost answer and reports what
// the server holds): the reference server applies a change whose client went away before reading the
// answer, once and durably, and refuses its retry as a conflict. The same cases run against the Laravel
// host in test/e2e/laravel-lostAnswers.e2e.test.ts (test/support/lostAnswers.ts).
import { describeLostAnswers, type LostAnswersHost } from '../support/lostAnswers';
import { useSignedInHarness } from './helpers';

let host: LostAnswersHost;
useSignedInHarness(({ h, dubois }) => { host = { url: h.url, dbPath: h.dbPath, dubois }; });

describeLostAnswers(() => host);
