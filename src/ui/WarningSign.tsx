// The warning sign of what is overdue: before an overdue delivery quarter and on the status summary's
// `Livraison dépassée` toggle. Hidden from screen readers: the texts beside it say it.
import { tw } from '../styles/twind';

/** The sign, `px` square, in the text's colour; an element (not a component): nothing to render again. */
export const warningSign = (px: number) => (
  <svg aria-hidden="true" width={px} height={px} viewBox="0 0 16 16" fill="currentColor" className={tw('flex-none')}>
    <path d="M8 1.2 15.2 14H.8L8 1.2Zm-.9 4.6.3 4.6h1.2l.3-4.6H7.1Zm.9 5.6a.9.9 0 1 0 0 1.8.9.9 0 0 0 0-1.8Z" fillRule="evenodd" />
  </svg>
);
