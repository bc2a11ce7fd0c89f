// The shipped bundle carries the CSS twind generates at build time for the class strings of the sources,
// with an identity `tw`, instead of twind's runtime: build/twind-precompiled.mjs replaces src/styles/twind.ts
// by a module holding that CSS. The elements project runs on that very module (jest.config.mjs maps
// src/styles/twind to the one test/support/shippedTwind.mjs writes from the build's own function), so the
// elements render the class names the bundle renders, and every class they put in their shadow DOM must have
// its rule in the CSS the bundle ships: no style can silently go missing from the bundle (an apostrophe in a
// comment once hid 26 of them; a twind-only syntax such as `hover:(a b)` would show here).
import { waitFor } from '@testing-library/dom';
import { escape } from '@twind/core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import '../../src/index';
import { BASE_CSS } from '../../src/styles/base';
import { LAYOUT_CSS } from '../../src/styles/layout';
import { NOTICES_CSS } from '../../src/styles/notices';
import * as styles from '../../src/styles/twind';
import { SHIPPED_TWIND_CSS } from '../support/shippedTwind.mjs';
import { createFakeServer, reply } from '../support/fakeServer';
import { contact } from '../support/contactFixtures';
import { offer } from '../support/offerFixtures';

jest.setTimeout(30000);

const shippedCss = readFileSync(join(__dirname, '../..', SHIPPED_TWIND_CSS), 'utf8');

it('the elements run on the shipped module: its sheet holds every rule from the start, tw gives the class text as written', () => {
  // twind's runtime writes a rule into its sheet at the first tw() of its class, and exports its configuration.
  expect(Object.keys(styles).sort()).toEqual(['remToPx', 'tw', 'twindSheet']);
  expect(shippedCss).toContain('.flex{');
  const rules = Array.from(styles.twindSheet()!.cssRules, (r) => r.cssText);
  expect(rules.some((r) => r.startsWith('.flex'))).toBe(true);
  expect(styles.tw('flex min-w-0 gap-1')).toBe('flex min-w-0 gap-1');
});

let realFetch: typeof fetch;

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
])('every class rendered by <%s> has its rule in the CSS the bundle ships', async (tag, shown) => {
  const el = document.createElement(tag);
  el.setAttribute('userid', '2');
  el.setAttribute('csrf-token', 'jeton'); // without any token no POST is sent
  el.setAttribute('prescripteurs', '[{"id":3,"name":"Lefèvre","firstname":"Camille"}]');
  document.body.append(el);
  await waitFor(() => expect(el.shadowRoot?.textContent).toContain(shown));
  const classes = [...classesIn(el.shadowRoot!)].filter((c) => !(BASE_CSS + LAYOUT_CSS + NOTICES_CSS).includes(`.${c}`));
  expect(classes.length).toBeGreaterThan(20);
  const missing = classes.filter((c) => !shippedCss.includes(`.${escape(c)}`));
  expect(missing).toEqual([]);
});
