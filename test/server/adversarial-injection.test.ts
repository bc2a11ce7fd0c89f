// Issue 6, item 5: SQL-injection (and other hostile) strings in every field of every POST and in every query
// parameter and path parameter. Never a 500; the schema and the row counts are unchanged; free-text values
// (site name, clone name) are stored verbatim; every other payload is refused (422 / ko) or ignored.
import Database from 'better-sqlite3';
import { FAMILY_LIST, startHarness, type Harness } from './helpers';
import { allocator, clientsFor, counts, OWNER_ID, schemaOf, type RawClient, type Role } from './adversarial-support';

/** The corpus: classic, stacked, UNION, comment, LIKE-wildcard, placeholder, unicode-quote and byte-level attacks. */
export const SQL_PAYLOADS: readonly string[] = [
  "' OR 1=1 --",
  "' OR '1'='1",
  '" OR ""="',
  '"; DROP TABLE offres_bardages; --',
  "'; DROP TABLE users; --",
  "Robert'); DROP TABLE contacts;--",
  '1; DELETE FROM contacts',
  '1 OR 1=1',
  '0 UNION SELECT id, name, firstname, 1, 1, 1 FROM users --',
  "' UNION SELECT csrf FROM sessions --",
  "1' AND (SELECT COUNT(*) FROM sessions) > 0 --",
  '1/**/OR/**/1=1',
  "%' OR '%'='",
  '%_%',
  '?',
  ':id @offre_nom $1',
  '\u2019 OR \u20191\u2019=\u20191', // ’ right single quotation mark
  '\u02bc OR 1=1 --', // ʼ modifier letter apostrophe
  '\uff07 OR 1=1 --', // ＇ fullwidth apostrophe
  '\u00b4; DROP TABLE offres_veture; --', // ´ acute accent
  "\\'; SELECT sqlite_version(); --",
  "x'\u0000; DROP TABLE users; --", // NUL byte
  '1e309',
  '-1',
  '99999999999999999999999',
  "'".repeat(300),
];

/** Non-string JSON values in the same fields (operator objects, arrays, booleans). */
const JSON_PAYLOADS: readonly unknown[] = [{ $gt: '' }, ["1' OR 1=1 --"], true, 1e308, -0.5];

let h: Harness;
let rw: Database.Database; // for reading back after writes (a fresh snapshot every time)
let clients: Record<Role, RawClient>;
let take: ReturnType<typeof allocator>;
let countsBefore: Record<string, number>;
let schemaBefore: unknown[];
let clones = 0; // per family, added below
const clonesBy: Record<string, number> = { bardages: 0, parement: 0, veture: 0 };
let deletedContacts = 0;
let serverErrors = 0;

beforeAll(async () => {
  h = await startHarness();
  rw = new Database(h.dbPath, { readonly: true });
  clients = await clientsFor(h.url);
  take = allocator(() => rw);
  countsBefore = counts(rw);
  schemaBefore = schemaOf(rw);
});
afterAll(async () => {
  rw.close();
  await h.stop();
});

const row = (table: string, id: number) => rw.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as Record<string, unknown> | undefined;

async function send(method: 'GET' | 'POST', path: string, body?: unknown, as: Role = 'owner'): Promise<{ status: number; json: unknown }> {
  const res = await clients[as].api(method, path, body);
  if (res.status >= 500) serverErrors++;
  const text = await res.text();
  let json: unknown = text;
  try { json = JSON.parse(text); } catch { /* pages and files */ }
  return { status: res.status, json };
}

const ALL = [...SQL_PAYLOADS, ...JSON_PAYLOADS];
/** offreref may be text or a number (compared as text); an object, array or boolean is refused (422). */
const isText = (p: unknown): boolean => typeof p === 'string' || typeof p === 'number';
const label = (p: unknown): string => JSON.stringify(p).slice(0, 40);
const cases = <T>(extra: readonly T[]) => ALL.flatMap((p) => extra.map((x) => [label(p), x, p] as const));

/** One target offer per family: every refused write must leave it exactly as it was. */
const targets = new Map<string, { id: number; offre_ref: string }>();
const target = (family: string) => {
  if (!targets.has(family)) targets.set(family, take.offer(family));
  return targets.get(family)!;
};

