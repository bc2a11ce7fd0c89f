// Odd input, one rule on both hosts (docs/server-extensions.md "Odd input"): the same table of raw request
// bodies is sent to the reference server and to the Laravel host, each on a fresh database, signed in as the
// same prescriber, and each case must get the same status and JSON answer from both.
import { laravelApiAs, startBoth, startLaravel } from './support/laravel';
import { apiAs, startTestServer, type ApiClient, type TestServer } from './support/server';

/** Bodies up to this many bytes are read; one byte more is refused with 413. */
const MAX_BODY = 1_048_576;
const TOO_LARGE = { statut: 'ko', msg: 'Requête trop volumineuse.' };
const INVALID = { statut: 'ko', msg: 'Requête invalide.' };
const BAD_ID = { statut: 'ko', msg: "Identifiant d'offre invalide." };
const SAVED = { statut: 'ok', msg: 'Nom de chantier enregistré.' };
const MISSING = { statut: 'ko', msg: "Cette offre n'existe pas ou a été supprimée." };

interface Host { name: string; server: TestServer; as: ApiClient; offerId: number }
interface Case {
  name: string;
  /** The raw body of `POST /ajax/bardages/nom-chantier`, for the signed-in prescriber's editable offer. */
  body(offerId: number): Buffer;
  status: number;
  answer: unknown;
  /** The site name the offer then has, when the call is accepted. */
  stored?: string;
}

const utf8 = (s: string): Buffer => Buffer.from(s, 'utf8');
/** `{"offreid":…,"nomchantier":…,"pad":"xxx…"}` of exactly `bytes` bytes. */
function padded(offerId: number, bytes: number): Buffer {
  const head = `{"offreid":${offerId},"nomchantier":"Chantier rempli","pad":"`;
  return utf8(`${head}${'x'.repeat(bytes - head.length - 2)}"}`);
}
/** A body whose site name is given as raw JSON text (escapes as written). */
const named = (offerId: number, jsonName: string): Buffer => utf8(`{"offreid":${offerId},"nomchantier":${jsonName}}`);
const withId = (jsonId: string): Buffer => utf8(`{"offreid":${jsonId},"nomchantier":"Chantier"}`);

const CASES: Case[] = [
  { name: 'a body of exactly 1 MB is read', body: (id) => padded(id, MAX_BODY), status: 200, answer: SAVED, stored: 'Chantier rempli' },
  { name: 'a body one byte above 1 MB is refused with 413', body: (id) => padded(id, MAX_BODY + 1), status: 413, answer: TOO_LARGE },
  { name: 'a lone high surrogate escape is refused', body: (id) => named(id, '"Chantier \\ud800"'), status: 400, answer: INVALID },
  { name: 'a lone low surrogate escape is refused', body: (id) => named(id, '"\\udc00 Chantier"'), status: 400, answer: INVALID },
  { name: 'a lone surrogate in a key is refused', body: (id) => utf8(`{"offreid":${id},"nomchantier":"Chantier","\\ud800":1}`), status: 400, answer: INVALID },
  {
    name: 'a surrogate encoded as raw UTF-8 bytes is refused',
    body: (id) => Buffer.concat([utf8(`{"offreid":${id},"nomchantier":"Chantier `), Buffer.from([0xed, 0xa0, 0x80]), utf8('"}')]),
    status: 400,
    answer: INVALID,
  },
  {
    name: 'bytes that are not UTF-8 are refused',
    body: (id) => Buffer.concat([utf8(`{"offreid":${id},"nomchantier":"Chantier `), Buffer.from([0xe9, 0xff]), utf8('"}')]),
    status: 400,
    answer: INVALID,
  },
  { name: 'a surrogate pair escape is a character', body: (id) => named(id, '"Chantier \\ud83c\\udfe0"'), status: 200, answer: SAVED, stored: 'Chantier 🏠' },
  { name: 'an escaped backslash before "ud800" is plain text', body: (id) => named(id, '"Chantier \\\\ud800"'), status: 200, answer: SAVED, stored: 'Chantier \\ud800' },
  {
    name: 'a UTF-8 byte order mark before the JSON is accepted',
    body: (id) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), named(id, '"Chantier après BOM"')]),
    status: 200,
    answer: SAVED,
    stored: 'Chantier après BOM',
  },
  { name: 'an id of 2^53 + 1 as a number is invalid', body: () => withId('9007199254740993'), status: 422, answer: BAD_ID },
  { name: 'an id of 2^53 + 1 as a string is invalid', body: () => withId('"9007199254740993"'), status: 422, answer: BAD_ID },
  { name: 'an id of 2^53 as a number is invalid', body: () => withId('9007199254740992'), status: 422, answer: BAD_ID },
  { name: 'an id far beyond 2^64 is invalid', body: () => withId('123456789012345678901234567890'), status: 422, answer: BAD_ID },
  { name: 'the largest exact id (2^53 - 1) as a number is read', body: () => withId('9007199254740991'), status: 200, answer: MISSING },
  { name: 'the largest exact id (2^53 - 1) as a string is read', body: () => withId('"9007199254740991"'), status: 200, answer: MISSING },
];

const hosts: Host[] = [];

async function host(name: string, server: TestServer, signIn: (url: string, id: number) => Promise<ApiClient>): Promise<Host> {
  const as = await signIn(server.url, 2);
  const offers = await (await as.post('/ajax/bardages/liste-offres', { userid: 2 })).json() as { id: number; statut: string }[];
  const editable = offers.find((o) => ['brouillon', 'soumise'].includes(String(o.statut).toLowerCase()));
  if (!editable) throw new Error(`${name}: no editable offer of user 2`);
  return { name, server, as, offerId: editable.id };
}

beforeAll(async () => {
  const [r, l] = await startBoth(startTestServer(), startLaravel());
  hosts.push(await host('reference server', r, apiAs), await host('Laravel host', l, laravelApiAs));
}, 60_000);
afterAll(async () => {
  for (const h of hosts) await h.server.stop();
});

/** The raw body sent as the widgets send a call (JSON, XHR, the session's CSRF token). */
async function send(h: Host, body: Buffer): Promise<{ status: number; answer: unknown }> {
  const res = await fetch(new URL('/ajax/bardages/nom-chantier', h.server.url), {
    method: 'POST',
    headers: {
      cookie: h.as.cookie, accept: 'application/json', 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', 'x-csrf-token': h.as.csrf,
    },
    body: new Uint8Array(body),
  });
  const text = await res.text();
  try {
    return { status: res.status, answer: JSON.parse(text) };
  } catch {
    return { status: res.status, answer: `not JSON: ${text.slice(0, 200)}` };
  }
}

async function siteName(h: Host): Promise<string | null> {
  const offers = await (await h.as.post('/ajax/bardages/liste-offres', { userid: 2 })).json() as { id: number; projet_nom: string | null }[];
  return offers.find((o) => o.id === h.offerId)?.projet_nom ?? null;
}

describe.each(['reference server', 'Laravel host'])('%s', (name) => {
  const h = (): Host => hosts.find((x) => x.name === name)!;

  it.each(CASES)('$name', async ({ body, status, answer, stored }) => {
    expect(await send(h(), body(h().offerId))).toEqual({ status, answer });
    if (stored !== undefined) expect(await siteName(h())).toBe(stored);
  });
});
