// Prints the CSS that twind generates for every class string of the widgets' sources, with the same
// configuration as at run time (src/styles/twind.ts). Used by build/twind-precompiled.mjs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { stringify, twind, virtual } from '@twind/core';
import ts from 'typescript';
import { twindConfig } from '../src/styles/twind';

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

const classes = new Set(roots.flatMap((root) => files(root)).flatMap((file) => candidateClasses(readFileSync(file, 'utf8'))));
const tw = twind(twindConfig, virtual());
// One token at a time: a token twind cannot parse (a stray bracket in some other string) is skipped.
for (const token of [...classes].sort()) {
  try {
    tw(token);
  } catch {
    // not a class
  }
}
process.stdout.write(stringify(tw.target));
