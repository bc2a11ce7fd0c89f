// Daily use in Firefox ESR and WebKit (Safari's engine), as in Chromium: the built bundle on the demo app's
// pages against the real server (prescriber 2). Each browser: the list loads, sorts and filters, the quick
// search finds, a status is changed from the keyboard and undone, a row menu's dialog saves with its focus
// kept inside (Shift+Tab included), a bulk status change runs once, grouping folds, the grid moves with the
// arrows, the phone shows cards, and the kept copy comes back on return; no script error on the page.
import { FIND, launchOther, type Drive, type Find, type OtherBrowser } from './support/otherBrowsers';
import { apiAs, startTestServer, type TestServer } from './support/server';
import { eventually } from './support/browser';

interface WireOffer { id: number; offre_ref: string; offre_statut: string; projet_nom: string | null }

const PRESCRIBER = 2;
const TAG = 'terreal-offres-bardages';
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1920, height: 1080 };

const at = (css: string, name?: string, tag = TAG): Find => ({ tag, css, name });
const q = (s: string): string => JSON.stringify(s);

// In the page (sources of functions run by the driver).
const BODY_REFS = `(tag) => Array.from(document.querySelector(tag)?.shadowRoot?.querySelectorAll('tbody tr[data-row-id] select[aria-label^="Statut de l\\'offre "]') ?? [])
  .map((s) => s.getAttribute('aria-label').replace("Statut de l'offre ", ''))`;
const COUNT = `(tag, css) => document.querySelector(tag)?.shadowRoot?.querySelectorAll(css).length ?? 0`;
const VALUE = `(tag, css) => document.querySelector(tag)?.shadowRoot?.querySelector(css)?.value ?? null`;
const ATTR = `(tag, css, name) => document.querySelector(tag)?.shadowRoot?.querySelector(css)?.getAttribute(name) ?? null`;
const TEXT = `(tag, css) => (document.querySelector(tag)?.shadowRoot?.querySelector(css)?.textContent ?? '').replace(/\\s+/g, ' ').trim()`;
/** A pick in a native select (a programmatic selection, as a host page makes: the popups of native selects are the browser's own). */
const PICK = `(f, label) => { const find = ${FIND}; const s = find(f); s.value = Array.from(s.options).find((o) => o.text === label).value; s.dispatchEvent(new Event('change', { bubbles: true })); }`;
/** Selects the text of a text box (typing then replaces it). */
const SELECT_TEXT = `(f) => { const find = ${FIND}; const i = find(f); i.focus(); i.select(); }`;
/** The focused element inside the widget: its tag, aria-label and text. */
const FOCUSED = `(tag) => { const a = document.querySelector(tag)?.shadowRoot?.activeElement;
  return a ? { tag: a.tagName.toLowerCase(), label: a.getAttribute('aria-label'), text: (a.textContent ?? '').trim().slice(0, 80), inDialog: !!a.closest('dialog') } : null; }`;
const LIST_DONE = `(tag) => { const r = document.querySelector(tag)?.shadowRoot; return !!r && !r.querySelector('[aria-busy="true"]') && r.querySelectorAll('tbody tr[data-row-id], [part="cards"] li[data-row-id]').length > 0; }`;

