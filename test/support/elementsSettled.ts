// Waiting, in the element tests (real custom elements on preact, happy-dom, the fake server), until what was
// done to the elements has run its course: the "nothing happens" checks (no request, no second
// console.error, no stale answer shown) are made past it. On conditions rather than a sleep:
// - every request at the fake server is answered or aborted (held routes excepted, as server.settle());
// - a render an attribute change queued (src/elements/defineElement.ts coalesces changes into one render a
//   microtask later), what the answers set off and the re-renders that state updates queued (preact: microtasks)
//   have run one task later;
// - the effects of a render run in the task after the next animation frame (preact's hooks, afterPaint:
//   requestAnimationFrame, then setTimeout); a frame asked for after that render, then a task, comes after them;
// and this again until a round renders nothing and makes no request.
import { options } from 'preact';
import type { FakeServer } from './fakeServer';

/** How many vnodes preact has rendered so far (options.diffed runs once per vnode diffed). */
let rendered = 0;
const previousDiffed = options.diffed;
options.diffed = (vnode) => {
  rendered += 1;
  previousDiffed?.(vnode);
};

const nextTask = () => new Promise<void>((resolve) => { setTimeout(resolve, 0); });
const taskAfterNextFrame = () => new Promise<void>((resolve) => { requestAnimationFrame(() => { setTimeout(resolve, 0); }); });

/** A round that still renders after this many is an element that never settles: the test fails, saying so. */
const MAX_ROUNDS = 50;

/**
 * Resolves once the elements have rendered what was done to them, run those renders' effects, and every
 * request those made is answered (held routes excepted), until a round renders nothing and sends nothing.
 * Past it, a request the element would have made is in `server.calls`, and a console.error it would have
 * logged has been logged.
 */
export async function elementsSettled(server: Pick<FakeServer, 'settle' | 'calls'>): Promise<void> {
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const renders = rendered;
    const calls = server.calls.length;
    await server.settle();
    await nextTask();
    await taskAfterNextFrame();
    if (rendered === renders && server.calls.length === calls) return;
  }
  throw new Error(`elementsSettled: the elements still render or send requests after ${MAX_ROUNDS} rounds`);
}
