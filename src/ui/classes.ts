// Shared class strings, static so that a build-time Tailwind could replace twind in one module.
import { tw } from '../styles/twind';

export const cx = {
  button: () =>
    tw('inline-flex items-center gap-1 rounded border border-control-border bg-surface px-3 py-1 text-sm hover:bg-stripe'),
  primary: () =>
    tw('inline-flex items-center gap-1 rounded bg-accent px-3 py-1 text-sm font-semibold text-accent-contrast hover:opacity-90'),
  danger: () =>
    tw('inline-flex items-center gap-1 rounded bg-danger px-3 py-1 text-sm font-semibold text-accent-contrast hover:opacity-90'),
  link: () => tw('text-accent underline hover:no-underline'),
  input: () =>
    tw('w-full min-w-0 rounded border border-control-border bg-surface px-2 py-1 text-sm'),
  select: () => tw('rounded border border-control-border bg-surface px-2 py-1 text-sm'),
  toolbar: () => tw('flex flex-wrap items-center gap-2 py-2'),
  muted: () => tw('text-muted text-sm'),
};
