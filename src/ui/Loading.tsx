import { fr } from '../i18n/fr';
import { tw } from '../styles/twind';

/** Visible loading indicator, announced politely. */
export function Loading() {
  return (
    <p role="status" className={tw('flex items-center gap-2 py-2 text-sm text-muted')}>
      <span aria-hidden="true" style={{ display: 'inline-block', width: '14px', height: '14px', borderRadius: '50%', border: '2px solid currentColor', borderRightColor: 'transparent', animation: 'terreal-spin .8s linear infinite' }} />
      {fr.common.loading}
    </p>
  );
}
