// The in-memory host every screen test renders with (WidgetEnv, src/ui/env.ts): navigation, reload, events
// and new tabs are recorded by jest.fn(); the stores and the address are plain objects the test can read
// and preset. Nothing here touches the test page's window: a screen that still did would be seen.
import type { Api } from '../../src/core/api';
import { NO_LIST_CACHE, type ListCacheStore } from '../../src/core/listCache';
import type { KeyValueStore, PageAddress, WidgetEnv } from '../../src/ui/env';

export type MemoryStore = KeyValueStore & { entries: Map<string, string> };

export function memoryStore(initial: Record<string, string> = {}): MemoryStore {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    get: (key) => entries.get(key) ?? null,
    set: (key, value) => { if (value === null) entries.delete(key); else entries.set(key, value); },
  };
}

export type MemoryAddress = PageAddress & {
  /** The whole address, e.g. http://localhost/offres?o=kess#haut. */
  readonly href: string;
  /** Sets the address as the page would be loaded with (path, query, hash). */
  goTo(path: string): void;
  /** How many times replaceSearchParam changed the address. */
  readonly replaced: number;
};

export function memoryAddress(path = '/'): MemoryAddress {
  let url = new URL(path, 'http://localhost');
  let replaced = 0;
  return {
    get href() { return url.toString(); },
    get replaced() { return replaced; },
    goTo(p) { url = new URL(p, 'http://localhost'); },
    search: () => url.search,
    replaceSearchParam(name, value) {
      if (url.searchParams.get(name) === value) return;
      const next = new URL(url);
      if (value === null) next.searchParams.delete(name);
      else next.searchParams.set(name, value);
      url = next;
      replaced += 1;
    },
  };
}

export type TestEnv = WidgetEnv & {
  navigate: jest.Mock; reloadPage: jest.Mock; emit: jest.Mock; openWindow: jest.Mock;
  sessionStore: MemoryStore; localStore: MemoryStore; address: MemoryAddress;
};

export interface TestEnvOptions {
  api: Api;
  baseUrl?: string;
  /** The page address the screen starts with (default '/'). */
  address?: string;
  listCache?: ListCacheStore;
  /** The user's clock (default: the real one). */
  now?: Date;
}

export function testEnv(options: TestEnvOptions): TestEnv {
  return {
    api: options.api,
    baseUrl: options.baseUrl ?? '',
    navigate: jest.fn(() => true),
    reloadPage: jest.fn(),
    emit: jest.fn(),
    openWindow: jest.fn(),
    sessionStore: memoryStore(),
    localStore: memoryStore(),
    address: memoryAddress(options.address),
    listCache: options.listCache ?? NO_LIST_CACHE,
    ...(options.now ? { now: () => new Date(options.now!.getTime()) } : {}),
  };
}
