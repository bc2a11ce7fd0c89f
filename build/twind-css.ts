// Prints the CSS that twind generates for every class string of the widgets' sources, with the same
// configuration as at run time (src/styles/twind.ts). Used by build/twind-precompiled.mjs.
// With `--short`, prints JSON { css, names } instead: every Tailwind token passed to `tw(...)` gets a
// short class name (build/twind-classes.mjs), in `names` (token -> short name) and in the CSS's selectors;
// tokens of other string literals keep their names and rules, as without `--short`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { stringify, twind, virtual } from '@twind/core';
import ts from 'typescript';
import { twindConfig } from '../src/styles/twind';
// @ts-expect-error: plain ES module of the build, no types
import { classNameCandidates, renameSelectors, shortNames, simplifyRule, twClassPieces } from './twind-classes.mjs';

const roots = ['src/ui', 'src/screens', 'src/dialogs', 'src/elements', 'src/styles'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Every token of every string literal and template chunk, read with the TypeScript parser (a regex is
 * thrown off by an apostrophe in a comment): a superset of the classes used.
 */
export function candidateClasses(source: string): string[] {
  const tokens = new Set<string>();
  const file = ts.createSourceFile('x.tsx', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)
      || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      for (const token of node.text.split(/\s+/)) if (/^!?[a-z][\w:\-[\]()/.%#,!]*$/.test(token)) tokens.add(token);
    }
    node.forEachChild(visit);
  };
  visit(file);
  return [...tokens];
}

function generate(tokens: Iterable<string>): string[] {
  const tw = twind(twindConfig, virtual());
  // One token at a time: a token twind cannot parse (a stray bracket in some other string) is skipped.
  for (const token of [...tokens].sort()) {
    try {
      tw(token);
    } catch {
      // not a class
    }
  }
  return tw.target as string[];
}

if (process.argv.includes('--short')) {
  const twTokens = new Map<string, number>();
  const plain = new Set<string>();
  const refused: string[] = [];
  for (const file of files('src')) {
    const source = readFileSync(file, 'utf8');
    const { pieces, tokens, refused: r } = twClassPieces(source, file);
    refused.push(...r);
    for (const [t, n] of tokens as Map<string, number>) twTokens.set(t, (twTokens.get(t) ?? 0) + n);
    if (!roots.some((root) => file.startsWith(root))) continue;
    // The other literals of the file: its tw() pieces blanked out.
    let blanked = source;
    for (const p of pieces as { start: number; end: number }[]) {
      blanked = blanked.slice(0, p.start) + ' '.repeat(p.end - p.start) + blanked.slice(p.end);
    }
    for (const t of classNameCandidates(blanked)) plain.add(t);
  }
  if (refused.length) {
    process.stderr.write(`tw() class text the build cannot rename:\n  ${refused.join('\n  ')}\n`);
    process.exit(1);
  }
  // A class the hand-written sheets of src/styles define (e.g. sr-only in base.ts) needs no twind rule too.
  const handWritten = files('src/styles').map((f) => readFileSync(f, 'utf8')).join('\n');
  for (const t of plain) if (new RegExp(`\\.${t.replace(/[^\w-]/g, '\\$&')}[\\s,{:]`).test(handWritten)) plain.delete(t);
  const rules = generate(new Set([...twTokens.keys(), ...plain]));
  // Only tokens twind made a rule for are renamed; a plain class name passed to tw() keeps its name.
  const styled = new Set<string>();
  for (const rule of rules) renameSelectors(rule, (c) => void styled.add(c));
  const taken = new Set([...plain, ...twTokens.keys()]);
  const next = shortNames(taken) as Iterator<string>;
  const names = new Map<string, string>();
  for (const [t] of [...twTokens].filter(([t]) => styled.has(t)).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))) {
    names.set(t, next.next().value as string);
  }
  const css: string[] = [];
  for (const rule of rules) {
    let classes: string[] = [];
    renameSelectors(rule, (c) => void classes.push(c));
    classes = classes.filter((c) => styled.has(c));
    // A rule is kept under the original names if one of its classes is used outside tw(), and under the
    // short names if they are all passed to tw().
    if (classes.some((c) => plain.has(c) || !names.has(c))) css.push(rule);
    if (classes.length && classes.every((c) => names.has(c))) css.push(renameSelectors(rule, (c) => names.get(c)));
  }
  process.stdout.write(JSON.stringify({ css: css.map(simplifyRule).join(''), names: Object.fromEntries(names) }));
} else {
  const classes = new Set(roots.flatMap((root) => files(root)).flatMap((file) => candidateClasses(readFileSync(file, 'utf8'))));
  process.stdout.write(stringify(generate(classes)));
}
