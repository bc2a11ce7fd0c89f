import { stopLive } from '../../support/processes';

// e2e only: a real browser against a real server needs more than Jest's default 5 s per test.
jest.setTimeout(30_000);

// Whatever the file started and its own afterAll did not stop (its beforeAll threw after starting a
// server, or it has no afterAll): stopped here, before the next file starts.
afterAll(stopLive, 30_000);
