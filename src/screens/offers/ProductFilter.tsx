// `Filtrer par produit` (bardages): a button showing how many products are chosen, opening a checkbox per
// product (`PS – Piterak Slim` … `ZX – Zonda XL`).
import { PRODUCTS } from '../../core/offerRules';
import { fr } from '../../i18n/fr';
import { tw } from '../../styles/twind';
import { CheckLine, PopoverPanel } from '../../ui/PopoverPanel';

export function ProductFilter(props: { chosen: readonly string[]; onChange(codes: string[]): void }) {
  const count = props.chosen.length;
  const toggle = (code: string, on: boolean) =>
    props.onChange(PRODUCTS.map((p) => p.code).filter((c) => (c === code ? on : props.chosen.includes(c))));
  return (
    <PopoverPanel
      label={fr.offers.productFilter}
      description={fr.common.chosen(count)}
      panelLabel={fr.offers.productFilter}
      content={
        <>
          {fr.offers.productFilter}
          {count > 0 && <span aria-hidden="true" className={tw('rounded-full bg-[color:var(--terreal-accent)] px-2 text-xs text-[color:var(--terreal-accent-contrast)]')}>{count}</span>}
        </>
      }
    >
      {PRODUCTS.map((p) => (
        <CheckLine key={p.code} label={fr.offers.productOption(p.code, p.name)} checked={props.chosen.includes(p.code)} onChange={(on) => toggle(p.code, on)} />
      ))}
    </PopoverPanel>
  );
}