describe.each<OtherBrowser>(['firefox', 'webkit'])('%s: daily use', (which) => {
  let server: TestServer;
  let drive: Drive;

  beforeAll(async () => {
    const [s, d] = await Promise.allSettled([startTestServer(), launchOther(which)]);
    if (s.status === 'fulfilled') server = s.value;
    if (d.status === 'fulfilled') drive = d.value;
    if (s.status === 'rejected') throw s.reason;
    if (d.status === 'rejected') throw d.reason;
  }, 90_000);
  afterAll(async () => {
    await drive?.quit();
    await server?.stop();
  });
  afterEach(async () => {
    try {
      expect(await drive.errors()).toEqual([]);
    } finally {
      await drive.closePage();
    }
  });

  const offers = async (): Promise<WireOffer[]> =>
    (await (await apiAs(server.url, PRESCRIBER)).post('/ajax/bardages/liste-offres', { userid: PRESCRIBER })).json() as Promise<WireOffer[]>;
  const statusOnServer = async (id: number): Promise<string | undefined> => (await offers()).find((o) => o.id === id)?.offre_statut;
  const run = <T,>(fn: string, ...args: unknown[]): Promise<T> => drive.run<T>(fn, ...args);
  const refs = (tag = TAG): Promise<string[]> => run<string[]>(BODY_REFS, tag);
  const count = (css: string, tag = TAG): Promise<number> => run<number>(COUNT, tag, css);
  const focused = (tag = TAG) => run<{ tag: string; label: string | null; text: string; inDialog: boolean } | null>(FOCUSED, tag);

  async function open(path = '/bardages', size = LAPTOP, tag = TAG): Promise<void> {
    await drive.open(server.url, path, PRESCRIBER, size);
    try {
      await eventually(async () => expect(await run<boolean>(LIST_DONE, tag)).toBe(true), 20_000);
    } catch (e) {
      console.log('DEBUG', await run(`(tag) => ({ href: location.href, el: !!document.querySelector(tag), root: !!document.querySelector(tag)?.shadowRoot, busy: document.querySelector(tag)?.shadowRoot?.querySelector('[aria-busy="true"]')?.outerHTML?.slice(0, 300), rows: document.querySelector(tag)?.shadowRoot?.querySelectorAll('tbody tr').length, body: document.body.innerText.slice(0, 300) })`, tag));
      throw e;
    }
  }
  /** Types `text` into the box named `label` (its old text replaced). */
  async function fill(label: string, text: string, tag = TAG): Promise<void> {
    await run(SELECT_TEXT, at('input', label, tag));
    await drive.press('Backspace');
    if (text) await drive.type(text);
  }

  it('loads the list, sorts by a header, filters by a column and finds with the quick search', async () => {
    await open();
    const first = await refs();
    expect(first.length).toBeGreaterThan(3);
    // Sorted by reference, ascending then descending: the header says so.
    await drive.click(at('th[aria-label="N° offre"] button'));
    await eventually(async () => expect(await run(ATTR, TAG, 'th[aria-label="N° offre"]', 'aria-sort')).toBe('ascending'));
    const asc = await refs();
    expect(asc).toEqual([...asc].sort());
    await drive.click(at('th[aria-label="N° offre"] button'));
    await eventually(async () => expect(await run(ATTR, TAG, 'th[aria-label="N° offre"]', 'aria-sort')).toBe('descending'));
    // A column filter, then the quick search.
    const target = asc[1];
    await fill("Filtrer par n° d'offre", target);
    await eventually(async () => expect(await refs()).toEqual([target]));
    await fill("Filtrer par n° d'offre", '');
    await eventually(async () => expect((await refs()).length).toBeGreaterThan(1));
    await fill('Rechercher', target);
    await eventually(async () => expect(await refs()).toEqual([target]));
  });

  it('a status changed from the keyboard is saved once, on the decision; Ctrl+Z puts it back', async () => {
    await open();
    const all = await offers();
    const ref = (await refs())[0];
    const o = all.find((x) => x.offre_ref === ref)!;
    expect(o.offre_statut).toBe('10');
    const select = at(`select[aria-label=${q(`Statut de l'offre ${ref}`)}]`);
    await drive.focus(select);
    await drive.press('ArrowDown');
    await drive.press('ArrowDown'); // En cours → Gagné → Perdu, shown; nothing saved yet
    await eventually(async () => expect(await run(VALUE, TAG, select.css)).toBe('30'));
    expect(await statusOnServer(o.id)).toBe('10');
    await drive.press('Enter');
    await eventually(async () => expect(await statusOnServer(o.id)).toBe('30'));
    expect((await focused())?.label).toBe(`Statut de l'offre ${ref}`);
    // Arrows then Escape: the saved value back, nothing sent.
    await drive.press('ArrowDown');
    await eventually(async () => expect(await run(VALUE, TAG, select.css)).toBe('40'));
    await drive.press('Escape');
    await eventually(async () => expect(await run(VALUE, TAG, select.css)).toBe('30'));
    expect(await statusOnServer(o.id)).toBe('30');
    // Ctrl+Z in the rows: back to the value from before the decision.
    await drive.press('z', { ctrl: true });
    await eventually(async () => expect(await statusOnServer(o.id)).toBe('10'));
    await eventually(async () => expect(await run(VALUE, TAG, select.css)).toBe('10'));
  });

  it('a row menu opens a dialog whose focus stays inside (Tab and Shift+Tab), and it saves the site name', async () => {
    await open();
    const ref = (await refs())[0];
    const o = (await offers()).find((x) => x.offre_ref === ref)!;
    await drive.click(at(`button[aria-label=${q(`Actions de l'offre ${ref}`)}]`));
    await drive.click(at('[role="menuitem"]', 'Modifier nom chantier'));
    await eventually(async () => expect((await focused())?.inDialog).toBe(true));
    // Round the dialog both ways: the focus never leaves it.
    for (let i = 0; i < 4; i++) {
      await drive.press('Tab', { shift: true });
      expect((await focused())?.inDialog).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await drive.press('Tab');
      expect((await focused())?.inDialog).toBe(true);
    }
    await run(SELECT_TEXT, at('input', 'Nom du chantier'));
    await drive.type(`Chantier ${which}`);
    await drive.press('Enter');
    await eventually(async () => expect(await count('dialog[open]')).toBe(0));
    await eventually(async () => expect((await offers()).find((x) => x.id === o.id)?.projet_nom).toBe(`Chantier ${which}`));
    expect((await focused())?.label).toBe(`Actions de l'offre ${ref}`);
  });

  it('a bulk status change sends one call per offer, once, and reports them', async () => {
    await open();
    const chosen = (await refs()).slice(0, 3);
    for (const ref of chosen) await drive.click(at(`input[aria-label=${q(`Sélectionner l'offre ${ref}`)}]`));
    await eventually(async () => expect(await run(TEXT, TAG, '[part="selection-bar"] [role="status"]')).toBe('3 offres sélectionnées'));
    await drive.click(at('button', 'Changer le statut…'));
    await eventually(async () => expect(await count('dialog[open]')).toBe(1)); // a part loaded on demand
    await run(PICK, at('dialog select', 'Nouveau statut'), 'Perdu');
    await drive.click(at('dialog button', 'Appliquer'));
    await eventually(async () => expect(await run(TEXT, TAG, 'dialog[open]')).toContain('3 offres passées au statut Perdu.'));
    const now = await offers();
    for (const ref of chosen) expect(now.find((o) => o.offre_ref === ref)?.offre_statut).toBe('30');
    await drive.click(at('dialog button', 'Fermer'));
    await eventually(async () => expect(await count('dialog[open]')).toBe(0));
  });

  it('grouping by client shows group rows that fold; the grid moves with the arrow keys', async () => {
    await open();
    await run(PICK, at('select', 'Grouper par'), 'Client');
    await eventually(async () => expect(await count('tbody button[aria-label^="Groupe "]')).toBeGreaterThan(0));
    // The first group's first offer, then the group folded: its offers leave the rows.
    const firstOfGroup = await run<string>(`(tag) => document.querySelector(tag).shadowRoot.querySelector('tbody button[aria-label^="Groupe "]').closest('tr').nextElementSibling.querySelector('select').getAttribute('aria-label').replace("Statut de l'offre ", '')`, TAG);
    expect(await refs()).toContain(firstOfGroup);
    await drive.click(at('tbody button[aria-label^="Groupe "][aria-expanded="true"]'));
    await eventually(async () => expect(await run(ATTR, TAG, 'tbody button[aria-label^="Groupe "]', 'aria-expanded')).toBe('false'));
    expect(await refs()).not.toContain(firstOfGroup);
    // Back to no grouping; the grid: into the first row, then down one row.
    await run(PICK, at('select', 'Grouper par'), 'Aucun');
    await eventually(async () => expect(await count('tbody button[aria-label^="Groupe "]')).toBe(0));
    const [first, second] = await refs();
    await drive.focus(at('input[aria-label="Rechercher"]'));
    await drive.press('ArrowDown'); // from Rechercher into the first row
    await eventually(async () => expect(await run<string | null>(`(tag) => document.querySelector(tag).shadowRoot.activeElement?.closest('tr')?.querySelector('select')?.getAttribute('aria-label') ?? null`, TAG)).toBe(`Statut de l'offre ${first}`));
    await drive.press('ArrowDown');
    await eventually(async () => expect(await run<string | null>(`(tag) => document.querySelector(tag).shadowRoot.activeElement?.closest('tr')?.querySelector('select')?.getAttribute('aria-label') ?? null`, TAG)).toBe(`Statut de l'offre ${second}`));
  });

  it('the header row is inside the grid\'s one Tab stop: ↑ to the headers, Enter sorts, F2 into the separator (→ 16 px), Escape back; Tab leaves from a header, Shift+Tab comes back to it', async () => {
    await open();
    const where = () => run<{ name: string | null; tag: string; header: boolean } | null>(`(tag) => {
      const a = document.querySelector(tag).shadowRoot.activeElement;
      return a ? { name: a.getAttribute('aria-label'), tag: a.tagName.toLowerCase(), header: a.closest('tr') === a.closest('table')?.querySelector(':scope > thead > tr') } : null; }`, TAG);
    await drive.focus(at('input[aria-label="Rechercher"]'));
    await drive.press('ArrowDown');
    await drive.press('ArrowUp');
    await eventually(async () => expect(await where()).toEqual({ name: 'Sélection', tag: 'th', header: true }));
    for (let i = 0; i < 20 && (await where())?.name !== 'N° offre'; i++) await drive.press('ArrowRight'); // every column is in the row
    expect(await where()).toEqual({ name: 'N° offre', tag: 'th', header: true });
    await drive.press('Enter');
    await eventually(async () => expect(await run(ATTR, TAG, 'th[aria-label="N° offre"]', 'aria-sort')).toBe('ascending'));
    const separator = 'th[aria-label="N° offre"] [role="separator"]';
    await drive.press('F2');
    expect(await where()).toEqual({ name: 'Redimensionner la colonne N° offre', tag: 'span', header: true });
    const width = Number(await run(ATTR, TAG, separator, 'aria-valuenow'));
    expect(width).toBeGreaterThan(0);
    await drive.press('ArrowRight');
    await eventually(async () => expect(Number(await run(ATTR, TAG, separator, 'aria-valuenow'))).toBe(width + 16));
    await drive.press('Escape');
    expect(await where()).toEqual({ name: 'N° offre', tag: 'th', header: true });
    await drive.press('Tab');
    await eventually(async () => expect((await where())?.header ?? false).toBe(false));
    expect(await where()).not.toMatchObject({ tag: 'td' });
    await drive.press('Tab', { shift: true });
    await eventually(async () => expect(await where()).toEqual({ name: 'N° offre', tag: 'th', header: true }));
    await drive.press('ArrowDown');
    await eventually(async () => expect(await where()).toMatchObject({ tag: 'td', header: false }));
  });

  it('on a phone the offers are cards with their controls, and the list comes back from the kept copy on return', async () => {
    await open('/bardages', PHONE);
    expect(await count('[part="cards"] li[data-row-id]')).toBeGreaterThan(3);
    expect(await count('table')).toBe(0);
    expect(await count('[part="cards"] select[aria-label^="Statut de l\'offre "]')).toBeGreaterThan(3);
    // Away and back: the rows are shown again (the kept copy, then the server's answer).
    await drive.go('/');
    expect(await drive.run<string>('() => location.pathname')).toBe('/');
    await drive.back();
    expect(await drive.run<string>('() => location.pathname')).toBe('/bardages');
    await eventually(async () => expect(await run<boolean>(LIST_DONE, TAG)).toBe(true), 20_000);
  });

  it('the min and max boxes draw no spin buttons (they took the digits\' room)', async () => {
    await open('/bardages', WIDE);
    await run(SELECT_TEXT, at('input', 'Surface min'));
    await drive.type('150000');
    await eventually(async () => expect(await run(VALUE, TAG, 'input[aria-label="Surface min"]')).toBe('150000'));
    const appearance = await run<string>(`(tag) => {
      const cs = getComputedStyle(document.querySelector(tag).shadowRoot.querySelector('input[aria-label="Surface min"]'));
      return cs.appearance || cs.MozAppearance || cs.webkitAppearance;
    }`, TAG);
    expect(appearance).toBe('textfield');
    // Six digits fit the box being typed in, and still once the focus has left it (its width from the font: 6ch and its padding).
    const fits = `(tag) => { const i = document.querySelector(tag).shadowRoot.querySelector('input[aria-label="Surface min"]');
      return i.scrollWidth <= i.clientWidth; }`;
    expect(await run<boolean>(fits, TAG)).toBe(true);
    await run(`(tag) => document.querySelector(tag).shadowRoot.activeElement.blur()`, TAG);
    expect(await run<boolean>(fits, TAG)).toBe(true);
  });

  it('contacts: loads, sorts and deletes a contact through its dialog', async () => {
    const tag = 'terreal-contacts';
    await open('/contacts', LAPTOP, tag);
    const contacts = async (): Promise<unknown[]> => (await (await apiAs(server.url, PRESCRIBER)).get(`/contacts/list/${PRESCRIBER}`)).json() as Promise<unknown[]>;
    const before = await contacts();
    expect(await count('tbody tr[data-row-id]', tag)).toBeGreaterThan(1);
    await drive.click(at('th[aria-label="Société"] button', undefined, tag));
    await eventually(async () => expect(await run(ATTR, tag, 'th[aria-label="Société"]', 'aria-sort')).toBe('descending'));
    const victim = await run<string>(`(tag) => document.querySelector(tag).shadowRoot.querySelector('tbody tr[data-row-id] button[aria-label^="Supprimer le contact "]').getAttribute('aria-label')`, tag);
    await drive.click(at(`button[aria-label=${q(victim)}]`, undefined, tag));
    // The dialog is a part loaded on demand (ui/lazyPart): it opens once it is there.
    await eventually(async () => expect(await count('dialog[open]', tag)).toBe(1));
    await drive.click(at('dialog button', 'Supprimer', tag));
    await eventually(async () => expect(await contacts()).toHaveLength(before.length - 1));
    await eventually(async () => expect(await count(`button[aria-label=${q(victim)}]`, tag)).toBe(0));
  });
});
