// Issue 6, item 5: the authorisation matrix (every endpoint × anonymous / other user / owner / backoffice,
// at the root and under /portail) and CSRF on every POST (missing, wrong, another session's token).
// Every mutating case works on its own row and checks the database behind the answer.
import { FAMILY_LIST, type Harness } from './helpers';
import {
  digest, OWNER_ID, rawClient, ROLE_USER, ROLES, type RawClient, type Role, type RoleHarness, useRoleHarness,
} from './adversarial-support';

let h: Harness;
let clients: Record<Role, RawClient>;
let take: RoleHarness['take'];
useRoleHarness((started) => ({ h, clients, take } = started));

type Kind = 'api' | 'page';
interface Prepared {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Checks the database after the answer: allowed says whether the role was let through. */
  after?(allowed: boolean): void;
}
interface Endpoint {
  name: string;
  kind: Kind;
  expect: Record<Role, number>;
  prepare(): Prepared;
}

/** Expected statuses per role. Pages and downloads redirect anonymous browsers to /login (302). */
const OWNED_API = { anonymous: 401, other: 403, owner: 200, backoffice: 200 } as const;
const OWNED_PAGE = { anonymous: 302, other: 403, owner: 200, backoffice: 200 } as const;
const ALL_API = { anonymous: 401, other: 403, owner: 403, backoffice: 200 } as const;
const ALL_PAGE = { anonymous: 302, other: 403, owner: 403, backoffice: 200 } as const;
const SIGNED_IN_PAGE = { anonymous: 302, other: 200, owner: 200, backoffice: 200 } as const;

const offerRow = (family: string, id: number) => h.db().prepare(`SELECT * FROM offres_${family} WHERE id = ?`).get(id);
const contactRow = (id: number) => h.db().prepare('SELECT * FROM contacts WHERE id = ?').get(id);
const countWhere = (family: string, where: string, ...args: unknown[]): number =>
  (h.db().prepare(`SELECT COUNT(*) AS n FROM offres_${family} WHERE ${where}`).get(...args) as { n: number }).n;

/** Read-only targets are shared by all cases of an endpoint (mutating ones get a fresh row each). */
const shared = new Map<string, number>();
const sharedOffer = (family: string): number => {
  if (!shared.has(family)) shared.set(family, take.offer(family).id);
  return shared.get(family)!;
};

/** A mutating offer action: denied → the row is exactly as before; allowed → `changed` holds. */
function offerAction(family: string, action: string, body: (o: { id: number; offre_ref: string }) => Record<string, unknown>,
  changed: (family: string, before: Record<string, unknown>) => void, editable?: boolean): Endpoint {
  return {
    name: `POST /ajax/${family}/${action}`,
    kind: 'api',
    expect: OWNED_API,
    prepare: () => {
      const o = take.offer(family, undefined, editable);
      const before = offerRow(family, o.id) as Record<string, unknown>;
      return {
        method: 'POST',
        path: `/ajax/${family}/${action}`,
        body: body(o),
        after: (allowed) => (allowed ? changed(family, before) : expect(offerRow(family, o.id)).toEqual(before)),
      };
    },
  };
}

