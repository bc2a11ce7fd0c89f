// The build-time transforms of the shipped bundle: the class text reaching tw(), whose CSS the build generates
// (build/twind-classes.mjs), and the hand-written sheets' minification (build/css-literals.mjs).
// @ts-expect-error: plain ES module of the build, no types
import { classNameCandidates, simplifyRule, twClassPieces } from '../../build/twind-classes.mjs';
// @ts-expect-error: plain ES module of the build, no types
import { minifyCss } from '../../build/css-literals.mjs';

/** The tokens twClassPieces reads from a source, and what it refuses. */
function read(source: string): { tokens: string[]; refused: string[] } {
  const { tokens, refused } = twClassPieces(source, 'x.tsx');
  return { tokens: [...(tokens as Map<string, number>).keys()].sort(), refused };
}

describe('twClassPieces: the class text reaching tw(), whose CSS the build generates', () => {
  it.each([
    ['a literal', "tw('flex px-2')", ['flex', 'px-2']],
    ['a template, its chunks and a conditional inside', "tw(`flex ${on ? 'text-right' : ''} px-2`)", ['flex', 'px-2', 'text-right']],
    ['a conditional argument', 'tw(a ? "flex px-2" : "gap-1")', ['flex', 'gap-1', 'px-2']],
    ['an arbitrary value with a variant', "tw('hover:bg-[color:var(--x)] flex')", ['flex', 'hover:bg-[color:var(--x)]']],
    ['a const read only inside tw()', "const base = 'flex gap-1';\nconst on = () => tw(`${base} px-2`);", ['flex', 'gap-1', 'px-2']],
    ['an object const read as obj[key] only inside tw()', "const align = { r: 'text-right', l: 'px-2' } as const;\ntw(align[k]);", ['px-2', 'text-right']],
    ['strings outside tw() are not read', "const label = 'gap-1';\nel.className = 'text-right';\ntw('flex');", ['flex']],
  ])('%s', (_, source, expected) => {
    expect(read(source)).toEqual({ tokens: expected, refused: [] });
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
