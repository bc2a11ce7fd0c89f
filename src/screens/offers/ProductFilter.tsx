// `Filtrer par produit` (bardages): a button showing how many products are chosen, opening a checkbox per
// product (`PS – Piterak Slim` … `ZX – Zonda XL`).
import { PRODUCTS } from '../../core/offerRules';
import { fr } from '../../i18n/fr';
import { CheckLine, PopoverPanel } from '../../ui/PopoverPanel';

export function ProductFilter(props: { chosen: readonly string[]; onChange(codes: string[]): void }) {
  const { chosen } = props;
  return (
    <PopoverPanel label={fr.offers.productFilter} chosen={chosen.length}>
      {PRODUCTS.map(({ code, name }) => (
        <CheckLine
          key={code}
          label={fr.offers.productOption(code, name)}
          checked={chosen.includes(code)}
          onChange={(on) => props.onChange(PRODUCTS.map((p) => p.code).filter((c) => (c === code ? on : chosen.includes(c))))}
        />
      ))}
    </PopoverPanel>
  );
}
