// The one HTML layout of the demo host pages, and the escaping helper every template uses.

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Tagged template: interpolated values are escaped unless wrapped with raw(). */
export class Raw { constructor(readonly html: string) {} }
export const raw = (html: string): Raw => new Raw(html);
export function html(strings: TemplateStringsArray, ...values: unknown[]): Raw {
  let out = strings[0];
  values.forEach((v, i) => {
    const part = Array.isArray(v) ? v.map((x) => (x instanceof Raw ? x.html : escapeHtml(x))).join('') : v instanceof Raw ? v.html : escapeHtml(v);
    out += part + strings[i + 1];
  });
  return new Raw(out);
}

export interface LayoutOptions {
  title: string;
  csrf?: string;
  user?: { name: string; firstname: string } | null;
  widgets?: boolean;
  /** Header navigation (the standalone app's screens); the current one gets aria-current="page". */
  nav?: readonly { href: string; label: string; current?: boolean }[];
  /** Host scripts loaded after the content (the standalone app, the QA page), e.g. '/assets/app.js'. */
  scripts?: readonly string[];
  /** Extra markup at the end of <head> (e.g. the app's JSON configuration). */
  head?: Raw;
}

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:#1f2937;background:#f8fafc}
header{background:#9a3412;color:#fff;padding:.75rem 1.5rem;display:flex;gap:1rem;align-items:center;justify-content:space-between}
header a{color:#fff}
main{padding:1.5rem;max-width:1400px;margin:0 auto}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1rem}
dt{font-weight:600}
.card{background:#fff;border:1px solid #e5e7eb;border-radius:.5rem;padding:1rem 1.5rem;margin-bottom:1rem}
.error{color:#b91c1c}
button{cursor:pointer}
table.links{border-collapse:collapse}
table.links th,table.links td{padding:.3rem .75rem;border-bottom:1px solid #e5e7eb;text-align:left}
header nav{display:flex;gap:.25rem;flex:1}
header nav a{padding:.35rem .75rem;border-radius:.35rem;text-decoration:none}
header nav a:hover,header nav a[aria-current="page"]{background:rgba(255,255,255,.18);text-decoration:underline}
header{flex-wrap:wrap}
header nav{flex-wrap:wrap;min-width:0}
@media (max-width:600px){header{padding:.5rem .75rem;gap:.5rem}header nav{order:3;flex-basis:100%}main{padding:.5rem}}`;

export function layout(opts: LayoutOptions, content: Raw): string {
  const userBox = opts.user
    ? html`<span>${opts.user.firstname} ${opts.user.name}</span>
      <form method="post" action="/logout" style="display:inline"><input type="hidden" name="_token" value="${opts.csrf ?? ''}"><button type="submit">Se déconnecter</button></form>`
    : html``;
  const nav = opts.nav
    ? html`<nav aria-label="Navigation principale">${opts.nav.map((l) => html`<a href="${l.href}"${l.current ? raw(' aria-current="page"') : ''}>${l.label}</a>`)}</nav>`
    : html``;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(opts.title)} – Terreal</title>
${opts.csrf ? `<meta name="csrf-token" content="${escapeHtml(opts.csrf)}">` : ''}
<style>${STYLE}</style>
${opts.widgets ? '<script src="/dist/terreal-widgets.js"></script>' : ''}
${opts.head ? opts.head.html : ''}
</head>
<body>
<header><a href="/"><strong>Terreal</strong></a>${nav.html}<div>${userBox.html}</div></header>
<main id="main">
${content.html}
</main>
${(opts.scripts ?? []).map((src) => `<script src="${escapeHtml(src)}"></script>\n`).join('')}</body>
</html>
`;
}
