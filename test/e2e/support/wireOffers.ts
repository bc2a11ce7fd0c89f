// Offers as the reference server lists them (liste-offres), and what the tests read in them the way the
// widget does, computed here on their own: today's quarter in Paris, overdue, editable.
import { apiAs } from './server';

export interface WireOffer {
  id: number; offre_nom: string | null; offre_ref: string; offre_statut: string; statut: string; projet_livraison: string | null;
}

/** The bardages offers of `userId`, as the server holds them now. */
export async function bardagesOffers(baseUrl: string, userId: number): Promise<WireOffer[]> {
  const res = await (await apiAs(baseUrl, userId)).post('/ajax/bardages/liste-offres', { userid: userId });
  expect(res.status).toBe(200);
  return (await res.json()) as WireOffer[];
}

/** The current quarter in Paris, as the widget reads it (core/quarter). */
export function parisQuarter(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', year: 'numeric', month: 'numeric' }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return `${get('year')}-T${Math.floor((get('month') - 1) / 3) + 1}`;
}

export const isOverdue = (q: string | null, current: string): boolean => /^\d{4}-T[1-4]$/.test((q ?? '').trim()) && (q ?? '').trim() < current;
export const isEditable = (o: WireOffer): boolean => ['brouillon', 'soumise'].includes(o.statut.trim().toLowerCase());
