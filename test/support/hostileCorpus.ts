// Hostile text for the adversarial suite (issue 6, item 1): every string a backend, a host page or a user
// could hand the widgets that would do harm if it were ever parsed as HTML, followed as a URL or
// mangled. Each executable payload sets `window.__xss` (or calls alert), so a test only has to check
// that `window.__xss` stays undefined and that no window dialog opened.
import type { Contact, Offer } from '../../src/core/types';

export interface HostileText { name: string; text: string }

const LONG = 'Chantier très long '.repeat(600).slice(0, 10_000); // 10 000 characters

export const HOSTILE_TEXTS: readonly HostileText[] = [
  { name: 'img onerror', text: '<img src=x onerror="window.__xss=1">' },
  { name: 'svg onload', text: '<svg onload="window.__xss=2"></svg>' },
  { name: 'script tag', text: '<script>window.__xss=3</script>' },
  { name: 'closing script', text: '</script><script>window.__xss=4</script>' },
  { name: 'attribute break-out', text: '"><img src=x onerror=window.__xss=5>' },
  { name: 'single-quote break-out', text: "'><svg/onload=window.__xss=6>" },
  { name: 'iframe srcdoc', text: '<iframe srcdoc="<script>parent.__xss=7</script>"></iframe>' },
  { name: 'javascript: URL', text: 'javascript:window.__xss=8' },
  { name: 'javascript: URL, obfuscated', text: ' JaVaScRiPt:\twindow.__xss=9' },
  { name: 'data: URL', text: 'data:text/html,<script>window.__xss=10</script>' },
  { name: 'anchor with javascript:', text: '<a href="javascript:window.__xss=11">cliquez</a>' },
  { name: 'details ontoggle', text: '<details open ontoggle="window.__xss=12">' },
  { name: 'style expression', text: '<div style="background:url(javascript:window.__xss=13)">x</div>' },
  { name: 'template literal', text: '${window.__xss=14}{{constructor.constructor("window.__xss=15")()}}' },
  { name: 'HTML entities', text: '&lt;b&gt;pas gras&lt;/b&gt; &amp; &quot;guillemets&quot; &#39; &#x3C;script&#x3E;' },
  { name: 'plain markup', text: '<b>gras</b> & "guillemets" \'apostrophes\'' },
  { name: 'HTML comment', text: '<!-- commentaire --><!--<script>window.__xss=16</script>-->' },
  { name: 'query string characters', text: 'a&b=c?d#e/f\\g%20%3Cscript%3E' },
  { name: '10 000 characters', text: LONG },
  { name: 'RTL override', text: '\u202Egnp.exe\u202C facture‮ 2026' },
  { name: 'Arabic', text: 'مؤسسة البناء الحديث — شارع ٢٣' },
  { name: 'emoji', text: '🏗️ Façade 👷‍♀️🇫🇷 🧱×3' },
  { name: 'zero-width characters', text: 'Zéro\u200Blargeur\u200C\u200D\uFEFFfin' },
  { name: 'combining marks', text: 'Z̷̢a̸̡l̶g̴o̵ e\u0301te\u0301' },
  { name: 'null-ish word', text: 'null' },
  { name: 'undefined word', text: 'undefined' },
  { name: 'NaN word', text: 'NaN' },
  { name: 'object-ish', text: '[object Object]' },
  { name: 'whitespace only', text: '   ' },
  { name: 'prototype key', text: '__proto__' },
  { name: 'control characters', text: 'ligne1\nligne2\r\ttab\u0007' },
];

/** Executable payloads: their presence in `window.__xss` would prove something ran. */
export const XSS_MARKER = '__xss';

/** The contact shown for payload `i`: every displayed field carries the payload. */
export function hostileContact(i: number, text: string): Contact {
  return { id: 9000 + i, societe: text, type_societe: text, nom: text, email: text, code_postal: text, ville: text };
}

/**
 * The offer row for payload `i`: every displayed text field carries the payload. Non-editable
 * ('validée') so that its menu offers every action; delivery left valid so the cell is a button.
 */
export function hostileOffer(i: number, text: string, family: 'bardages' | 'parement' | 'veture'): Offer {
  return {
    id: 9000 + i,
    offre_nom: text,
    offre_date: text,
    offre_ref: `XSS-${i} ${text}`,
    offre_statut: '10',
    statut: 'validée',
    projet_ref: text,
    projet_nom: text,
    projet_livraison: '2031-T2',
    client_societe: text,
    client_cp: text,
    client_ville: text,
    transport_dest: family === 'bardages' ? text : '',
    qte_m2: 10,
    qte_ml: 1,
    budget_produits: text,
    budget: 100,
    produits: text,
    outil: 'gebrik',
    v_tarif: '20250601',
  };
}
