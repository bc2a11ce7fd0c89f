// A real link (keyboard, middle-click, "open in a new tab" keep working) whose plain click goes through
// `terreal-navigate`, so single-page hosts can route it themselves.
import type { MouseEvent, ReactNode } from 'react';

export function NavLink(props: { href: string; navigate(href: string): void; className?: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    props.navigate(props.href);
  };
  return <a href={props.href} className={props.className} onClick={onClick}>{props.children}</a>;
}
