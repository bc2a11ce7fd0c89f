// Page bodies of the hosts of issue 4: the standalone app (/ and /app/…), the QA page (/demo) and the
// legacy Blade-like pages (/legacy/…). Every value goes through escapeHtml via html``.
import { FAMILIES } from '../../../src/families';
import { SCOPE_PARAMS } from '../families';
import type { User } from '../session';
import {
  elementHtml, leopardFromQuery, SCREEN_LABELS, SCREENS, screenAttributes, tagOf, type Attributes, type Prescriber, type Screen,
} from './elements';
import { escapeHtml, html, raw, type Raw } from './layout';
import { role } from './views';

// ---- standalone app ----------------------------------------------------------------------------------

/** Client routes of the standalone app: '/' (home) and /app/{screen}. */
export const appPath = (screen: Screen): string => `/app/${screen}`;

/** The Leopard part of a query (every parameter but the scopes' ones, e.g. the tool) when it names an origine, else ''. */
export function leopardQueryOf(query: string): string {
  const params = new URLSearchParams(query);
  for (const p of SCOPE_PARAMS) params.delete(p);
  return params.get('origine') ? params.toString() : '';
}

export const screenTitle = (screen: Screen): string => (screen === 'contacts' ? 'Contacts' : `Offres ${SCREEN_LABELS[screen]}`);

export function appNav(current: Screen | 'home', leopardQuery: string): { href: string; label: string; current: boolean }[] {
  return SCREENS.map((s) => ({
    href: appPath(s) + (leopardQuery ? `?${leopardQuery}` : ''),
    label: SCREEN_LABELS[s],
    current: s === current,
  }));
}

/** What the app script needs to build any screen: each element's tag and the user's attributes. */
export interface AppConfig {
  screens: Record<Screen, { tag: string; title: string; label: string; attrs: Attributes }>;
}

export function appConfig(user: User, prescribers: readonly Prescriber[]): AppConfig {
  const screens = Object.fromEntries(SCREENS.map((s) => [s, {
    tag: tagOf(s), title: screenTitle(s), label: SCREEN_LABELS[s], attrs: screenAttributes(s, user, prescribers),
  }])) as AppConfig['screens'];
  return { screens };
}

/** JSON inside <script type="application/json">: '<' escaped so no value can close the tag. */
export const jsonScript = (id: string, value: unknown): Raw =>
  raw(`<script type="application/json" id="${escapeHtml(id)}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`);

export function appHomeView(user: User): Raw {
  return html`<div class="card">
  <h1 tabindex="-1">Bonjour ${user.firstname} ${user.name}</h1>
  <p>${role(user)}</p>
  <ul>${SCREENS.map((s) => html`<li><a href="${appPath(s)}">${screenTitle(s)}</a></li>`)}</ul>
  <h2>Autres hôtes des widgets</h2>
  <ul>
    <li><a href="/demo">Page de démonstration (QA)</a> : chaque attribut modifiable en direct, journal des événements</li>
    <li>Pages legacy (sans JavaScript hôte) : ${SCREENS.map((s, i) => html`${i ? ', ' : ''}<a href="/legacy/${s}">${SCREEN_LABELS[s]}</a>`)}</li>
    <li>Pages serveur : ${SCREENS.map((s, i) => html`${i ? ', ' : ''}<a href="/${s}">${SCREEN_LABELS[s]}</a>`)}</li>
    <li><a href="/leopard/P-2024-001?projet=LEO-2024-001">Entrée Leopard (projet P-2024-001)</a></li>
  </ul>
</div>`;
}

export function appScreenView(screen: Screen, user: User, prescribers: readonly Prescriber[], query: string): Raw {
  const leopard = screen === 'contacts' ? null : leopardFromQuery(query);
  const origine = new URLSearchParams(leopardQueryOf(query)).get('origine');
  return html`<h1 tabindex="-1">${screenTitle(screen)}</h1>
${origine ? html`<p class="leopard">Projet Leopard : <strong>${origine}</strong></p>` : ''}
${elementHtml(screen, screenAttributes(screen, user, prescribers, leopard))}`;
}

