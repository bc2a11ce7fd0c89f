// The Laravel host answers every call of SPEC.md §7 as the reference server does: the same sequence of
// calls (reads, writes, refusals, bad input, signed out, bad CSRF token) is sent to both, each started on a
// fresh database seeded by the same code, and every answer's status and JSON body must be equal.
// Also: a prescriber cannot reach another user's offers or contacts through the Laravel API or pages.
import http from 'node:http';
import ExcelJS from 'exceljs';
import { laravelApiAs, startBoth, startLaravel } from './support/laravel';
import { apiAs, sessionCookie, startTestServer, type ApiClient, type TestServer } from './support/server';

type Role = 'prescriber' | 'other' | 'backoffice';
const USERS: Record<Role, number> = { prescriber: 2, other: 3, backoffice: 1 };
interface Host { server: TestServer; as: Record<Role, ApiClient> }
interface Offer { id: number; offre_ref: string; user_id?: number; statut: string; offre_nom: string | null }
const isEditable = (o: Offer): boolean => ['brouillon', 'soumise'].includes(String(o.statut ?? '').trim().toLowerCase());

let ref: Host;
let laravel: Host;

async function clients(url: string, signIn: (u: string, id: number) => Promise<ApiClient>): Promise<Record<Role, ApiClient>> {
  const [prescriber, other, backoffice] = await Promise.all([signIn(url, USERS.prescriber), signIn(url, USERS.other), signIn(url, USERS.backoffice)]);
  return { prescriber, other, backoffice };
}

beforeAll(async () => {
  const [r, l] = await startBoth(startTestServer(), startLaravel());
  ref = { server: r, as: await clients(r.url, apiAs) };
  laravel = { server: l, as: await clients(l.url, laravelApiAs) };
}, 60_000);
afterAll(async () => {
  await ref?.server.stop();
  await laravel?.server.stop();
});

interface Answer { status: number; body: unknown }
async function answer(res: Response): Promise<Answer> {
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: `not JSON: ${text.slice(0, 200)}` };
  }
}

/** Sends the same call to both hosts; returns the two answers (reference first). */
async function both(role: Role, path: string, body?: unknown): Promise<[Answer, Answer]> {
  const call = (h: Host) => (body === undefined ? h.as[role].get(path) : h.as[role].post(path, body));
  return [await answer(await call(ref)), await answer(await call(laravel))];
}

async function same(role: Role, path: string, body?: unknown): Promise<Answer> {
  const [r, l] = await both(role, path, body);
  expect({ call: `${role} ${path} ${JSON.stringify(body)}`, ...l }).toEqual({ call: `${role} ${path} ${JSON.stringify(body)}`, ...r });
  return r;
}

async function offersOf(family: string, userid: number): Promise<Offer[]> {
  return (await same('backoffice', `/ajax/${family}/liste-offres`, { userid })).body as Offer[];
}

