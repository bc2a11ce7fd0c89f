// The screens render through the styling the bundle ships: src/styles/twind is, here as in the bundle, the
// precompiled module (the generated CSS and an identity `tw`, jest.config.mjs), not twind's runtime. So the
// class names a screen test sees are the ones the bundle renders, and a screen cannot lean on the runtime.
import { BASE_CSS } from '../../src/styles/base';
import { LAYOUT_CSS } from '../../src/styles/layout';
import { NOTICES_CSS } from '../../src/styles/notices';
import * as styles from '../../src/styles/twind';
import { installOffersPage, setupOffersLoaded, table } from '../support/offersScreen';
import { offer } from '../support/offerFixtures';

installOffersPage();
jest.setTimeout(20000);

it('src/styles/twind is the shipped module: every rule in its sheet from the start, no configuration, tw as written', () => {
  // twind's runtime exports its configuration and writes a rule into its sheet at the first tw() of its class.
  expect(Object.keys(styles).sort()).toEqual(['remToPx', 'tw', 'twindSheet']);
  const rules = Array.from(styles.twindSheet()!.cssRules, (r) => r.cssText);
  expect(rules.some((r) => r.startsWith('.flex'))).toBe(true);
  expect(styles.tw('flex min-w-0 gap-1')).toBe('flex min-w-0 gap-1');
});

it('a screen renders its class text as written in the sources, each class with its rule in the shipped sheet or its own', async () => {
  await setupOffersLoaded({ offers: [offer(1, { offre_ref: 'OFF-1' })] });
  const shipped = Array.from(styles.twindSheet()!.cssRules, (r) => r.cssText).join('\n');
  const classes = new Set(Array.from(document.body.querySelectorAll('[class]')).flatMap((el) => Array.from(el.classList)));
  expect(table()).toBeInTheDocument();
  // The utility classes: the others (terreal-*, sr-only) are styled by the hand-written sheets of src/styles.
  const handWritten = BASE_CSS + LAYOUT_CSS + NOTICES_CSS;
  const utilities = [...classes].filter((c) => !handWritten.includes(`.${c}`));
  expect(utilities.length).toBeGreaterThan(10);
  expect(utilities.filter((c) => !shipped.includes(`.${CSS.escape(c)}`))).toEqual([]);
});
