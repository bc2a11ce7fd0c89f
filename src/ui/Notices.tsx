// The widget's message areas: `role="alert"` for what the spec calls alerts (never window.alert inside a
// host page), and a polite live region announcing results (row deleted, status saved…).
import type { ReactNode } from 'react';
import { tw } from '../styles/twind';

export function AlertMessage(props: { text: string; children?: ReactNode }) {
  return (
    <div role="alert" part="alert" className={tw('my-2 flex flex-wrap items-center gap-3 rounded border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800')}>
      <span>{props.text}</span>
      {props.children}
    </div>
  );
}

export function LiveAnnouncer(props: { text: string }) {
  return (
    // Nothing rather than an empty text, which preact writes again at every render (a DOM change on each key).
    <p aria-live="polite" role="status" className="sr-only">{props.text || null}</p>
  );
}
