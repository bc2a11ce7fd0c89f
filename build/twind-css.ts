// Prints the CSS the shipped bundle carries in place of twind's runtime (build/twind-precompiled.mjs): the rules
// twind generates, with the configuration of src/styles/twind.ts, for every Tailwind token of the class text
// passed to tw() in src/ and for the classes the widgets set outside tw() (className, classList.add), each
// rule made self-contained (simplifyRule). Class names are shipped as written, as the tests render them.
// A tw() argument that is not literal class text (build/twind-classes.mjs) stops the build and names the
// place: its classes would ship without their rules.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { twind, virtual } from '@twind/core';
import { twindConfig } from '../src/styles/twind';
// @ts-expect-error: plain ES module of the build, no types
import { classNameCandidates, simplifyRule, twClassPieces } from './twind-classes.mjs';

const roots = ['src/ui', 'src/screens', 'src/dialogs', 'src/elements', 'src/styles'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
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

const twTokens = new Set<string>();
const plain = new Set<string>();
const refused: string[] = [];
for (const file of files('src')) {
  const source = readFileSync(file, 'utf8');
  const { tokens, refused: r } = twClassPieces(source, file);
  refused.push(...r);
  for (const t of (tokens as Map<string, number>).keys()) twTokens.add(t);
  if (roots.some((root) => file.startsWith(root))) for (const t of classNameCandidates(source)) plain.add(t);
}
if (refused.length) {
  process.stderr.write(`tw() class text the build cannot read:\n  ${refused.join('\n  ')}\n`);
  process.exit(1);
}
// A class the hand-written sheets of src/styles define (e.g. sr-only in base.ts) needs no twind rule too.
const handWritten = files('src/styles').map((f) => readFileSync(f, 'utf8')).join('\n');
for (const t of plain) if (new RegExp(`\\.${t.replace(/[^\w-]/g, '\\$&')}[\\s,{:]`).test(handWritten)) plain.delete(t);
// Tailwind's defaults of its --tw-* variables on every element (`*,::before,::after`, `::backdrop`) are left
// out: each rule is self-contained once simplified.
const rules = generate(new Set([...twTokens, ...plain])).filter((rule) => !/^(\*|::backdrop)/.test(rule));
process.stdout.write(rules.map(simplifyRule).join(''));
