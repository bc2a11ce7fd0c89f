// Waiting for what is under way to finish, on conditions rather than a sleep (the "nothing happens" checks
// and the checks after a held answer is released): no request left in flight at the fake server, and the
// promise continuations, React updates and effects it set off run (act).
import { act } from '@testing-library/react';
import type { FakeServer } from './fakeServer';

/** The next turn of the event loop: every promise continuation queued so far has run (no duration). */
const nextTask = () => new Promise<void>((resolve) => { setTimeout(resolve, 0); });

/**
 * Resolves once the fake server has no request in flight (every one answered or aborted; held routes
 * excepted) and what their answers set off has run, including the requests made in turn, until a round
 * makes no new request. Past it, a request the screen would have made is in `server.calls`.
 */
export async function settled(server: Pick<FakeServer, 'settle' | 'calls'>): Promise<void> {
  await act(async () => {
    let before: number;
    do {
      before = server.calls.length;
      await server.settle();
      await nextTask();
    } while (server.calls.length !== before);
  });
}
