// Native modal <dialog> inside the shadow root: keeps our styles, traps focus, closes on Escape, and
// gives focus back to the control that opened it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { tw } from '../styles/twind';

export interface DialogProps {
  title: string;
  onClose(): void;
  children?: ReactNode;
  actions: ReactNode;
  role?: 'dialog' | 'alertdialog';
}

function activeElementOf(node: Node): HTMLElement | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement;
  return active instanceof HTMLElement ? active : null;
}

export function Dialog(props: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onClose = useRef(props.onClose);
  onClose.current = props.onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = activeElementOf(dialog);
    if (!dialog.open) {
      try {
        dialog.showModal();
      } catch {
        dialog.setAttribute('open', '');
      }
    }
    const first = dialog.querySelector<HTMLElement>('[autofocus], [data-autofocus]');
    first?.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (opener && opener.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      role={props.role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-modal="true"
      part="dialog"
      className={tw('w-[min(520px,calc(100vw-32px))] rounded-lg bg-white p-0 text-sm shadow-xl')}
    >
      <div className={tw('flex flex-col gap-3 p-5')}>
        <h2 id={titleId} className={tw('text-base font-semibold')}>{props.title}</h2>
        {props.children}
        <div className={tw('flex flex-wrap justify-end gap-2 pt-2')}>{props.actions}</div>
      </div>
    </dialog>
  );
}