// ---- QA page -----------------------------------------------------------------------------------------

const boolSelect = (attr: string, label: string, value: string): Raw => html`<label>${label} <code>${attr}</code>
      <select data-attr="${attr}">${['', 'true', 'false'].map((v) => html`<option value="${v}"${v === value ? raw(' selected') : ''}>${v || '(absent)'}</option>`)}</select></label>`;

const textInput = (attr: string, label: string, value: string, extra: Raw = html``): Raw => html`<label>${label} <code>${attr}</code>
      <input type="text" data-attr="${attr}" value="${value}"${extra}></label>`;

export const LEOPARD_EXAMPLE = '{"querystring":"projet=LEO-2024-001&origine=P-2024-001","leopard_data":{"projet":"LEO-2024-001","origine":"P-2024-001"}}';

export function demoView(user: User, users: readonly User[], prescribers: readonly Prescriber[]): Raw {
  // The controls start from the attributes of an offers element (they are a superset of the contacts ones).
  const a = screenAttributes(FAMILIES[0], user, prescribers);
  return html`<h1>Page de démonstration (QA)</h1>
<p>Chaque contrôle écrit (ou retire, quand il est vide) l'attribut correspondant sur les éléments qui l'acceptent,
dès qu'il change. Connecté en backoffice, on peut charger les listes de n'importe quel utilisateur.</p>
<form id="qa-controls" class="card qa-controls" novalidate>
  <fieldset>
    <legend>Attributs</legend>
    ${textInput('userid', 'Utilisateur', a.userid, html` list="qa-users" inputmode="numeric"`)}
    <datalist id="qa-users">${users.map((u) => html`<option value="${u.id}">${u.firstname} ${u.name} (${role(u)})</option>`)}</datalist>
    ${boolSelect('is-backoffice', 'Backoffice', a['is-backoffice'])}
    ${boolSelect('terca', 'Terca', a.terca)}
    ${boolSelect('directeur-commercial', 'Directeur commercial', a['directeur-commercial'])}
    ${textInput('app-version', "Version de l'application", a['app-version'])}
    ${textInput('base-url', 'URL de base', '', html` placeholder="ex. /portail"`)}
    ${textInput('csrf-token', 'Jeton CSRF', '', html` placeholder="vide : balise meta csrf-token"`)}
    <label class="wide">Prescripteurs (JSON) <code>prescripteurs</code>
      <textarea data-attr="prescripteurs" rows="3">${a.prescripteurs}</textarea></label>
    <label class="wide">Leopard (JSON) <code>leopard</code>
      <textarea data-attr="leopard" rows="3" placeholder="${LEOPARD_EXAMPLE}"></textarea></label>
    <p class="wide"><button type="button" id="qa-leopard-example">Exemple Leopard</button>
      <button type="submit">Appliquer</button> <output id="qa-status" aria-live="polite"></output></p>
  </fieldset>
</form>
<div role="tablist" aria-label="Éléments" class="qa-tabs">
  ${SCREENS.map((s, i) => html`<button type="button" role="tab" id="qa-tab-${s}" aria-controls="qa-panel-${s}" aria-selected="${i === 0 ? 'true' : 'false'}"${i ? raw(' tabindex="-1"') : ''}>${tagOf(s)}</button>`)}
</div>
${SCREENS.map((s, i) => html`<section role="tabpanel" id="qa-panel-${s}" aria-labelledby="qa-tab-${s}" class="qa-panel"${i ? raw(' hidden') : ''}>
  ${elementHtml(s, screenAttributes(s, user, prescribers))}
</section>`)}
<section class="card" aria-labelledby="qa-markup-title">
  <h2 id="qa-markup-title">Balise de l'onglet courant</h2>
  <pre id="qa-markup"></pre>
</section>
<section class="card" aria-labelledby="qa-log-title">
  <h2 id="qa-log-title">Journal des événements <code>terreal-*</code></h2>
  <p><label><input type="checkbox" id="qa-cancel-navigate"> Annuler <code>terreal-navigate</code> (preventDefault : pas de navigation)</label>
    <button type="button" id="qa-clear-log">Vider le journal</button></p>
  <ol id="qa-log" reversed></ol>
</section>`;
}

