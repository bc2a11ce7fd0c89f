// fr-FR display formatting. Intl output uses U+202F / U+00A0 spaces: keep them (tests normalise them).

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
// Cents only when the amount is not whole to the cent (999.999 → '1 000 €').
const money = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', trailingZeroDisplay: 'stripIfInteger' } as Intl.NumberFormatOptions);

function isNumber(n: number | null | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

/** 1234.567 → '1 234,57' (at most maxFractionDigits, no trailing zeros). */
export function formatDecimal(n: number | null | undefined, maxFractionDigits = 2): string {
  if (!isNumber(n)) return '';
  return (maxFractionDigits === 2 ? decimal : new Intl.NumberFormat('fr-FR', { maximumFractionDigits: maxFractionDigits })).format(n);
}

/** Euros: '12 345 €' when whole (to the cent), else '12 345,50 €'. */
export function formatMoney(n: number | null | undefined): string {
  return isNumber(n) ? money.format(n) : '';
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '2026-03-05' → '05/03/2026'; text that is not a real ISO date is returned as is; null → ''. */
export function formatDate(iso: string | null | undefined): string {
  if (iso === null || iso === undefined) return '';
  const m = ISO.exec(iso);
  if (!m) return iso;
  // A real day: read back, the date is the one written ('2025-02-29' would read as 1 March).
  const day = new Date(`${iso}T00:00Z`);
  return !isNaN(day.getTime()) && day.toISOString().startsWith(iso) ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}
