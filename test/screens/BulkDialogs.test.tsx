// The bulk dialogs (issue 25) on their own, apart from any list screen: `Changer le statut…` posts one offer
// at a time with a progress count, lists a failure (reference and server message) and goes on, and one
// `Annuler` puts every changed offer back; `Masquer…` names the offers it hides (five, then how many more),
// hides only offers that can be hidden and names the others.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ApiError } from '../../src/core/api';
import type { BulkCall, BulkStatusResult, PostStatus } from '../../src/core/bulk';
import type { ActionAnswer, Offer } from '../../src/core/types';
import { BulkHideDialog } from '../../src/dialogs/BulkHideDialog';
import { BulkStatusDialog } from '../../src/dialogs/BulkStatusDialog';
import { FAMILY_CONFIGS } from '../../src/families';
import { offer } from '../support/offerFixtures';

const ok: ActionAnswer = { statut: 'ok', msg: '', title: '' };
const ko = (msg: string): ActionAnswer => ({ statut: 'ko', msg, title: '' });

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => { resolve = r; });
  return { promise, resolve };
}

interface StatusHarnessProps {
  offers: Offer[];
  post: PostStatus;
  onSaved(o: Offer, s: string): void;
  onFinished?(result: BulkStatusResult): void;
  family?: 'bardages' | 'parement';
}

function StatusHarness(props: StatusHarnessProps) {
  const [open, setOpen] = useState(true);
  return open
    ? <BulkStatusDialog offers={props.offers} statusOptions={FAMILY_CONFIGS[props.family ?? 'bardages'].statusOptions}
      post={props.post} onSaved={props.onSaved} onFinished={props.onFinished} onClose={() => setOpen(false)} />
    : <p>fermé</p>;
}

const dialog = () => screen.getByRole('dialog', { name: 'Changer le statut des offres sélectionnées' });

