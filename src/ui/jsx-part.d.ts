// `part` exposes styling hooks (::part) to host pages; React's DOM types do not list it yet.
import 'react';

declare module 'react' {
  interface HTMLAttributes<T> {
    part?: string;
  }
}