describe.each(FAMILY_LIST)('%s POST fields', (family) => {
  const t = `offres_${family}`;

  it.each(cases(['userid', 'leopard_data', 'leopard_data.origine']))('liste-offres %s in %s', async (_l, field, p) => {
    const body = field === 'userid' ? { userid: p } : field === 'leopard_data' ? { userid: OWNER_ID, leopard_data: p }
      : { userid: OWNER_ID, leopard_data: { origine: p, [String(p).slice(0, 20)]: p } };
    const { status, json } = await send('POST', `/ajax/${family}/liste-offres`, body);
    if (field === 'userid') expect(status).toBe(422);
    else if (field === 'leopard_data' && (typeof p !== 'object' || p === null)) expect(status).toBe(422);
    else {
      expect(status).toBe(200);
      expect((json as unknown[]).length).toBeGreaterThan(0);
      expect((json as { id: number }[]).every((r) => (row(t, r.id)?.user_id) === OWNER_ID)).toBe(true);
    }
  });

  it.each(cases(['offreid', 'offreref', 'statut']))('statut-offre %s in %s', async (_l, field, p) => {
    const o = target(family);
    const before = row(t, o.id);
    const body: Record<string, unknown> = { offreid: o.id, offreref: o.offre_ref, statut: '20', [field]: p };
    const { status, json } = await send('POST', `/ajax/${family}/statut-offre`, body);
    if (field === 'offreref' && isText(p)) expect([status, (json as { statut: string }).statut]).toEqual([200, 'ko']);
    else expect(status).toBe(422);
    expect(row(t, o.id)).toEqual(before);
  });

  it.each(cases(['offreid', 'newname']))('clonage-offre %s in %s', async (_l, field, p) => {
    const o = target(family);
    const body: Record<string, unknown> = { offreid: o.id, newname: 'Copie', [field]: p };
    const { status, json } = await send('POST', `/ajax/${family}/clonage-offre`, body);
    const legit = field === 'newname' && (typeof p === 'string' || typeof p === 'number') && String(p).trim() !== '' && String(p).trim().length <= 255;
    if (legit) {
      expect(status).toBe(200);
      const clone = (json as { clonedata: { id: number } }).clonedata;
      clonesBy[family]++;
      clones++;
      // stored and answered verbatim (trimmed only)
      expect(row(t, clone.id)).toMatchObject({ offre_nom: String(p).trim(), user_id: OWNER_ID });
      expect((json as { clonedata: { offre_nom: string } }).clonedata.offre_nom).toBe(String(p).trim());
    } else {
      expect(status).toBe(422);
    }
  });

  it.each(cases(['offreid', 'nomchantier']))('nom-chantier %s in %s', async (_l, field, p) => {
    const o = target(family);
    const before = row(t, o.id)!;
    const { status } = await send('POST', `/ajax/${family}/nom-chantier`, { offreid: o.id, nomchantier: 'Chantier', [field]: p });
    const legit = field === 'nomchantier' && (typeof p === 'string' || typeof p === 'number') && String(p).trim() !== '' && String(p).trim().length <= 255;
    if (legit) {
      expect(status).toBe(200);
      expect(row(t, o.id)).toEqual({ ...before, projet_nom: String(p).trim() });
      // and it comes back verbatim in the list
      const listed = (await send('POST', `/ajax/${family}/liste-offres`, { userid: OWNER_ID })).json as { id: number; projet_nom: string }[];
      expect(listed.find((r) => r.id === o.id)?.projet_nom).toBe(String(p).trim());
    } else {
      expect(status).toBe(422);
      expect(row(t, o.id)).toEqual(before);
    }
  });

  it.each(cases(['offreid', 'newdate']))('date-livraison %s in %s', async (_l, field, p) => {
    const o = target(family);
    const before = row(t, o.id);
    const { status } = await send('POST', `/ajax/${family}/date-livraison`, { offreid: o.id, newdate: '2030-T1', [field]: p });
    expect(status).toBe(422);
    expect(row(t, o.id)).toEqual(before);
  });

  it.each(cases(['offreid', 'offreref']))('supprime-offre %s in %s', async (_l, field, p) => {
    const o = target(family);
    const before = row(t, o.id);
    const { status, json } = await send('POST', `/ajax/${family}/supprime-offre`, { offreid: o.id, offreref: o.offre_ref, [field]: p });
    if (field === 'offreref' && isText(p)) expect([status, (json as { statut: string }).statut]).toEqual([200, 'ko']);
    else expect(status).toBe(422);
    expect(row(t, o.id)).toEqual(before);
  });

  it.each(cases(['offreid', 'action']))('visibilite-offre %s in %s', async (_l, field, p) => {
    const o = target(family);
    const before = row(t, o.id);
    const { status } = await send('POST', `/ajax/${family}/visibilite-offre`, { offreid: o.id, action: 'masquer', [field]: p });
    expect(status).toBe(422);
    expect(row(t, o.id)).toEqual(before);
  });
});

describe('contacts', () => {
  it.each(cases(['id']))('delete %s in id: refused, nothing deleted', async (_l, _f, p) => {
    const { status } = await send('POST', '/ajax/contacts/delete', { id: p, societe: 'x', nom: 'y' });
    expect(status).toBe(422);
  });

  it.each(cases(['societe', 'nom']))('delete %s in %s: the display fields are not used as a key', async (_l, field, p) => {
    const c = take.contact();
    const { status, json } = await send('POST', '/ajax/contacts/delete', { id: c.id, societe: c.societe, nom: c.nom, [field]: p });
    expect([status, (json as { statut: string }).statut]).toEqual([200, 'ok']);
    deletedContacts++;
    expect(row('contacts', c.id)).toBeUndefined();
  });

  it.each(SQL_PAYLOADS.map((p) => [label(p), p]))('GET /contacts/list/%s → 422 or 404', async (_l, p) => {
    const { status } = await send('GET', `/contacts/list/${encodeURIComponent(p)}`);
    expect([404, 422]).toContain(status);
  });
});

