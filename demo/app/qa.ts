// The QA page (/demo): every control writes its attribute on the elements that accept it (an empty
// control removes the attribute), tabs show one element at a time, and every `terreal-*` event is logged
// with its detail. `terreal-navigate` is cancelled only when the tester asks for it.
// A module (not a global script): its names stay out of the window scope.
export {};

const COMMON = ['userid', 'is-backoffice', 'base-url', 'csrf-token'];
const OFFERS = [...COMMON, 'prescripteurs', 'leopard', 'terca', 'directeur-commercial'];
/** Attributes each element accepts (DESIGN.md §2). */
const ACCEPTS: Record<string, readonly string[]> = {
  'terreal-contacts': COMMON,
  'terreal-offres-bardages': OFFERS,
  'terreal-offres-parement': OFFERS,
  'terreal-offres-veture': [...OFFERS, 'app-version'],
};
const EVENTS = [
  'terreal-navigate', 'terreal-contact-delete', 'terreal-offre-status-change', 'terreal-offre-clone',
  'terreal-offre-delivery-change', 'terreal-offre-site-change', 'terreal-offre-delete', 'terreal-offre-hide',
] as const;
const LEOPARD_EXAMPLE = '{"querystring":"projet=LEO-2024-001&origine=P-2024-001","leopard_data":{"projet":"LEO-2024-001","origine":"P-2024-001"}}';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const byId = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
const form = byId<HTMLFormElement>('qa-controls');
const status = byId<HTMLOutputElement>('qa-status');
const log = byId<HTMLOListElement>('qa-log');
const markup = byId<HTMLPreElement>('qa-markup');
const cancelNavigate = byId<HTMLInputElement>('qa-cancel-navigate');
const controls = [...form.querySelectorAll<Control>('[data-attr]')];
const elements = (): HTMLElement[] => Object.keys(ACCEPTS).flatMap((tag) => [...document.querySelectorAll<HTMLElement>(tag)]);

/** Writes one control's value on every element that accepts it; '' removes the attribute. */
function apply(control: Control): void {
  const name = control.dataset.attr!;
  const value = control.value.trim();
  for (const el of elements()) {
    if (!ACCEPTS[el.localName].includes(name)) continue;
    if (value === '') el.removeAttribute(name);
    else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
  }
  status.value = controls.filter((c) => c instanceof HTMLTextAreaElement).map((c) => jsonNote(c as HTMLTextAreaElement)).filter(Boolean).join(' ');
  showMarkup();
}

function jsonNote(textarea: HTMLTextAreaElement): string {
  if (!textarea.value.trim()) return '';
  try {
    JSON.parse(textarea.value);
    return '';
  } catch {
    return `JSON invalide dans « ${textarea.dataset.attr} » : transmis tel quel (le widget doit le signaler).`;
  }
}

/** The current tab's element as a host would write it. */
function showMarkup(): void {
  const panel = document.querySelector<HTMLElement>('[role=tabpanel]:not([hidden])');
  const el = panel?.querySelector<HTMLElement>(Object.keys(ACCEPTS).join(','));
  if (!el) return;
  const attrs = [...el.attributes].map((a) => `\n  ${a.name}='${a.value.replace(/'/g, '&#39;')}'`).join('');
  markup.textContent = `<${el.localName}${attrs}></${el.localName}>`;
}

for (const control of controls) control.addEventListener('change', () => apply(control));
form.addEventListener('submit', (event) => {
  event.preventDefault();
  controls.forEach(apply);
});
byId<HTMLButtonElement>('qa-leopard-example').addEventListener('click', () => {
  const leopard = controls.find((c) => c.dataset.attr === 'leopard')!;
  leopard.value = LEOPARD_EXAMPLE;
  apply(leopard);
});

// Tabs (WAI-ARIA tabs pattern: arrow keys move between tabs).
const tabs = [...document.querySelectorAll<HTMLButtonElement>('[role=tab]')];
function select(tab: HTMLButtonElement): void {
  for (const t of tabs) {
    const selected = t === tab;
    t.setAttribute('aria-selected', String(selected));
    t.tabIndex = selected ? 0 : -1;
    byId(t.getAttribute('aria-controls')!).hidden = !selected;
  }
  showMarkup();
}
tabs.forEach((tab, i) => {
  tab.addEventListener('click', () => select(tab));
  tab.addEventListener('keydown', (event) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = tabs[(i + step + tabs.length) % tabs.length];
    select(next);
    next.focus();
  });
});

// Event log: newest first.
function record(event: Event): void {
  const cancelled = event.type === 'terreal-navigate' && cancelNavigate.checked;
  if (cancelled) event.preventDefault();
  const detail = (event as CustomEvent<unknown>).detail;
  const source = event.target instanceof Element ? event.target.localName : '?';
  const li = document.createElement('li');
  li.dataset.event = event.type;
  li.textContent = `${new Date().toLocaleTimeString('fr-FR')} ${event.type} <${source}> ${JSON.stringify(detail)}${cancelled ? ' (annulé)' : ''}`;
  log.prepend(li);
}
for (const name of EVENTS) document.addEventListener(name, record);
byId<HTMLButtonElement>('qa-clear-log').addEventListener('click', () => log.replaceChildren());

showMarkup();