describe('BulkStatusDialog', () => {
  it('twenty offers marked Perdu in one go: one failure listed, the rest posted, then all undone with one Annuler', async () => {
    const user = userEvent.setup();
    const offers = Array.from({ length: 20 }, (_, i) => offer(i + 1, { offre_statut: i % 2 ? '10' : '20' }));
    const calls: [number, string][] = [];
    const post: PostStatus = async (o, statut) => {
      calls.push([o.id, statut]);
      return o.id === 7 && statut === '30' ? ko('Offre verrouillée par le siège') : ok;
    };
    const saved: [number, string][] = [];
    render(<StatusHarness offers={offers} post={post} onSaved={(o, s) => saved.push([o.id, s])} />);

    expect(within(dialog()).getByText('20 offres sélectionnées')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Nouveau statut' }), 'Perdu');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));

    expect(await within(dialog()).findByText('19 offres passées au statut Perdu.')).toBeInTheDocument();
    expect(calls).toEqual(offers.map((o) => [o.id, '30']));
    expect(saved).toEqual(offers.filter((o) => o.id !== 7).map((o) => [o.id, '30']));
    expect(within(dialog()).getByText('1 offre non modifiée :')).toBeInTheDocument();
    expect(within(dialog()).getByRole('listitem')).toHaveTextContent('OFF-7 : Offre verrouillée par le siège');
    expect(within(dialog()).getByRole('status')).toHaveTextContent('20 sur 20 envoyées');
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();

    calls.length = 0;
    saved.length = 0;
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(await within(dialog()).findByText('Statut rétabli pour 19 offres.')).toBeInTheDocument();
    const back = offers.filter((o) => o.id !== 7).map((o) => [o.id, o.offre_statut]);
    expect(calls).toEqual(back);
    expect(saved).toEqual(back);
    expect(screen.queryByRole('button', { name: 'Annuler' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.getByText('fermé')).toBeInTheDocument();
  });

  it('an HTTP error is listed with the server message; every offer is posted, the server saying which were already at the status', async () => {
    const user = userEvent.setup();
    const calls: number[] = [];
    const post: PostStatus = async (o) => {
      calls.push(o.id);
      if (o.id === 2) throw new ApiError('http', 'x', 500, 'Base indisponible');
      return ok;
    };
    render(<StatusHarness offers={[offer(1), offer(2), offer(3, { offre_statut: '30' })]} post={post} onSaved={() => {}} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Nouveau statut' }), 'Perdu');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await within(dialog()).findByText('OFF-2 : Base indisponible')).toBeInTheDocument();
    expect(within(dialog()).getByText('1 offre passée au statut Perdu.')).toBeInTheDocument();
    expect(within(dialog()).getByText('1 offre déjà à ce statut.')).toBeInTheDocument();
    expect(calls).toEqual([1, 2, 3]);
  });

  it('Appliquer without a status asks for one and sends nothing', async () => {
    const user = userEvent.setup();
    const post = jest.fn<ReturnType<PostStatus>, Parameters<PostStatus>>(async () => ok);
    render(<StatusHarness offers={[offer(1)]} post={post} onSaved={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Nouveau statut' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choisissez le nouveau statut.');
    expect(post).not.toHaveBeenCalled();
  });

  it.each<['bardages' | 'parement', string[]]>([
    ['bardages', ['Choisir un statut', 'En cours', 'Gagné', 'Perdu', 'Non retenue']],
    ['parement', ['Choisir un statut', 'En cours', 'Gagné', 'Perdu', 'Non retenue', 'NR VDS']],
  ])('%s: the family\'s statuses', (family, labels) => {
    render(<StatusHarness family={family} offers={[offer(1)]} post={async () => ok} onSaved={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Nouveau statut' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(labels);
  });

  it('shows the progress one call at a time; Arrêter stops after the call in flight', async () => {
    const user = userEvent.setup();
    const answers = [deferred<ActionAnswer>(), deferred<ActionAnswer>(), deferred<ActionAnswer>()];
    const calls: number[] = [];
    const post: PostStatus = (o) => {
      calls.push(o.id);
      return answers[o.id - 1].promise;
    };
    render(<StatusHarness offers={[offer(1), offer(2), offer(3)]} post={post} onSaved={() => {}} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Nouveau statut' }), 'Gagné');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(within(dialog()).getByRole('status')).toHaveTextContent('0 sur 3 envoyées'));
    expect(calls).toEqual([1]);
    answers[0].resolve(ok);
    await waitFor(() => expect(within(dialog()).getByRole('status')).toHaveTextContent('1 sur 3 envoyées'));
    expect(calls).toEqual([1, 2]);
    const stop = screen.getByRole('button', { name: 'Arrêter' });
    expect(stop).toHaveFocus();
    await user.click(stop);
    answers[1].resolve(ok);
    expect(await within(dialog()).findByText('1 offre non envoyée (interrompu).')).toBeInTheDocument();
    expect(within(dialog()).getByText('2 offres passées au statut Gagné.')).toBeInTheDocument();
    expect(calls).toEqual([1, 2]);
    // What was changed can still be put back.
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });

  it('closing (Escape: the dialog\'s cancel) while the calls run stops them after the call in flight', async () => {
    const user = userEvent.setup();
    const first = deferred<ActionAnswer>();
    const calls: number[] = [];
    const saved: number[] = [];
    const finished = deferred<BulkStatusResult>();
    const post: PostStatus = (o) => {
      calls.push(o.id);
      return o.id === 1 ? first.promise : Promise.resolve(ok);
    };
    render(<StatusHarness offers={[offer(1), offer(2)]} post={post} onSaved={(o) => saved.push(o.id)} onFinished={finished.resolve} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Nouveau statut' }), 'Perdu');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(calls).toEqual([1]));
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(await screen.findByText('fermé')).toBeInTheDocument();
    first.resolve(ok);
    const result = await finished.promise;
    expect(saved).toEqual([1]);
    expect(calls).toEqual([1]);
    expect(result.notSent.map((o) => o.id)).toEqual([2]);
  });
});

function HideHarness(props: { offers: Offer[]; hide: BulkCall; onHidden(o: Offer): void }) {
  const [open, setOpen] = useState(true);
  return open ? <BulkHideDialog {...props} onClose={() => setOpen(false)} /> : <p>fermé</p>;
}
const hideDialog = () => screen.getByRole('dialog', { name: 'Masquer les offres sélectionnées' });

describe('BulkHideDialog', () => {
  it('says how many will be hidden, names those skipped, hides the others one at a time and lists a failure', async () => {
    const user = userEvent.setup();
    const offers = [offer(1), offer(2, { statut: 'brouillon' }), offer(3), offer(4, { statut: 'Soumise', offre_nom: 'Lycée Jean Jaurès' }), offer(5)];
    const calls: number[] = [];
    const hide: BulkCall = async (o) => {
      calls.push(o.id);
      return o.id === 3 ? ko('Offre déjà archivée') : ok;
    };
    const hidden: number[] = [];
    render(<HideHarness offers={offers} hide={hide} onHidden={(o) => hidden.push(o.id)} />);

    expect(within(hideDialog()).getByText('3 offres seront masquées.')).toBeInTheDocument();
    // Named as their rows show them (reference — name).
    expect(within(hideDialog()).getByText('OFF-1 — Offre 001, OFF-3 — Offre 003 et OFF-5 — Offre 005')).toBeInTheDocument();
    expect(within(hideDialog()).getByText('2 offres ne peuvent pas être masquées (offre modifiable) :')).toBeInTheDocument();
    expect(within(hideDialog()).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['OFF-2 — Offre 002', 'OFF-4 — Lycée Jean Jaurès']);
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Masquer' }));
    expect(await within(hideDialog()).findByText('2 offres masquées.')).toBeInTheDocument();
    expect(calls).toEqual([1, 3, 5]);
    expect(hidden).toEqual([1, 5]);
    expect(within(hideDialog()).getByText('OFF-3 : Offre déjà archivée')).toBeInTheDocument();
    expect(within(hideDialog()).getByText('1 offre non masquée :')).toBeInTheDocument();
    expect(within(hideDialog()).getByRole('status')).toHaveTextContent('3 sur 3 envoyées');
  });

  it('when none can be hidden: said so, no Masquer button', () => {
    render(<HideHarness offers={[offer(1, { statut: 'brouillon' })]} hide={async () => ok} onHidden={() => {}} />);
    expect(within(hideDialog()).getByText('Aucune des offres sélectionnées ne peut être masquée.')).toBeInTheDocument();
    // The only name is the skipped offer's, in its list.
    expect(within(hideDialog()).getAllByText(/OFF-1/).map((el) => el.tagName)).toEqual(['LI']);
    expect(within(hideDialog()).getByText('1 offre ne peut pas être masquée (offre modifiable) :')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Masquer' })).not.toBeInTheDocument();
  });

  it('one offer: singular texts, the offer named', () => {
    render(<HideHarness offers={[offer(1)]} hide={async () => ok} onHidden={() => {}} />);
    expect(within(hideDialog()).getByText('1 offre sera masquée.')).toBeInTheDocument();
    expect(within(hideDialog()).getByText('OFF-1 — Offre 001')).toBeInTheDocument();
  });

  it.each<[number, string]>([
    [6, 'OFF-1 — Offre 001, OFF-2 — Offre 002, OFF-3 — Offre 003, OFF-4 — Offre 004, OFF-5 — Offre 005 et 1 autre'],
    [9, 'OFF-1 — Offre 001, OFF-2 — Offre 002, OFF-3 — Offre 003, OFF-4 — Offre 004, OFF-5 — Offre 005 et 4 autres'],
  ])('%i offers: five named, then how many more', (n, names) => {
    const offers = Array.from({ length: n }, (_, i) => offer(i + 1));
    render(<HideHarness offers={offers} hide={async () => ok} onHidden={() => {}} />);
    expect(within(hideDialog()).getByText(names)).toBeInTheDocument();
  });
});
