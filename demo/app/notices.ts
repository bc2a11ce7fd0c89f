// What the app says (in its status line, outside the widget) when a widget reports a change.
import type { HostEvent } from './Widget';

export function noticeOf(event: HostEvent): string {
  const d = event.detail as { id: number; statut?: string; clone?: { offre_ref: string }; projet_livraison?: string; projet_nom?: string };
  switch (event.type) {
    case 'terreal-contact-delete': return `Contact ${d.id} supprimé.`;
    case 'terreal-offre-status-change': return `Offre ${d.id} : statut ${d.statut || 'non renseigné'} enregistré.`;
    case 'terreal-offre-clone': return `Offre ${d.id} copiée : ${d.clone?.offre_ref ?? ''}.`;
    case 'terreal-offre-delivery-change': return `Offre ${d.id} : livraison ${d.projet_livraison} enregistrée.`;
    case 'terreal-offre-site-change': return `Offre ${d.id} : chantier « ${d.projet_nom} » enregistré.`;
    case 'terreal-offre-delete': return `Offre ${d.id} supprimée.`;
    case 'terreal-offre-hide': return `Offre ${d.id} masquée.`;
    default: return '';
  }
}