export const DEMO_STYLE = raw(`<style>
.qa-controls fieldset{display:grid;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:.75rem 1rem;border:0;padding:0;margin:0}
.qa-controls legend{font-weight:600;margin-bottom:.5rem}
.qa-controls label{display:flex;flex-direction:column;gap:.2rem;font-size:.9rem}
.qa-controls .wide{grid-column:1/-1}
.qa-controls input,.qa-controls select,.qa-controls textarea{font:inherit;padding:.3rem .4rem;border:1px solid #cbd5e1;border-radius:.3rem}
.qa-controls textarea{font-family:ui-monospace,monospace;font-size:.85rem}
.qa-tabs{display:flex;flex-wrap:wrap;gap:.25rem;border-bottom:2px solid #9a3412}
.qa-tabs [role=tab]{padding:.45rem .9rem;border:1px solid #e5e7eb;border-bottom:0;background:#f1f5f9;border-radius:.4rem .4rem 0 0;font-family:ui-monospace,monospace}
.qa-tabs [aria-selected=true]{background:#9a3412;color:#fff}
.qa-panel{background:#fff;border:1px solid #e5e7eb;border-top:0;margin-bottom:1rem}
#qa-markup{white-space:pre-wrap;word-break:break-all;font-size:.8rem}
#qa-log{max-height:20rem;overflow:auto;font-family:ui-monospace,monospace;font-size:.8rem}
#qa-log li{padding:.15rem 0;border-bottom:1px solid #f1f5f9}
</style>`);

// ---- legacy pages ------------------------------------------------------------------------------------

/**
 * A whole document shaped like a Laravel Blade view (resources/views/…blade.php): CSRF meta tag, one
 * deferred <script>, one element with server-written attributes, and no other JavaScript. Its CSS is the
 * kind a legacy page carries (root font-size 62.5%, global rules on tables, links and buttons) to show the
 * widgets are not affected.
 */
export function legacyDocument(screen: Screen, user: User, prescribers: readonly Prescriber[], csrf: string, query: string): string {
  const leopard = screen === 'contacts' ? null : leopardFromQuery(query);
  const title = screenTitle(screen);
  return `<!DOCTYPE html>
<html lang="fr">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="csrf-token" content="${escapeHtml(csrf)}">
    <title>${escapeHtml(title)} | Terreal Extranet</title>
    <script src="/dist/terreal-widgets.js" defer></script>
    <style>
        html { font-size: 62.5%; }
        body { margin: 0; font: 1.5rem/1.6 Georgia, "Times New Roman", serif; background: #ececec; color: #333; }
        .navbar { background: #333; color: #eee; padding: 1rem 2rem; display: flex; gap: 2rem; align-items: center; }
        .navbar a { color: #fc0; }
        .container { max-width: 1400px; margin: 0 auto; padding: 2rem; background: #fff; }
        table { width: 50%; border: 3px double #999; }
        a { color: #c00; text-transform: uppercase; }
        button { background: #fc0; border: 2px solid #333; padding: 1rem 2rem; }
    </style>
</head>
<body>
    <!-- as rendered by resources/views/${screen === 'contacts' ? 'contacts/index' : `offres/${screen}`}.blade.php -->
    <div class="navbar">
        <strong>Terreal Extranet</strong>
        <span>${escapeHtml(`${user.firstname} ${user.name}`)}</span>
        <a href="/">Accueil</a>
        <form method="post" action="/logout"><input type="hidden" name="_token" value="${escapeHtml(csrf)}"><button type="submit">Se déconnecter</button></form>
    </div>
    <div class="container">
        <h1>${escapeHtml(title)}</h1>
        ${elementHtml(screen, screenAttributes(screen, user, prescribers, leopard)).html}
    </div>
</body>
</html>
`;
}
