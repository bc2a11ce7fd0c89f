// The shipped bundle carries the CSS twind generates at build time for the class strings of the sources
// (build/twind-css.ts, the very text build/twind-precompiled.mjs ships) instead of twind's runtime. This
// renders the real elements (runtime twind, under happy-dom) and checks that every class they put in their
// shadow DOM has its rule in that CSS, so no style can silently go missing from the bundle (an apostrophe
// in a comment once hid 26 of them).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { waitFor } from '@testing-library/dom';
import { escape } from '@twind/core';
import '../../src/index';
import { BASE_CSS } from '../../src/styles/base';
import { LAYOUT_CSS } from '../../src/styles/layout';
import { NOTICES_CSS } from '../../src/styles/notices';
import { createFakeServer, reply } from '../support/fakeServer';
import { contact } from '../support/contactFixtures';
import { offer } from '../support/offerFixtures';

jest.setTimeout(30000);

const ROOT = join(__dirname, '../..');
let generatedCss = '';
let realFetch: typeof fetch;

beforeAll(() => {
  generatedCss = execFileSync(process.execPath, ['--import', 'tsx', 'build/twind-css.ts'], { cwd: ROOT, encoding: 'utf8' });
});

beforeEach(() => {
  const server = createFakeServer();
  server.on('GET', '/contacts/list/2', reply.json([contact(1, { societe: 'Tuiles Martin' })]));
  server.on('POST', '/ajax/bardages/liste-offres', reply.json([
    offer(1, { statut: 'brouillon', offre_ref: 'BAR-1' }),
    offer(2, { statut: 'validée', offre_ref: 'BAR-2', projet_livraison: '' }),
  ]));
  realFetch = globalThis.fetch;
  globalThis.fetch = server.fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  document.body.replaceChildren();
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

function classesIn(root: ShadowRoot): Set<string> {
  const classes = new Set<string>();
  for (const el of Array.from(root.querySelectorAll('[class]'))) {
    for (const c of Array.from(el.classList)) classes.add(c);
  }
  return classes;
}

it.each([
  ['terreal-contacts', 'Tuiles Martin'],
  ['terreal-offres-bardages', 'BAR-2'],
])('every class rendered by <%s> has its rule in the CSS generated for the bundle', async (tag, shown) => {
  const el = document.createElement(tag);
  el.setAttribute('userid', '2');
  el.setAttribute('csrf-token', 'jeton'); // without any token no POST is sent (issue 22)
  el.setAttribute('prescripteurs', '[{"id":3,"name":"Lefèvre","firstname":"Camille"}]');
  document.body.append(el);
  await waitFor(() => expect(el.shadowRoot?.textContent).toContain(shown));
  const classes = [...classesIn(el.shadowRoot!)].filter((c) => !(BASE_CSS + LAYOUT_CSS + NOTICES_CSS).includes(`.${c}`));
  expect(classes.length).toBeGreaterThan(20);
  const missing = classes.filter((c) => !generatedCss.includes(`.${escape(c)}`));
  expect(missing).toEqual([]);
});
