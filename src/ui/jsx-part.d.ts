// `part` exposes styling hooks (::part) to host pages; React's DOM types do not list it yet.
import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merging into React's interface needs its type parameter, named as React names it
  interface HTMLAttributes<T> {
    part?: string;
  }
}
