// A button that takes the place of the one just pressed (`Appliquer` → `Arrêter` → `Fermer`) is under the
// pointer and has the focus: the rest of that press must not reach it. The second and third clicks of a
// double or triple click carry `detail` 2 and 3; Enter held down sends repeated keydowns, each of which would
// activate the focused button. A press that is new (a click of detail 0 or 1: keyboard or first click) acts.
import type { KeyboardEvent, MouseEvent } from 'react';

export interface FreshPressProps {
  onClick(e: MouseEvent): void;
  onKeyDown(e: KeyboardEvent): void;
}

export function freshPress(action: () => void): FreshPressProps {
  return {
    onClick: (e) => {
      if (e.detail <= 1) action();
    },
    onKeyDown: (e) => {
      if (e.repeat && (e.key === 'Enter' || e.key === ' ')) e.preventDefault();
    },
  };
}
