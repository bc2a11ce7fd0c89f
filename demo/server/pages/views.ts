// Page bodies of the demo host (French). Every value goes through escapeHtml via html``.
import type { Family, Offer } from '../../../src/core/types';
import type { User } from '../session';
import { html, raw, type Raw } from './layout';

export const FAMILY_LABELS: Record<Family, string> = {
  bardages: 'Bardages', parement: 'Parement', veture: 'Vêture',
};
const bool = (b: boolean | number): string => (b ? 'true' : 'false');
const role = (u: User): string =>
  u.is_backoffice ? 'Backoffice' : u.directeur_commercial ? 'Prescripteur, directeur commercial' : 'Prescripteur';

export function loginView(users: readonly User[], csrf: string, next: string, error?: string): Raw {
  return html`<div class="card">
  <h1>Connexion à la démonstration</h1>
  <p>Choisissez un utilisateur de démonstration.</p>
  ${error ? html`<p class="error" role="alert">${error}</p>` : ''}
  <form method="post" action="/login">
    <input type="hidden" name="_token" value="${csrf}">
    <input type="hidden" name="next" value="${next}">
    <label for="user_id">Utilisateur</label>
    <select id="user_id" name="user_id">
      ${users.map((u) => html`<option value="${u.id}">${u.firstname} ${u.name} (${role(u)}, n° ${u.id}${u.terca ? ', Terca' : ''})</option>`)}
    </select>
    <button type="submit">Se connecter</button>
  </form>
</div>`;
}

export function homeView(user: User): Raw {
  return html`<div class="card">
  <h1>Bonjour ${user.firstname} ${user.name}</h1>
  <p>${role(user)}</p>
  <ul>
    <li><a href="/contacts">Contacts</a></li>
    <li><a href="/bardages">Offres bardages</a></li>
    <li><a href="/parement">Offres parement</a></li>
    <li><a href="/veture">Offres vêture</a></li>
  </ul>
</div>`;
}

export function contactsView(user: User): Raw {
  return html`<h1>Contacts</h1>
<terreal-contacts userid="${user.id}" is-backoffice="${bool(user.is_backoffice)}"></terreal-contacts>`;
}

export function offresView(family: Family, user: User, prescribers: readonly Pick<User, 'id' | 'name' | 'firstname'>[], leopard: string | null): Raw {
  const tag = `terreal-offres-${family}`;
  const attrs = html`userid="${user.id}" is-backoffice="${bool(user.is_backoffice)}" prescripteurs="${JSON.stringify(prescribers)}" terca="${bool(user.terca)}" directeur-commercial="${bool(user.directeur_commercial)}" app-version="2"${leopard ? html` leopard="${leopard}"` : ''}`;
  return html`<h1>Offres ${FAMILY_LABELS[family]}</h1>
${raw(`<${tag} ${attrs.html}></${tag}>`)}`;
}

export function contactView(c: Record<string, unknown>): Raw {
  return html`<div class="card">
  <h1>Contact ${c.nom}</h1>
  <dl>
    <dt>Société</dt><dd>${c.societe}</dd>
    <dt>Type de société</dt><dd>${c.type_societe}</dd>
    <dt>Contact</dt><dd>${c.nom}</dd>
    <dt>E-mail</dt><dd>${c.email}</dd>
    <dt>Code postal</dt><dd>${c.code_postal}</dd>
    <dt>Ville</dt><dd>${c.ville}</dd>
  </dl>
  <p>Page de modification (lecture seule dans la démonstration).</p>
  <p><a href="/contacts">Retour aux contacts</a></p>
</div>`;
}

const OFFER_LABELS: [keyof Offer, string][] = [
  ['offre_ref', 'N° offre'], ['offre_nom', "Nom de l'offre"], ['offre_date', 'Date'], ['statut', 'État'],
  ['offre_statut', 'Statut commercial'], ['projet_ref', 'Réf. Leopard'], ['projet_nom', 'Chantier'],
  ['projet_livraison', 'Livraison'], ['client_societe', 'Client'], ['client_cp', 'Code postal'],
  ['client_ville', 'Ville'], ['transport_dest', 'Destination'], ['qte_m2', 'Qté m²'], ['qte_ml', 'Qté ml'],
  ['budget_produits', 'Budget'], ['produits', 'Produits'], ['outil', 'Outil'], ['v_tarif', 'Version tarif'],
];

export function offerView(family: Family, o: Offer, back: string): Raw {
  return html`<div class="card">
  <h1>Offre ${o.offre_ref} (${FAMILY_LABELS[family]})</h1>
  <dl>${OFFER_LABELS.map(([k, label]) => html`<dt>${label}</dt><dd data-field="${k}">${o[k] ?? ''}</dd>`)}</dl>
  <p>Page d'édition (lecture seule dans la démonstration).</p>
  <p><a href="${back}">Retour à la liste</a></p>
</div>`;
}

export function newOfferView(family: Family, variant: string, query: string): Raw {
  return html`<div class="card">
  <h1>Nouvelle offre ${FAMILY_LABELS[family]}</h1>
  <p>Outil / gamme : <strong data-field="variant">${variant}</strong></p>
  <p>Paramètres reçus : <code data-field="query">${query || '(aucun)'}</code></p>
  <p>La création d'offre n'est pas disponible dans la démonstration.</p>
  <p><a href="/${family}${query ? `?${query}` : ''}">Retour à la liste</a></p>
</div>`;
}

export function leopardView(origin: string, query: string): Raw {
  const qs = new URLSearchParams(query);
  qs.set('origine', origin);
  const s = qs.toString();
  return html`<div class="card">
  <h1>Leopard – projet ${origin}</h1>
  <p>Page d'accueil Leopard (démonstration). Paramètres : <code data-field="query">${query || '(aucun)'}</code></p>
  <ul>
    <li><a href="/bardages?${s}">Offres bardages du projet</a></li>
    <li><a href="/parement?${s}">Offres parement du projet</a></li>
    <li><a href="/veture?${s}">Offres vêture du projet</a></li>
  </ul>
</div>`;
}

export function messageView(title: string, text: string): Raw {
  return html`<div class="card"><h1>${title}</h1><p>${text}</p><p><a href="/">Retour à l'accueil</a></p></div>`;
}
