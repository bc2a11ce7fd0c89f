// Page bodies of the demo host (French). Every value goes through escapeHtml via html``.
import { offerPageFields } from '../../../src/core/offerExport';
import { FAMILIES, FAMILY_CONFIGS, type Family } from '../../../src/families';
import { SERVER_FAMILIES } from '../families';
import type { User } from '../session';
import { elementHtml, screenAttributes, type Prescriber } from './elements';
import { html, type Raw } from './layout';

export const FAMILY_LABELS: Record<Family, string> = Object.fromEntries(FAMILIES.map((f) => [f, SERVER_FAMILIES[f].label])) as Record<Family, string>;
export const role = (u: User): string =>
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

export function contactsView(user: User): Raw {
  return html`<h1>Contacts</h1>
${elementHtml('contacts', screenAttributes('contacts', user, []))}`;
}

export function offresView(family: Family, user: User, prescribers: readonly Prescriber[], leopard: string | null): Raw {
  return html`<h1>Offres ${FAMILY_LABELS[family]}</h1>
${elementHtml(family, screenAttributes(family, user, prescribers, leopard))}`;
}

export function contactView(c: Record<string, unknown>, back: string): Raw {
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
  <p><a href="${back}">Retour aux contacts</a></p>
</div>`;
}

/**
 * The read-only offer page: the fields of the family's exports (core/offerExport: the column declarations),
 * each with its value as the backend sends it (toWire), as the Laravel host's page shows them.
 */
export function offerView(family: Family, o: Record<string, unknown>, back: string): Raw {
  return html`<div class="card">
  <h1>Offre ${o.offre_ref} (${FAMILY_LABELS[family]})</h1>
  <dl>${offerPageFields(FAMILY_CONFIGS[family]).map(({ key, header }) => html`<dt>${header}</dt><dd data-field="${key}">${o[key] ?? ''}</dd>`)}</dl>
  <p>Page d'édition (lecture seule dans la démonstration).</p>
  <p><a href="${back}">Retour à la liste</a></p>
</div>`;
}

export function newOfferView(family: Family, variant: string, query: string, back: string): Raw {
  return html`<div class="card">
  <h1>Nouvelle offre ${FAMILY_LABELS[family]}</h1>
  <p>Outil / gamme : <strong data-field="variant">${variant}</strong></p>
  <p>Paramètres reçus : <code data-field="query">${query || '(aucun)'}</code></p>
  <p>La création d'offre n'est pas disponible dans la démonstration.</p>
  <p><a href="${back}">Retour à la liste</a></p>
</div>`;
}

/** The Leopard landing page: links into each list of every host, with the Leopard query string. */
export function leopardView(origin: string, query: string): Raw {
  const qs = new URLSearchParams(query);
  qs.set('origine', origin);
  const s = qs.toString();
  return html`<div class="card">
  <h1>Leopard – projet ${origin}</h1>
  <p>Page d'accueil Leopard (démonstration). Paramètres : <code data-field="query">${query || '(aucun)'}</code></p>
  <table class="links">
    <thead><tr><th scope="col">Liste</th><th scope="col">Application</th><th scope="col">Page serveur</th><th scope="col">Page legacy</th></tr></thead>
    <tbody>${FAMILIES.map((f) => html`<tr><th scope="row">${FAMILY_LABELS[f]}</th>
      <td><a href="/app/${f}?${s}">Offres ${FAMILY_LABELS[f].toLowerCase()} du projet</a></td>
      <td><a href="/${f}?${s}">Offres ${FAMILY_LABELS[f].toLowerCase()} (page serveur)</a></td>
      <td><a href="/legacy/${f}?${s}">Offres ${FAMILY_LABELS[f].toLowerCase()} (legacy)</a></td></tr>`)}</tbody>
  </table>
  <p><a href="/">Accueil de l'application</a></p>
</div>`;
}

export function messageView(title: string, text: string): Raw {
  return html`<div class="card"><h1>${title}</h1><p>${text}</p><p><a href="/">Retour à l'accueil</a></p></div>`;
}
