// One task at a time per key, and only the latest value asked for runs next: a user who presses ArrowDown
// three times on a status select gets at most one request in flight for that offer, then one for the last
// choice (the values in between are dropped). Keys never wait for each other.

export interface LatestWins<K, V> {
  /** Asks for `value` on `key`; resolves when `key` has no more work (the last value has been run). */
  push(key: K, value: V): Promise<void>;
  /** True while `key` has a task running or waiting. */
  busy(key: K): boolean;
}

export function latestWins<K, V>(run: (key: K, value: V) => Promise<unknown>): LatestWins<K, V> {
  const waiting = new Map<K, V>();
  const running = new Map<K, Promise<void>>();

  async function drain(key: K): Promise<void> {
    while (waiting.has(key)) {
      const value = waiting.get(key) as V;
      waiting.delete(key);
      try {
        await run(key, value);
      } catch {
        // the task reports its own failures; the next value still runs
      }
    }
    running.delete(key);
  }

  return {
    push(key, value) {
      waiting.set(key, value);
      const current = running.get(key);
      if (current) return current;
      const started = drain(key);
      running.set(key, started);
      return started;
    },
    busy: (key) => running.has(key),
  };
}
