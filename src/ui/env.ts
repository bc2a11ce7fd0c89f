// What a screen needs from its host, injected so screens render the same in tests and in elements.
import type { Api } from '../core/api';

export interface WidgetEnv {
  api: Api;
  baseUrl: string;
  /** Navigates through the cancelable `terreal-navigate` event. */
  navigate(href: string): void;
  /** Reloads the host page (HTTP 419 on list load, SPEC.md §8). */
  reloadPage(): void;
  /** Dispatches a `terreal-<noun>-<verb>` event for the host. */
  emit(name: string, detail: object): void;
}
