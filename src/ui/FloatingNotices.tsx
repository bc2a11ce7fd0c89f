// The layer the notices float in (issue 20 §3): placed after the list, it sticks to the bottom of the
// viewport (or of the host's scroll container) while the list is in view and takes no height, so a notice
// that comes or goes never moves a row. Always rendered, even empty, for the same reason.
import type { ReactNode } from 'react';

export function FloatingNotices(props: { children?: ReactNode }) {
  return (
    <div className="terreal-notices" part="notices">
      <div className="terreal-notices-stack">{props.children}</div>
    </div>
  );
}
