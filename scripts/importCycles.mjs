// No import cycle in src, type-only imports included (DESIGN.md "Layers", issue 21). ESLint's
// import-x/no-cycle (eslint.config.mjs) checks the value imports but, by design, skips `import type`;
// this walks every relative import and re-export of src (types included) with TypeScript's own parser
// and fails, naming the files, on any strongly connected set of more than one file or a file importing
// itself. Run by `npm run lint` after ESLint.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(process.argv[2] ?? 'src');
const files = [];
(function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(p);
    else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(p);
  }
})(ROOT);

function resolve(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const c of [base, `${base}.ts`, `${base}.tsx`, `${base}.mts`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(c) && fs.statSync(c).isFile()) return c;
  }
  return null;
}

/** Every relative module a file names: import, import type, export … from, import('…') types and calls. */
const graph = new Map(files.map((file) => {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const targets = new Set();
  const visit = (node) => {
    let spec;
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) spec = node.moduleSpecifier.text;
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) spec = node.argument.literal.text;
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) spec = node.arguments[0].text;
    const target = spec === undefined ? null : resolve(file, spec);
    if (target) targets.add(target);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [file, [...targets]];
}));

// Tarjan's strongly connected components.
let counter = 0;
const index = new Map(), low = new Map(), stack = [], onStack = new Set(), cycles = [];
function connect(v) {
  index.set(v, counter); low.set(v, counter); counter += 1; stack.push(v); onStack.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!index.has(w)) { connect(w); low.set(v, Math.min(low.get(v), low.get(w))); }
    else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
  }
  if (low.get(v) !== index.get(v)) return;
  const component = [];
  let w;
  do { w = stack.pop(); onStack.delete(w); component.push(w); } while (w !== v);
  if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component);
}
for (const file of files) if (!index.has(file)) connect(file);

if (cycles.length > 0) {
  for (const component of cycles) {
    console.error(`Import cycle (type-only imports included): ${component.map((f) => path.relative(process.cwd(), f)).sort().join(' <-> ')}`);
  }
  process.exit(1);
}
console.log(`importCycles: no import cycle among ${files.length} files of ${path.relative(process.cwd(), ROOT) || '.'} (type-only imports included)`);