let cloneSeq = 0;
const ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /contacts/list/{owner}', kind: 'api', expect: OWNED_API,
    prepare: () => ({ method: 'GET', path: `/contacts/list/${OWNER_ID}` }),
  },
  {
    name: 'POST /ajax/contacts/delete', kind: 'api', expect: OWNED_API,
    prepare: () => {
      const c = take.contact();
      return {
        method: 'POST', path: '/ajax/contacts/delete', body: { id: c.id, societe: c.societe, nom: c.nom },
        after: (allowed) => (allowed ? expect(contactRow(c.id)).toBeUndefined() : expect(contactRow(c.id)).toEqual(c)),
      };
    },
  },
  ...FAMILY_LIST.flatMap((family): Endpoint[] => [
    {
      name: `POST /ajax/${family}/liste-offres {userid: owner}`, kind: 'api', expect: OWNED_API,
      prepare: () => ({ method: 'POST', path: `/ajax/${family}/liste-offres`, body: { userid: OWNER_ID } }),
    },
    {
      name: `POST /ajax/${family}/liste-offres {userid: 'all'}`, kind: 'api', expect: ALL_API,
      prepare: () => ({ method: 'POST', path: `/ajax/${family}/liste-offres`, body: { userid: 'all' } }),
    },
    offerAction(family, 'statut-offre', (o) => ({ offreid: o.id, offreref: o.offre_ref, statut: '40' }),
      (f, b) => expect(offerRow(f, b.id as number)).toEqual({ ...b, offre_statut: '40' })),
    offerAction(family, 'nom-chantier', (o) => ({ offreid: o.id, nomchantier: `Chantier matrice ${o.id}` }),
      (f, b) => expect(offerRow(f, b.id as number)).toEqual({ ...b, projet_nom: `Chantier matrice ${b.id}` })),
    offerAction(family, 'date-livraison', (o) => ({ offreid: o.id, newdate: '2031-T3' }),
      (f, b) => expect(offerRow(f, b.id as number)).toEqual({ ...b, projet_livraison: '2031-T3' })),
    offerAction(family, 'visibilite-offre', (o) => ({ action: 'masquer', offreid: o.id }),
      (f, b) => expect(offerRow(f, b.id as number)).toEqual({ ...b, hidden: 1 }), false),
    offerAction(family, 'supprime-offre', (o) => ({ offreref: o.offre_ref, offreid: o.id }),
      (f, b) => expect(offerRow(f, b.id as number)).toBeUndefined(), true),
    {
      name: `POST /ajax/${family}/clonage-offre`, kind: 'api', expect: OWNED_API,
      prepare: () => {
        const o = take.offer(family);
        const newname = `Clone matrice ${++cloneSeq}`;
        return {
          method: 'POST', path: `/ajax/${family}/clonage-offre`, body: { offreid: o.id, newname },
          // the clone belongs to the offer's owner, whoever asked
          after: (allowed) => expect(countWhere(family, 'offre_nom = ? AND user_id = ?', newname, OWNER_ID)).toBe(allowed ? 1 : 0),
        };
      },
    },
    {
      name: `GET /${family}/excel-report?userid=owner`, kind: 'page', expect: OWNED_PAGE,
      prepare: () => ({ method: 'GET', path: `/${family}/excel-report?userid=${OWNER_ID}&statut=` }),
    },
    {
      name: `GET /${family}/excel-report?userid=all`, kind: 'page', expect: ALL_PAGE,
      prepare: () => ({ method: 'GET', path: `/${family}/excel-report?userid=all&statut=` }),
    },
    {
      name: `GET /${family}/affiche-pdf-offre`, kind: 'page', expect: OWNED_PAGE,
      prepare: () => ({ method: 'GET', path: `/${family}/affiche-pdf-offre?offreid=${sharedOffer(family)}&down=yes` }),
    },
    {
      name: `GET /${family}/offres/edition/{id}`, kind: 'page', expect: OWNED_PAGE,
      prepare: () => ({ method: 'GET', path: `/${family}/offres/edition/${sharedOffer(family)}` }),
    },
    {
      name: `GET /${family}/nouvelle/{variant}`, kind: 'page', expect: SIGNED_IN_PAGE,
      prepare: () => ({ method: 'GET', path: `/${family}/nouvelle/${family === 'veture' ? 'kess' : 'terreal'}?origine=x` }),
    },
  ]),
  {
    name: 'GET /contacts/{id}', kind: 'page', expect: OWNED_PAGE,
    prepare: () => ({ method: 'GET', path: `/contacts/${take.contact().id}` }),
  },
  ...['/', '/demo', '/contacts', '/bardages', '/parement', '/veture', '/leopard/crm?origine=crm&projet=1',
    ...['contacts', 'bardages', 'parement', 'veture'].flatMap((s) => [`/app/${s}`, `/legacy/${s}`]),
  ].map((path): Endpoint => ({
    name: `GET ${path}`, kind: 'page', expect: SIGNED_IN_PAGE, prepare: () => ({ method: 'GET', path }),
  })),
];

const PREFIXES = ['', '/portail'] as const;
const CASES = PREFIXES.flatMap((prefix) => ENDPOINTS.flatMap((e) => ROLES.map((role) => ({ prefix, e, role }))));

it('covers every endpoint of SPEC.md §7 and every host page, for 4 roles, at the root and under /portail', () => {
  // 2 contacts calls + 3 families × (2 list scopes + 6 actions + 2 Excel scopes + PDF + edit + new) + contact page + 15 host pages
  expect(ENDPOINTS).toHaveLength(2 + 3 * 13 + 1 + 15);
  expect(CASES).toHaveLength(57 * 4 * 2); // 456
});