describe('the same answers as the reference server', () => {
  it.each(['bardages', 'parement', 'veture'])('%s: lists, refusals and bad input', async (family) => {
    for (const role of ['prescriber', 'other', 'backoffice'] as Role[]) {
      await same(role, `/ajax/${family}/liste-offres`, { userid: USERS[role] });
      await same(role, `/ajax/${family}/liste-offres`, { userid: 'all' });
      await same(role, `/ajax/${family}/liste-offres`, { userid: USERS.prescriber, leopard_data: { origine: 'P-1', projet: 'LEO-1' } });
    }
    for (const body of [{}, { userid: 'x' }, { userid: -1 }, { userid: '2' }, { userid: 2, leopard_data: 'texte' }, { userid: 3 }]) {
      await same('prescriber', `/ajax/${family}/liste-offres`, body);
    }
  });

  it('contacts: lists, delete, refusals', async () => {
    for (const role of ['prescriber', 'other', 'backoffice'] as Role[]) {
      for (const id of [1, 2, 3, 9]) await same(role, `/contacts/list/${id}`);
    }
    await same('prescriber', '/contacts/list/abc');
    const mine = (await same('prescriber', '/contacts/list/2')).body as { id: number }[];
    const theirs = (await same('other', '/contacts/list/3')).body as { id: number }[];
    await same('prescriber', '/ajax/contacts/delete', { id: theirs[0].id }); // 403
    await same('prescriber', '/ajax/contacts/delete', { id: 'x' }); // 422
    await same('prescriber', '/ajax/contacts/delete', { id: mine[0].id }); // ok
    await same('prescriber', '/ajax/contacts/delete', { id: mine[0].id }); // ko: already deleted
    await same('backoffice', '/ajax/contacts/delete', { id: theirs[1].id }); // ok: backoffice
    await same('prescriber', '/contacts/list/2');
  });

  it.each(['bardages', 'parement', 'veture'])('%s: every action, refused and accepted, then the same lists', async (family) => {
    const mine = await offersOf(family, USERS.prescriber);
    const theirs = await offersOf(family, USERS.other);
    const [a, b, c, d, e, f] = mine.filter((o) => /^[A-Z]+-\d{4}-\d{4}$/.test(o.offre_ref));
    const other = theirs[0];
    const steps: [string, unknown][] = [
      ['statut-offre', { offreid: a.id, offreref: a.offre_ref, statut: '20' }],
      ['statut-offre', { offreid: a.id, offreref: a.offre_ref, statut: '45' }],
      ['statut-offre', { offreid: a.id, offreref: a.offre_ref, statut: null }],
      ['statut-offre', { offreid: a.id, offreref: 'AUTRE', statut: '30' }],
      ['statut-offre', { offreid: a.id, statut: 10 }],
      ['statut-offre', { offreid: 999999, statut: '10' }],
      ['statut-offre', { offreid: other.id, offreref: other.offre_ref, statut: '30' }],
      ['statut-offre', { offreid: 'abc', statut: '10' }],
      ['statut-offre', { offreid: a.id }],
      ['clonage-offre', { offreid: b.id, newname: '  Clone « parité » (2)  ' }],
      ['clonage-offre', { offreid: b.id, newname: '   ' }],
      ['clonage-offre', { offreid: b.id, newname: 'x'.repeat(256) }],
      ['clonage-offre', { offreid: b.id }],
      ['clonage-offre', { offreid: 999999, newname: 'Nouveau' }],
      ['clonage-offre', { offreid: other.id, newname: 'Vol' }],
      ['nom-chantier', { offreid: c.id, nomchantier: ' Chantier <b>"parité"</b> & l\'autre ' }],
      ['nom-chantier', { offreid: c.id, nomchantier: '' }],
      ['nom-chantier', { offreid: c.id, nomchantier: 42 }],
      ['nom-chantier', { offreid: other.id, nomchantier: 'Vol' }],
      ['date-livraison', { offreid: d.id, newdate: '2031-T3' }],
      ['date-livraison', { offreid: d.id, newdate: '2041-T1' }],
      ['date-livraison', { offreid: d.id, newdate: 'T2-2026' }],
      ['date-livraison', { offreid: d.id }],
      ['date-livraison', { offreid: 999999, newdate: '2030-T1' }],
      ['visibilite-offre', { offreid: e.id, action: 'masquer' }],
      ['visibilite-offre', { offreid: e.id, action: 'afficher' }],
      ['visibilite-offre', { offreid: other.id, action: 'masquer' }],
      ['supprime-offre', { offreid: f.id, offreref: 'AUTRE' }],
      ['supprime-offre', { offreid: f.id, offreref: f.offre_ref }],
      ['supprime-offre', { offreid: f.id, offreref: f.offre_ref }],
      ['supprime-offre', { offreid: other.id, offreref: other.offre_ref }],
    ];
    for (const [action, body] of steps) await same('prescriber', `/ajax/${family}/${action}`, body);
    await same('backoffice', `/ajax/${family}/clonage-offre`, { offreid: other.id, newname: 'Clone du backoffice' });
    await same('backoffice', `/ajax/${family}/liste-offres`, { userid: 'all' });
  });

  it.each([
    ['prescriber', 'bardages', 'userid=2&prods=AX%2CPS&s_min=100&statut=10&client_ville=a'],
    ['backoffice', 'veture', 'userid=all&statut=&o=kess'],
    ['backoffice', 'parement', 'userid=3&ca_max=50000'],
  ] as [Role, string, string][])('Excel export (%s, %s): the same rows and cells', async (role, family, query) => {
    const sheet = async (h: Host): Promise<unknown[]> => {
      const res = await h.as[role].get(`/${family}/excel-report?${query}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="offres-${family}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"$`));
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
      const rows: unknown[] = [];
      wb.worksheets[0].eachRow((row) => rows.push(row.values));
      return rows;
    };
    const expected = await sheet(ref);
    expect(expected.length).toBeGreaterThan(1);
    expect(await sheet(laravel)).toEqual(expected);
  });

  it.each(['bardages', 'parement', 'veture'])('%s: the read-only offer pages list the same fields, with the same values (issue 21: from the column declarations)', async (family) => {
    const entities: Record<string, string> = { '&quot;': '"', '&#39;': "'", '&#039;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
    const fields = async (h: Host, id: number): Promise<string[][]> => {
      const res = await h.as.backoffice.get(`/${family}/offres/edition/${id}`);
      expect(res.status).toBe(200);
      return [...(await res.text()).matchAll(/<dt>([^<]*)<\/dt>\s*<dd data-field="([^"]*)">([^<]*)<\/dd>/g)]
        .map((m) => m.slice(1).map((t) => t.replace(/&(?:quot|#0?39|lt|gt|amp);/g, (e) => entities[e])));
    };
    for (const o of (await offersOf(family, USERS.prescriber)).slice(0, 4)) {
      const expected = await fields(ref, o.id);
      expect(expected.map(([label]) => label)).toEqual(expect.arrayContaining(['N° offre', 'Surface (m²)', 'Statut', 'État']));
      expect(await fields(laravel, o.id)).toEqual(expected);
    }
  });

  it.each([
    'projet=LEO 7&origine=P-7',
    "origine=a%26b%3Dc&x=%C3%A9t%C3%A9&o=kess&y=~*'%22<>&y=2",
    'a.b=1&c[]=2&origine=Z+Z&vide=&seul',
    'projet=LEO-7',
  ])('the leopard attribute of /bardages?%s is the reference server\'s', async (query) => {
    // Reference pages write the attribute in double quotes with HTML entities; Blade's @json in single quotes.
    const leopard = async (h: Host): Promise<unknown> => {
      const html = await (await h.as.prescriber.get(`/bardages?${query}`)).text();
      const m = /<terreal-offres-bardages[^>]*?\sleopard=(?:"([^"]*)"|'([^']*)')/.exec(html);
      if (!m) return null;
      const entities: Record<string, string> = { '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
      return JSON.parse((m[1] ?? m[2]).replace(/&(?:quot|#39|lt|gt|amp);/g, (e) => entities[e]));
    };
    const expected = await leopard(ref);
    expect(await leopard(laravel)).toEqual(expected);
    expect(expected === null).toBe(!query.includes('origine'));
  });

  it('unknown family, signed out (401), bad CSRF token (419)', async () => {
    await same('prescriber', '/ajax/tuiles/liste-offres', { userid: 2 });
    const anonymous = async (h: Host, path: string, body?: unknown): Promise<Answer> => answer(await fetch(new URL(path, h.server.url), {
      method: body === undefined ? 'GET' : 'POST',
      headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', ...(body === undefined ? {} : { 'x-csrf-token': 'x' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }));
    const wrongToken = async (h: Host): Promise<Answer> => answer(await fetch(new URL('/ajax/bardages/liste-offres', h.server.url), {
      method: 'POST',
      headers: { cookie: h.as.prescriber.cookie, accept: 'application/json', 'content-type': 'application/json', 'x-csrf-token': `${h.as.prescriber.csrf}x` },
      body: JSON.stringify({ userid: 2 }),
    }));
    const signedOut = await anonymous(laravel, '/contacts/list/2');
    expect(signedOut).toEqual({ status: 401, body: { statut: 'ko', msg: 'Vous devez vous connecter.', message: 'Unauthenticated.' } });
    expect(signedOut).toEqual(await anonymous(ref, '/contacts/list/2'));
    const csrf = await wrongToken(laravel);
    expect(csrf).toEqual({ status: 419, body: { statut: 'ko', msg: 'Session expirée, veuillez recharger la page.', message: 'CSRF token mismatch.' } });
    expect(csrf).toEqual(await wrongToken(ref));
  });
});

describe('round 4: conflicts, what the row menus allow, references, deep JSON (the same answers)', () => {
  it.each(['bardages', 'parement', 'veture'])('%s: changes that carry what the user saw', async (family) => {
    const mine = await offersOf(family, USERS.prescriber);
    const open = mine.filter(isEditable);
    const closed = mine.filter((o) => !isEditable(o));
    const [s, d, n] = open.slice(-3);
    const [v] = closed.slice(-1);
    const steps: [Role, string, unknown][] = [
      // status: the backoffice changes it after the prescriber's list was loaded
      ['prescriber', 'statut-offre', { offreid: s.id, statut: '10' }],
      ['backoffice', 'statut-offre', { offreid: s.id, statut: '40', statut_precedent: '10' }],
      ['prescriber', 'statut-offre', { offreid: s.id, offreref: s.offre_ref, statut: '30', statut_precedent: '10' }], // conflict
      ['prescriber', 'statut-offre', { offreid: s.id, statut: '30', statut_precedent: 40 }],
      ['prescriber', 'statut-offre', { offreid: s.id, statut: null, statut_precedent: ' 30 ' }],
      ['prescriber', 'statut-offre', { offreid: s.id, statut: '20', statut_precedent: '10' }], // conflict: unset now
      ['prescriber', 'statut-offre', { offreid: s.id, statut: '20', statut_precedent: null }],
      ['prescriber', 'statut-offre', { offreid: s.id, statut: '10', statut_precedent: '' }], // conflict
      ['prescriber', 'statut-offre', { offreid: s.id, statut: '10', statut_precedent: ['20'] }], // 422
      // delivery quarter
      ['prescriber', 'date-livraison', { offreid: d.id, newdate: '2027-T2' }],
      ['prescriber', 'date-livraison', { offreid: d.id, newdate: '2030-T1', date_precedente: '2026-T4' }], // conflict
      ['prescriber', 'date-livraison', { offreid: d.id, newdate: '2030-T1', date_precedente: ' 2027-t2' }],
      ['prescriber', 'date-livraison', { offreid: d.id, newdate: '2031-T1', date_precedente: '' }], // conflict
      ['prescriber', 'date-livraison', { offreid: d.id, newdate: '2031-T1', date_precedente: {} }], // 422
      // site name
      ['prescriber', 'nom-chantier', { offreid: n.id, nomchantier: ' Résidence « Les Pins » ' }],
      ['prescriber', 'nom-chantier', { offreid: n.id, nomchantier: 'Autre', nom_precedent: 'résidence « les pins »' }], // conflict
      ['prescriber', 'nom-chantier', { offreid: n.id, nomchantier: 'Autre', nom_precedent: 'Résidence « Les Pins »  ' }],
      ['prescriber', 'nom-chantier', { offreid: n.id, nomchantier: 'Encore', nom_precedent: '' }], // conflict
      // hiding: the reference the row showed
      ['prescriber', 'visibilite-offre', { offreid: v.id, action: 'masquer', offreref: `${v.offre_ref}-X` }], // conflict
      ['prescriber', 'visibilite-offre', { offreid: v.id, action: 'masquer', offreref: true }], // 422
      ['prescriber', 'visibilite-offre', { offreid: v.id, action: 'masquer', offreref: v.offre_ref }],
    ];
    const conflicts: unknown[] = [];
    for (const [role, action, body] of steps) {
      const r = await same(role, `/ajax/${family}/${action}`, body);
      if ((r.body as { conflit?: boolean }).conflit) conflicts.push(r.body);
    }
    expect(conflicts).toHaveLength(8);
    expect(conflicts[0]).toMatchObject({
      statut: 'ko', msg: `L'offre ${s.offre_ref} a été modifiée entre-temps : son statut est maintenant Non retenue.`,
      offre: { id: s.id, offre_ref: s.offre_ref, offre_statut: '40' },
    });
    await same('prescriber', `/ajax/${family}/liste-offres`, { userid: USERS.prescriber });
  });

  it.each(['bardages', 'parement', 'veture'])('%s: a non-editable offer is not deleted, an editable one not hidden', async (family) => {
    const mine = await offersOf(family, USERS.prescriber);
    const open = mine.filter(isEditable)[0];
    const closed = mine.filter((o) => !isEditable(o))[0];
    const refused = [
      await same('prescriber', `/ajax/${family}/supprime-offre`, { offreid: closed.id, offreref: closed.offre_ref }),
      await same('backoffice', `/ajax/${family}/supprime-offre`, { offreid: closed.id }),
      await same('prescriber', `/ajax/${family}/visibilite-offre`, { offreid: open.id, action: 'masquer' }),
    ];
    expect(refused.map((r) => r.body)).toEqual([
      { statut: 'ko', msg: `L'offre ${closed.offre_ref} n'est pas modifiable : elle ne peut pas être supprimée.`, title: 'Erreur' },
      { statut: 'ko', msg: `L'offre ${closed.offre_ref} n'est pas modifiable : elle ne peut pas être supprimée.`, title: 'Erreur' },
      { statut: 'ko', msg: `L'offre ${open.offre_ref} est modifiable : elle ne peut pas être masquée.` },
    ]);
    await same('backoffice', `/ajax/${family}/liste-offres`, { userid: USERS.prescriber });
  });

  it.each(['bardages', 'parement', 'veture'])('%s: a deleted offer\'s reference is never given again', async (family) => {
    const src = (await offersOf(family, USERS.prescriber))[0];
    const first = (await same('prescriber', `/ajax/${family}/clonage-offre`, { offreid: src.id, newname: 'Réf 1' })).body as { clonedata: Offer };
    await same('prescriber', `/ajax/${family}/supprime-offre`, { offreid: first.clonedata.id, offreref: first.clonedata.offre_ref });
    const second = (await same('prescriber', `/ajax/${family}/clonage-offre`, { offreid: src.id, newname: 'Réf 2' })).body as { clonedata: Offer };
    const seq = (ref: string): number => Number(ref.split('-')[2]);
    expect(seq(second.clonedata.offre_ref)).toBe(seq(first.clonedata.offre_ref) + 1);
  });

  it('JSON nested deeper than 64 levels: 400 on both hosts, before sign-in and CSRF', async () => {
    const nested = (depth: number): unknown => {
      let v: unknown = 1;
      for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
      return v;
    };
    // the body object is one level, leopard_data's value the others
    expect((await same('prescriber', '/ajax/bardages/liste-offres', { userid: USERS.prescriber, leopard_data: nested(63) })).status).toBe(200);
    for (const depth of [64, 2_500]) {
      const r = await same('prescriber', '/ajax/bardages/liste-offres', { userid: USERS.prescriber, leopard_data: nested(depth) });
      expect(r).toEqual({ status: 400, body: { statut: 'ko', msg: 'Requête invalide.' } });
    }
    const deep = `{"userid":2,"leopard_data":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const signedOut = async (h: Host): Promise<Answer> => answer(await fetch(new URL('/ajax/bardages/statut-offre', h.server.url), {
      method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json' }, body: deep,
    }));
    expect(await signedOut(laravel)).toEqual({ status: 400, body: { statut: 'ko', msg: 'Requête invalide.' } });
    expect(await signedOut(ref)).toEqual(await signedOut(laravel));
  });
});

describe('round 4: sign-in, redirects and the bundle', () => {
  const csrfOf = async (res: Response): Promise<string> => /<meta name="csrf-token" content="([^"]+)"/.exec(await res.text())?.[1] ?? '';

  it.each(['reference', 'Laravel'])('%s: signing in renews the CSRF token; the /login page\'s is refused afterwards', async (which) => {
    const base = (which === 'Laravel' ? laravel : ref).server.url;
    const login = await fetch(new URL('/login', base));
    const before = await csrfOf(login);
    const res = await fetch(new URL('/login', base), {
      method: 'POST', redirect: 'manual',
      headers: { cookie: sessionCookie(login), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ user_id: String(USERS.prescriber), _token: before }).toString(),
    });
    expect(res.status).toBe(302);
    const cookie = sessionCookie(res);
    const after = await csrfOf(await fetch(new URL('/', base), { headers: { cookie } }));
    expect(before).not.toBe('');
    expect(after).not.toBe('');
    expect(after).not.toBe(before);
    const list = (token: string) => fetch(new URL('/ajax/bardages/liste-offres', base), {
      method: 'POST',
      headers: { cookie, accept: 'application/json', 'content-type': 'application/json', 'x-csrf-token': token },
      body: JSON.stringify({ userid: USERS.prescriber }),
    });
    expect((await list(before)).status).toBe(419);
    expect((await list(after)).status).toBe(200);
  });

  /** A raw request with a forged Host header (fetch does not let one set it). */
  const forged = (base: string, method: string, path: string, headers: Record<string, string> = {}, body = ''): Promise<{ status: number; location: string }> =>
    new Promise((resolve, reject) => {
      const u = new URL(path, base);
      const req = http.request({ host: u.hostname, port: u.port, path: u.pathname + u.search, method, headers: { ...headers, host: 'evil.example' } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: String(res.headers.location ?? '') });
      });
      req.once('error', reject);
      req.end(body);
    });

  it.each(['reference', 'Laravel'])('%s: redirects never follow a forged Host header', async (which) => {
    const base = (which === 'Laravel' ? laravel : ref).server.url;
    const origin = new URL(base).origin;
    const login = await fetch(new URL('/login', base));
    const token = await csrfOf(login);
    const answers = [
      await forged(base, 'GET', '/contacts'),
      await forged(base, 'POST', '/login', { cookie: sessionCookie(login), 'content-type': 'application/x-www-form-urlencoded' },
        new URLSearchParams({ user_id: String(USERS.prescriber), _token: token, next: '/bardages' }).toString()),
    ];
    expect(answers.map((a) => a.status)).toEqual([302, 302]);
    for (const a of answers) {
      expect(a.location).not.toContain('evil.example');
      expect(new URL(a.location, base).origin).toBe(origin);
    }
    expect(answers.map((a) => new URL(a.location, base).pathname)).toEqual(['/login', '/bardages']);
  });

  it('the bundle is served with its type and X-Content-Type-Options: nosniff, as the reference server does', async () => {
    const l = await fetch(new URL('/js/terreal-widgets.js', laravel.server.url));
    const r = await fetch(new URL('/dist/terreal-widgets.js', ref.server.url));
    expect([l.status, r.status]).toEqual([200, 200]);
    expect(l.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(l.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await l.arrayBuffer()).equals(Buffer.from(await r.arrayBuffer()))).toBe(true);
  });
});

describe('a prescriber cannot reach another user\'s offers through the Laravel host', () => {
  it('lists, actions, pages, PDF and Excel of user 3 are refused to user 2; allowed to backoffice', async () => {
    const api = laravel.as.prescriber;
    const theirs = (await (await laravel.as.backoffice.post('/ajax/parement/liste-offres', { userid: USERS.other })).json()) as Offer[];
    const o = theirs[0];
    const refused = async (res: Response): Promise<void> => {
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ statut: 'ko' });
    };
    await refused(await api.post('/ajax/parement/liste-offres', { userid: USERS.other }));
    await refused(await api.post('/ajax/parement/liste-offres', { userid: 'all' }));
    await refused(await api.post('/ajax/parement/statut-offre', { offreid: o.id, offreref: o.offre_ref, statut: '40' }));
    await refused(await api.post('/ajax/parement/supprime-offre', { offreid: o.id, offreref: o.offre_ref }));
    await refused(await api.get('/contacts/list/3'));
    await refused(await api.get(`/parement/offres/edition/${o.id}`));
    await refused(await api.get(`/parement/affiche-pdf-offre?offreid=${o.id}`));
    await refused(await api.get('/parement/excel-report?userid=3'));
    await refused(await api.get('/parement/excel-report?userid=all'));
    // Nothing changed, and backoffice may see it all.
    const after = (await (await laravel.as.backoffice.post('/ajax/parement/liste-offres', { userid: USERS.other })).json()) as Offer[];
    expect(after).toEqual(theirs);
    const pdf = await laravel.as.backoffice.get(`/parement/affiche-pdf-offre?offreid=${o.id}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
