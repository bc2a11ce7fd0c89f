// Saved views keep `Grouper par` and the folded groups (issue 25); the screen re-checks the key for its user.
import { parseGrouping } from '../../src/core/grouping';
import { parseSavedViews, putView, type SavedView } from '../../src/core/savedViews';

const readFilters = (raw: unknown) => raw;
const base = { name: 'Par client', filters: {}, sort: { key: 'id', dir: 'desc' as const }, pageSize: 50, hidden: [] };

describe('saved views: grouping', () => {
  it.each<[string, unknown, SavedView<unknown>['grouping']]>([
    ['kept with its folded groups', { key: 'client', folded: ['client:acme'] }, { key: 'client', folded: ['client:acme'] }],
    ['Prescripteur kept as read (the screen re-checks backoffice)', { key: 'prescriber', folded: [] }, { key: 'prescriber', folded: [] }],
    ['an unknown key falls back to Aucun', { key: 'ville', folded: ['x'] }, { key: 'none', folded: [] }],
    ['not an object: Aucun', 'client', { key: 'none', folded: [] }],
    ['absent: no grouping field (views saved before issue 25)', undefined, undefined],
  ])('%s', (_, grouping, expected) => {
    const [view] = parseSavedViews(JSON.stringify([{ ...base, grouping }]), readFilters);
    expect(view.grouping).toEqual(expected);
  });

  it('a round trip through storage keeps it; a non-backoffice screen turns Prescripteur into Aucun', () => {
    const saved = putView([], { ...base, grouping: { key: 'delivery', folded: ['delivery:2027-T1'] } });
    const [back] = parseSavedViews(JSON.stringify(saved), readFilters);
    expect(back.grouping).toEqual({ key: 'delivery', folded: ['delivery:2027-T1'] });
    const [prescriber] = parseSavedViews(JSON.stringify([{ ...base, grouping: { key: 'prescriber', folded: ['prescriber:21'] } }]), readFilters);
    expect(parseGrouping(prescriber.grouping, false)).toEqual({ key: 'none', folded: [] });
    expect(parseGrouping(prescriber.grouping, true)).toEqual({ key: 'prescriber', folded: ['prescriber:21'] });
  });
});
