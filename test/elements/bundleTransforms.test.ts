// The build-time transforms that shrink the shipped bundle: the class text reaching tw() and
// its short names (build/twind-classes.mjs), and the hand-written sheets' minification (build/css-literals.mjs).
// @ts-expect-error: plain ES module of the build, no types
import { classNameCandidates, renamePieces, renameSelectors, shortNames, simplifyRule, twClassPieces } from '../../build/twind-classes.mjs';
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

describe('simplifyRule: twind rules that read undefined --tw-* variables are written out (no preflight in a shadow root)', () => {
  it.each([
    ['a text colour', '.a{--tw-text-opacity:1;color:rgba(120,53,15,var(--tw-text-opacity))}', '.a{color:#78350f}'],
    ['a background colour', '.b{--tw-bg-opacity:1;background-color:rgba(255,251,235,var(--tw-bg-opacity))}', '.b{background-color:#fffbeb}'],
    ['a border colour', '.c{--tw-border-opacity:1;border-color:rgba(252,211,77,var(--tw-border-opacity))}', '.c{border-color:#fcd34d}'],
    ['a shadow', '.d{--tw-shadow:0 10px 15px -3px rgba(0,0,0,0.1), 0 4px 6px -4px rgba(0,0,0,0.1);--tw-shadow-colored:0 10px 15px -3px var(--tw-shadow-color), 0 4px 6px -4px var(--tw-shadow-color);box-shadow:var(--tw-ring-offset-shadow),var(--tw-ring-shadow),var(--tw-shadow)}',
      '.d{box-shadow:0 10px 15px -3px rgba(0,0,0,.1),0 4px 6px -4px rgba(0,0,0,.1)}'],
    ['tabular figures', '.e{--tw-numeric-spacing:tabular-nums;font-variant-numeric:var(--tw-ordinal) var(--tw-slashed-zero) var(--tw-numeric-figure) var(--tw-numeric-spacing) var(--tw-numeric-fraction)}',
      '.e{font-variant-numeric:tabular-nums}'],
    ['a rule without variables is unchanged', '.f:hover{background-color:var(--terreal-stripe)}', '.f:hover{background-color:var(--terreal-stripe)}'],
  ])('%s', (_, rule, expected) => {
    expect(simplifyRule(rule)).toBe(expected);
  });
});

describe('classNameCandidates: the classes a file sets outside tw() are read from className and classList.add only', () => {
  it.each([
    ['a className string', '<p className="sr-only">x</p>', ['sr-only']],
    ['a className template and conditional', '<div className={`terreal-row ${on ? \'terreal-on\' : \'\'}`} />', ['terreal-row', 'terreal-on']],
    ['classList.add', "el.classList.add('terreal-popover');", ['terreal-popover']],
    ['other strings are not classes (a role, a kind)', "const role = 'grid'; const kind = { kind: 'table' }; <table role=\"grid\" />", []],
  ])('%s', (_, source, expected) => {
    expect(classNameCandidates(source)).toEqual(expected);
  });
});
