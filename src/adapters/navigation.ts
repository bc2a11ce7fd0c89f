// The host events of DESIGN.md §2, dispatched on the element: bubbling and composed, with a `detail` object.
// `terreal-navigate` (before every navigation, `{href}`) and `terreal-session-expired` (before the one
// reload a 419 may cause, `{status}`) are cancelable: a host that calls preventDefault() acts itself.
// Other events, `terreal-<noun>-<verb>`, are not.

/** Dispatches `name` on `target`; false when a listener cancelled it (only a cancelable event can be). */
export function dispatchWidgetEvent(target: EventTarget, name: string, detail: object, cancelable = false): boolean {
  return target.dispatchEvent(new CustomEvent(name, { bubbles: true, composed: true, cancelable, detail }));
}
