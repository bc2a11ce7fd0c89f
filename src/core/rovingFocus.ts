// A row of controls that is one Tab stop (WAI-ARIA APG toolbar pattern, roving tabindex): the control an arrow
// key, Home or End moves to. Nothing wraps: at an edge the focus stays. Null: a key the row does not take.

export function rovingIndex(count: number, index: number, key: string): number | null {
  if (count <= 0) return null;
  const at = Math.min(count - 1, Math.max(0, index));
  switch (key) {
    case 'ArrowRight': return Math.min(count - 1, at + 1);
    case 'ArrowLeft': return Math.max(0, at - 1);
    case 'Home': return 0;
    case 'End': return count - 1;
    default: return null;
  }
}
