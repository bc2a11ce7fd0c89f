// terreal-widgets/react as a React 19 host uses it: the built dist/react.mjs (its elements as shipped, on
// their bundled preact) rendered by real react-dom 19. Props reach the element as properties (an array
// for prescripteurs), and `onNavigate` is a listener of `terreal-navigate`.
import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ComponentType } from 'react';
import { reply, type FakeServer, useFakeServerPage as withFakeServerPage } from '../support/fakeServer';
import { LEOPARD, offer, PRESCRIBERS } from '../support/offerFixtures';

jest.setTimeout(20000);

const REACT_ENTRY = join(__dirname, '../../dist/react.mjs');
let server: FakeServer;
withFakeServerPage((s) => { server = s; }); // a jest set-up, not a React hook

type Bindings = Record<'TerrealOffresBardages' | 'TerrealContacts', ComponentType<Record<string, unknown>>>;
async function bindings(): Promise<Bindings> {
  if (!existsSync(REACT_ENTRY)) throw new Error('dist/react.mjs is missing: run `npm run build` (npm test does it first).');
  return (await import(REACT_ENTRY)) as Bindings;
}

it('<TerrealOffresBardages>: camelCase props set as properties, the array included; onNavigate receives terreal-navigate', async () => {
  const { TerrealOffresBardages } = await bindings();
  server.on('POST', '/ajax/bardages/liste-offres', reply.json([offer(3, { offre_ref: 'OFF-3' })]));
  const navigated: string[] = [];
  const { container } = render(
    <TerrealOffresBardages userid={5} isBackoffice prescripteurs={PRESCRIBERS} leopard={LEOPARD} className="list"
      onNavigate={(e: CustomEvent<{ href: string }>) => { e.preventDefault(); navigated.push(e.detail.href); }} />,
  );
  const el = container.querySelector('terreal-offres-bardages') as HTMLElement & { prescripteurs: unknown };
  expect(el.className).toBe('list');
  expect(el.prescripteurs).toBe(PRESCRIBERS);
  expect(el.getAttribute('is-backoffice')).toBe('true');
  const ui = within(el.shadowRoot as unknown as HTMLElement);
  const filter = await ui.findByRole('combobox', { name: 'Filtrer par prescripteur' }, { timeout: 8000 });
  expect(within(filter).getByRole('option', { name: /Durand/ })).toBeInTheDocument();
  await userEvent.click(ui.getByRole('link', { name: "Retour à l'accueil" }));
  await waitFor(() => expect(navigated).toEqual(['/leopard/projets?projet=P-77&etape=2']));
});
