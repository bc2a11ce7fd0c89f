// The build-time transforms that shrink the shipped bundle (issue 24): the class text reaching tw() and
// its short names (build/twind-classes.mjs), and the hand-written sheets' minification (build/css-literals.mjs).
// @ts-expect-error: plain ES module of the build, no types
import { renamePieces, renameSelectors, shortNames, twClassPieces } from '../../build/twind-classes.mjs';
// @ts-expect-error: plain ES module of the build, no types
import { minifyCss } from '../../build/css-literals.mjs';

const NAMES = new Map([['flex', 'b'], ['px-2', 'c'], ['text-right', 'd'], ['hover:bg-[color:var(--x)]', 'e'], ['gap-1', 'f']]);

function renamed(source: string): { code: string; refused: string[] } {
  const { pieces, refused } = twClassPieces(source, 'x.tsx');
  return { code: renamePieces(source, pieces, NAMES), refused };
}

describe('twClassPieces + renamePieces: only the class text reaching tw() is renamed', () => {
  it.each([
    ['a literal', "tw('flex px-2')", "tw('b c')"],
    ['a template, its chunks and a conditional inside', "tw(`flex ${on ? 'text-right' : ''} px-2`)", "tw(`b ${on ? 'd' : ''} c`)"],
    ['a conditional argument', 'tw(a ? "flex px-2" : "px-2")', 'tw(a ? "b c" : "c")'],
    ['an arbitrary value with a variant', "tw('hover:bg-[color:var(--x)] flex')", "tw('e b')"],
    ['a token twind has no rule for (not in the map) is kept', "tw('terreal-x flex')", "tw('terreal-x b')"],
    ['a const read only inside tw()', "const base = 'flex gap-1';\nconst on = () => tw(`${base} px-2`);", "const base = 'b f';\nconst on = () => tw(`${base} c`);"],
    ['an object const read as obj[key] only inside tw()', "const align = { r: 'text-right', l: 'px-2' } as const;\ntw(align[k]);", "const align = { r: 'd', l: 'c' } as const;\ntw(align[k]);"],
    ['strings outside tw() are untouched', "const label = 'flex';\nel.className = 'flex px-2';\ntw('flex');", "const label = 'flex';\nel.className = 'flex px-2';\ntw('b');"],
  ])('%s', (_, source, expected) => {
    expect(renamed(source)).toEqual({ code: expected, refused: [] });
  });

  it.each([
    ['a parameter', 'function f(c: string) { return tw(c); }', 'not made of literal class text'],
    ['a token glued to a substitution', 'tw(`text-${size}`)', 'glued'],
    ['a const also read outside tw()', "const base = 'flex';\ntw(base);\nconsole.log(base);", 'inside and outside tw()'],
    ['an exported const', "export const base = 'flex';\ntw(base);", 'not made of literal class text'],
    ['a call', "tw(classes('flex'))", 'not made of literal class text'],
  ])('refuses %s (the build fails and names the place)', (_, source, message) => {
    const { refused } = twClassPieces(source, 'x.tsx');
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect(r).toMatch(/^x\.tsx:\d+:\d+: /);
    expect(refused.join('\n')).toContain(message);
  });
});

describe('renameSelectors', () => {
  const names = new Map([['flex', 'b'], ['hover:bg-[color:var(--x)]', 'e'], ['sm:flex', 'g']]);
  it.each([
    ['.flex{display:flex}', '.b{display:flex}'],
    ['.hover\\:bg-\\[color\\:var\\(--x\\)\\]:hover{background-color:var(--x)}', '.e:hover{background-color:var(--x)}'],
    ['@media (min-width:640px){.sm\\:flex{display:flex}}', '@media (min-width:640px){.g{display:flex}}'],
    ['.flex>.other{opacity:0.5}', '.b>.other{opacity:0.5}'],
  ])('%s', (rule, expected) => {
    expect(renameSelectors(rule, (c: string) => names.get(c))).toBe(expected);
  });
});

it('shortNames: lowercase, shortest first, never a taken name', () => {
  const gen = shortNames(new Set(['a', 'c']));
  const first = Array.from({ length: 26 }, () => gen.next().value);
  expect(first.slice(0, 3)).toEqual(['b', 'd', 'e']);
  expect(first.slice(22)).toEqual(['y', 'z', 'aa', 'ab']);
  expect(first.every((n) => /^[a-z][a-z0-9]*$/.test(n))).toBe(true);
});

describe('minifyCss', () => {
  it.each([
    ['/* note */\n.a {\n  color: red;\n  margin: 0 auto;\n}\n', '.a{color:red;margin:0 auto}'],
    ['.a > tr + tr > td { top: calc(100vh - 96px); }', '.a>tr + tr>td{top:calc(100vh - 96px)}'],
    ['.a:focus, .b::after { content: "\\\\2195" / ""; }', '.a:focus,.b::after{content:"\\\\2195" / ""}'],
    ['@media (max-width: 640px) {\n  .a { display: none; }\n}', '@media (max-width:640px){.a{display:none}}'],
  ])('%j', (css, expected) => {
    expect(minifyCss(css)).toBe(expected);
  });
});
