// The rarely used parts of the screens (dialogs, bulk actions, saved views' dialog, the export) load on demand:
// from the ES-module entries each is a chunk of its own, fetched with `import()`, so a page fetches only what
// its first rows need (DESIGN.md §2 "Round 5", budget); the classic script inlines them (rollup.config.mjs).
// A part loads when it is first rendered, and every part is preloaded once the page is idle after the first
// rows (preloadPartsWhenIdle), so a user does not wait for one: by the time they open a dialog it is there.
// Until a part has loaded it renders nothing; it then renders with the props it has at that moment.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { whenIdle } from './whenIdle';

export interface LazyPart<P> {
  (props: P): ReactNode;
  /** Loads the part (once): resolves when it can render at once. */
  preload(): Promise<ComponentType<P>>;
}

/** Every part declared: what preloadPartsWhenIdle loads. */
const parts: { preload(): Promise<unknown> }[] = [];

/** A component that `load` imports (`() => import('…').then((m) => m.Name)`), loaded when it first renders or is preloaded. */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    // A chunk that failed to load (the network) is asked for again the next time.
    loading ??= load().then((component) => (loaded = component), (error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  function Part(props: P) {
    const [Loaded, setLoaded] = useState(() => loaded);
    useEffect(() => {
      if (Loaded) return;
      let live = true;
      preload().then((component) => live && setLoaded(() => component), (error: unknown) => console.error(error));
      return () => {
        live = false;
      };
    }, [Loaded]);
    return Loaded ? <Loaded {...props} /> : null;
  }
  const part: LazyPart<P> = Object.assign(Part, { preload });
  parts.push(part);
  return part;
}

let preloaded = false;

/** Loads every part once the page is idle (after the first rows): the first call only. */
export function preloadPartsWhenIdle(): void {
  if (preloaded) return;
  preloaded = true;
  whenIdle(() => {
    for (const part of parts) void part.preload().catch(() => undefined); // loaded again when rendered
  });
}

/** Preloads the parts once `ready` (the list's first rows shown). */
export function usePreloadParts(ready: boolean): void {
  useEffect(() => {
    if (ready) preloadPartsWhenIdle();
  }, [ready]);
}