describe.each(PREFIXES.map((p) => [p || '(root)', p] as const))('authorisation matrix %s', (_label, prefix) => {
  it.each(ENDPOINTS.flatMap((e) => ROLES.map((role) => [e.name, role, e.expect[role], e] as const)))(
    '%s as %s → %i',
    async (_name, role, status, e) => {
      const p = e.prepare();
      const c = clients[role];
      const path = `${prefix}${p.path}`;
      const res = e.kind === 'page' ? await c.page(path) : await c.api(p.method, path, p.body);
      expect(res.status).toBe(status);
      if (status === 302) {
        expect(res.headers.get('location')).toMatch(/^\/login\?next=/);
      } else if (e.kind === 'api' || status !== 200) {
        const type = res.headers.get('content-type') ?? '';
        if (e.kind === 'api') {
          expect(type).toMatch(/json/);
          const json = await res.json();
          if (status === 200 && p.method === 'POST' && !Array.isArray(json)) expect(json.statut).toBe('ok');
          if (status !== 200) expect(json.statut).toBe('ko');
        } else {
          expect(type).toMatch(/html/);
          await res.text();
        }
      } else {
        await res.arrayBuffer();
      }
      p.after?.(status === 200);
    },
  );
});

describe('CSRF on every POST', () => {
  const POSTS = [
    '/ajax/contacts/delete',
    ...FAMILY_LIST.flatMap((f) => ['liste-offres', 'statut-offre', 'clonage-offre', 'nom-chantier', 'date-livraison',
      'supprime-offre', 'visibilite-offre'].map((a) => `/ajax/${f}/${a}`)),
    '/login',
    '/logout',
  ];

  /** A body that would succeed with a valid token. */
  const bodies = new Map<string, Record<string, unknown>>();
  const bodyFor = (path: string): Record<string, unknown> => {
    if (!bodies.has(path)) bodies.set(path, newBody(path));
    return bodies.get(path)!;
  };
  const newBody = (path: string): Record<string, unknown> => {
    if (path === '/ajax/contacts/delete') {
      const c = take.contact();
      return { id: c.id, societe: c.societe, nom: c.nom };
    }
    if (path === '/login') return { user_id: ROLE_USER.backoffice };
    if (path === '/logout') return {};
    const [, , family, action] = path.split('/');
    const o = take.offer(family);
    return {
      'liste-offres': { userid: OWNER_ID },
      'statut-offre': { offreid: o.id, offreref: o.offre_ref, statut: '30' },
      'clonage-offre': { offreid: o.id, newname: 'Clone sans jeton' },
      'nom-chantier': { offreid: o.id, nomchantier: 'Chantier sans jeton' },
      'date-livraison': { offreid: o.id, newdate: '2032-T1' },
      'supprime-offre': { offreid: o.id, offreref: o.offre_ref },
      'visibilite-offre': { offreid: o.id, action: 'masquer' },
    }[action]!;
  };

  type Variant = 'missing' | 'wrong' | "another session's" | 'empty' | 'no session cookie' | 'wrong _token field';
  const VARIANTS: Variant[] = ['missing', 'wrong', "another session's", 'empty', 'no session cookie', 'wrong _token field'];

  let before: Record<string, string>;
  beforeAll(() => { before = digest(h.db()); });

  it.each(POSTS.flatMap((p) => VARIANTS.map((v) => [p, v] as const)))('%s with a %s token → 419', async (path, variant) => {
    const owner = clients.owner;
    const body = bodyFor(path);
    let res: Response;
    if (variant === 'no session cookie') {
      res = await rawClient(h.url, 'anonymous', '', owner.csrf).api('POST', path, body);
    } else if (variant === 'wrong _token field') {
      res = await fetch(new URL(path.slice(1), h.url), {
        method: 'POST', redirect: 'manual',
        headers: { cookie: owner.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])), _token: 'x'.repeat(40) }).toString(),
      });
    } else {
      const token = { missing: undefined, wrong: `${owner.csrf.slice(0, -1)}${owner.csrf.endsWith('A') ? 'B' : 'A'}`,
        "another session's": clients.other.csrf, empty: '' }[variant];
      const headers: Record<string, string> = { cookie: owner.cookie, 'content-type': 'application/json', accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };
      if (token !== undefined) headers['x-csrf-token'] = token;
      res = await fetch(new URL(path.slice(1), h.url), { method: 'POST', redirect: 'manual', headers, body: JSON.stringify(body) });
    }
    expect(res.status).toBe(419);
    expect(await res.json()).toMatchObject({ statut: 'ko', message: 'CSRF token mismatch.' });
  });

  it('left every data table byte-for-byte unchanged, and the owner is still signed in (logout was refused)', async () => {
    expect(digest(h.db())).toEqual(before);
    expect((await clients.owner.api('GET', `/contacts/list/${OWNER_ID}`)).status).toBe(200);
  });

  it('the valid token of the same session is accepted (the 419s are about the token, nothing else)', async () => {
    const res = await clients.owner.api('POST', '/ajax/bardages/liste-offres', { userid: OWNER_ID });
    expect(res.status).toBe(200);
  });

  it('counts 24 POST routes × 6 token variants', () => {
    expect(POSTS.length * VARIANTS.length).toBe(144);
  });
});