describe('query and path parameters', () => {
  const EXCEL_KEYS = ['userid', 'prods', 's_min', 's_max', 'ml_min', 'ml_max', 'ca_min', 'ca_max', 'statut', 'o',
    'offre_nom', 'offre_ref', 'offre_date', 'projet_ref', 'projet_nom', 'projet_livraison', 'client_societe', 'client_cp',
    'client_ville', 'transport_dest'];

  // every key alone with a representative third of the corpus (bardages has every filter), then the whole
  // corpus in every key at once in each family (an xlsx per request: the slowest part of this file)
  const EXCEL_CASES = [
    ...SQL_PAYLOADS.filter((_p, i) => i % 3 === 0).flatMap((p) => EXCEL_KEYS.map((k) => ['bardages', label(p), k, p] as const)),
    ...FAMILY_LIST.flatMap((f) => SQL_PAYLOADS.map((p) => [f, label(p), 'every key', p] as const)),
  ];
  it.each(EXCEL_CASES)(
    'GET /%s/excel-report with %s in %s → 200 xlsx (431 over 16 KiB)',
    async (family, _l, key, p) => {
      const q = key === 'every key' ? new URLSearchParams(EXCEL_KEYS.map((k) => [k, p])) : new URLSearchParams({ statut: '', [key]: p });
      const res = await clients.owner.page(`/${family}/excel-report?${q}`);
      if (res.status >= 500) serverErrors++;
      if (q.toString().length > 16_000) {
        // Node's HTTP parser refuses a request line over its 16 KiB header limit before Express sees it
        expect(res.status).toBe(431);
        return;
      }
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/spreadsheetml/);
      await res.arrayBuffer();
    },
  );

  // the PDF route is the same code for the three families: the whole corpus on bardages
  it.each(SQL_PAYLOADS.flatMap((p) => ['offreid', 'down'].map((k) => ['bardages', label(p), k, p] as const)))(
    'GET /%s/affiche-pdf-offre with %s in %s → 422 or a PDF',
    async (family, _l, key, p) => {
      const id = target(family).id;
      const q = new URLSearchParams({ offreid: String(id), down: 'yes', [key]: p });
      const res = await clients.owner.page(`/${family}/affiche-pdf-offre?${q}`);
      if (res.status >= 500) serverErrors++;
      expect(res.status).toBe(key === 'offreid' ? 422 : 200);
      await res.arrayBuffer();
    },
  );

  const PAGES = (p: string): string[] => {
    const e = encodeURIComponent(p);
    const q = new URLSearchParams({ origine: p, projet: p, [p]: p }).toString();
    return [
      `/leopard/${e}?${q}`, `/bardages?${q}`, `/parement/nouvelle/${e}?${q}`, `/veture/nouvelle/${e}?${q}`,
      `/bardages/offres/edition/${e}`, `/contacts/${e}`, `/app/bardages?${q}`, `/legacy/veture?${q}`, `/app/${e}`,
      `/login?next=${e}`, `/portail/leopard/${e}?${q}`,
    ];
  };
  it.each(SQL_PAYLOADS.map((p) => [label(p), p] as const))(
    'host pages with %s in the path and the query (11 pages) → 200 or 404, never a 500',
    async (_l, p) => {
      for (const path of PAGES(p)) {
        const res = await clients.owner.page(path);
        if (res.status >= 500) serverErrors++;
        expect([path, [200, 404].includes(res.status)]).toEqual([path, true]);
        await res.text();
      }
    },
  );

  it.each(SQL_PAYLOADS.map((p) => [label(p), p]))('POST /login with %s in user_id and next → 422 or a local redirect', async (_l, p) => {
    const c = clients.anonymous;
    const res = await fetch(new URL('login', h.url), {
      method: 'POST', redirect: 'manual',
      headers: { cookie: c.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ user_id: p, next: p, _token: c.csrf }).toString(),
    });
    if (res.status >= 500) serverErrors++;
    expect(res.status).toBe(422);
    await res.text();
  });
});

describe('afterwards', () => {
  it('no answer was a 500', () => expect(serverErrors).toBe(0));

  it('the schema is unchanged and the database is sound', () => {
    expect(schemaOf(rw)).toEqual(schemaBefore);
    expect(rw.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('row counts changed only by the legitimate clones and contact deletions', () => {
    expect(clones).toBeGreaterThan(0);
    expect(counts(rw)).toEqual({
      ...countsBefore,
      contacts: countsBefore.contacts - deletedContacts,
      offres_bardages: countsBefore.offres_bardages + clonesBy.bardages,
      offres_parement: countsBefore.offres_parement + clonesBy.parement,
      offres_veture: countsBefore.offres_veture + clonesBy.veture,
    });
  });
});
