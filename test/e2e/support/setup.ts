// e2e only: a real browser against a real server needs more than Jest's default 5 s per test.
jest.setTimeout(30_000);
