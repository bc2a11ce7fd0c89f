// An overdue quarter is written in --terreal-danger (issue 38): at least 4.5:1 (WCAG AA, normal text) on
// every background a row or card can have (the surface, the stripe of even rows, the highlight of a new clone).
import { BASE_CSS } from '../../src/styles/base';

const variable = (name: string) => {
  const m = new RegExp(`--terreal-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(BASE_CSS);
  if (!m) throw new Error(`no --terreal-${name}`);
  return m[1];
};

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('the overdue colour passes WCAG AA on the row backgrounds', () => {
  it.each(['surface', 'stripe', 'highlight'])('on --terreal-%s', (background) => {
    expect(contrast(variable('danger'), variable(background))).toBeGreaterThanOrEqual(4.5);
  });

  it('the ratio is computed as WCAG does (black on white: 21)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
