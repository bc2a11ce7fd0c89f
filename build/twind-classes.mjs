// Finds the class strings passed to `tw(...)` in a source file, so that the shipped bundle can give each
// Tailwind token a short generated class name (build/twind-precompiled.mjs) in the JS and in the CSS alike.
// Only the literal text reaching `tw(...)` is renamed: a string literal or template literal argument, the
// branches of a conditional, the substitutions of a template, and a module-level `const` (string, or object
// of strings read as `obj[key]` / `obj.key`) that is used nowhere else. Anything else (a parameter, a call,
// a token glued to a `${}`) is refused: the build fails and names the place, rather than ship a class
// without its rule.
import ts from 'typescript';

const isStringy = (n) => ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n);
const isTw = (n) => ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'tw';

/** [start, end) of a literal's text between its delimiters, in the source. */
function innerRange(node, sf) {
  const start = node.getStart(sf);
  if (isStringy(node)) return [start + 1, node.end - 1];
  if (ts.isTemplateHead(node)) return [start + 1, node.end - 2];
  if (ts.isTemplateMiddle(node)) return [start + 1, node.end - 2];
  return [start + 1, node.end - 1]; // TemplateTail
}

/**
 * Every literal piece of class text reaching a `tw(...)` call, with the tokens in it.
 * Returns { pieces: [{ start, end, raw }], tokens: Map<token, count>, refused: [message] }.
 */
export function twClassPieces(source, fileName = 'x.tsx') {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const pieces = [];
  const refused = [];
  const tokens = new Map();
  const twArgs = [];
  const where = (n) => {
    const { line, character } = sf.getLineAndCharacterOfPosition(n.getStart(sf));
    return `${fileName}:${line + 1}:${character + 1}`;
  };
  // Module-level consts: name -> initializer.
  const consts = new Map();
  for (const st of sf.statements) {
    if (!ts.isVariableStatement(st) || !(st.declarationList.flags & ts.NodeFlags.Const)) continue;
    const exported = st.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    for (const d of st.declarationList.declarations) {
      if (ts.isIdentifier(d.name) && d.initializer && !exported) consts.set(d.name.text, d.initializer);
    }
  }
  const within = (node, ranges) => ranges.some(([s, e]) => node.pos >= s && node.end <= e);
  const usedConsts = new Set();
  const addPiece = (node) => {
    const [start, end] = innerRange(node, sf);
    const raw = source.slice(start, end);
    if (/[\\'"`$]/.test(raw)) {
      refused.push(`${where(node)}: class text with an escape or quote: ${JSON.stringify(raw)}`);
      return;
    }
    pieces.push({ start, end, raw });
    for (const t of raw.split(/\s+/)) if (t) tokens.set(t, (tokens.get(t) ?? 0) + 1);
  };
  const unwrap = (n) => {
    while (ts.isParenthesizedExpression(n) || ts.isAsExpression(n) || ts.isSatisfiesExpression?.(n)) n = n.expression;
    return n;
  };
  const visitArg = (raw) => {
    const n = unwrap(raw);
    if (isStringy(n)) return addPiece(n);
    if (ts.isTemplateExpression(n)) {
      const chunks = [n.head, ...n.templateSpans.map((s) => s.literal)];
      chunks.forEach((c, i) => {
        // A token glued to a substitution (`text-${x}`) cannot be renamed.
        if (i > 0 && /^\S/.test(c.text) || i < chunks.length - 1 && /\S$/.test(c.text)) {
          refused.push(`${where(c)}: class text glued to a \${}: ${JSON.stringify(c.text)}`);
        }
        addPiece(c);
      });
      for (const s of n.templateSpans) visitArg(s.expression);
      return;
    }
    if (ts.isConditionalExpression(n)) {
      visitArg(n.whenTrue);
      visitArg(n.whenFalse);
      return;
    }
    if (ts.isBinaryExpression(n) && (n.operatorToken.kind === ts.SyntaxKind.BarBarToken
      || n.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)) {
      visitArg(n.left);
      visitArg(n.right);
      return;
    }
    if (ts.isIdentifier(n) && consts.has(n.text)) {
      usedConsts.add(n.text);
      return;
    }
    if ((ts.isElementAccessExpression(n) || ts.isPropertyAccessExpression(n)) && ts.isIdentifier(n.expression)
      && consts.has(n.expression.text) && ts.isObjectLiteralExpression(unwrap(consts.get(n.expression.text)))) {
      usedConsts.add(n.expression.text);
      return;
    }
    refused.push(`${where(n)}: tw() argument not made of literal class text: ${n.getText(sf).slice(0, 80)}`);
  };
  const findCalls = (node) => {
    if (isTw(node)) {
      if (node.arguments.length !== 1) refused.push(`${where(node)}: tw() with ${node.arguments.length} arguments`);
      for (const a of node.arguments) {
        twArgs.push([a.pos, a.end]);
        visitArg(a);
      }
    }
    node.forEachChild(findCalls);
  };
  findCalls(sf);
  // The consts read inside tw(): every other reference must be inside a tw() argument too.
  const seen = new Set();
  const queue = [...usedConsts];
  while (queue.length) {
    const name = queue.shift();
    if (seen.has(name)) continue;
    seen.add(name);
    const init = unwrap(consts.get(name));
    const refs = [];
    const findRefs = (node) => {
      if (ts.isIdentifier(node) && node.text === name && !(ts.isVariableDeclaration(node.parent) && node.parent.name === node)
        && !(ts.isPropertyAccessExpression(node.parent) && node.parent.name === node)
        && !(ts.isPropertyAssignment(node.parent) && node.parent.name === node)) refs.push(node);
      node.forEachChild(findRefs);
    };
    findRefs(sf);
    const outside = refs.filter((r) => !within(r, twArgs));
    if (outside.length) {
      refused.push(`${where(outside[0])}: \`${name}\` is read inside and outside tw()`);
      continue;
    }
    const before = twArgs.length;
    if (ts.isObjectLiteralExpression(init)) {
      for (const p of init.properties) {
        if (ts.isPropertyAssignment(p)) {
          twArgs.push([p.initializer.pos, p.initializer.end]);
          visitArg(p.initializer);
        } else refused.push(`${where(p)}: \`${name}\` has a property that is not a plain value`);
      }
    } else {
      twArgs.push([init.pos, init.end]);
      visitArg(init);
    }
    // A const read in a const's initializer (e.g. `${base}`) joins the queue.
    for (const n of usedConsts) if (!seen.has(n)) queue.push(n);
    void before;
  }
  pieces.sort((a, b) => a.start - b.start);
  return { pieces, tokens, refused, twRanges: twArgs };
}

/** The source with every piece's tokens renamed through `map` (tokens not in the map are kept). */
export function renamePieces(source, pieces, map) {
  let out = '';
  let at = 0;
  for (const p of pieces) {
    out += source.slice(at, p.start) + p.raw.replace(/\S+/g, (t) => map.get(t) ?? t);
    at = p.end;
  }
  return out + source.slice(at);
}

/** Short class names, a, b, …, z, a0, …, in order, skipping `taken`. Lowercase: quirks-mode hosts match classes case-insensitively. */
export function* shortNames(taken) {
  const first = 'abcdefghijklmnopqrstuvwxyz';
  const rest = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const names = function* (len) {
    if (len === 1) { yield* first; return; }
    for (const p of names(len - 1)) for (const c of rest) yield p + c;
  };
  for (let len = 1; ; len++) for (const n of names(len)) if (!taken.has(n)) yield n;
}

/** A CSS class name as written in a selector, unescaped. */
const unescapeClass = (s) =>
  s.replace(/\\([0-9a-fA-F]{1,6} ?|[^0-9a-fA-F])/g, (_, e) => (/^[0-9a-fA-F]/.test(e) ? String.fromCodePoint(parseInt(e, 16)) : e));

/**
 * Applies `rename` (unescaped name -> new name, or undefined to keep it as written) to each class of a
 * rule's selectors, also inside an at-rule.
 */
export function renameSelectors(rule, rename) {
  // Preludes are the texts right before a `{`; declarations (after a `{`, before a `}` or `;`) are kept.
  return rule.replace(/(^|[{}])([^{}]*)(?=\{)/g, (_, open, prelude) =>
    open + prelude.replace(/\.((?:[\w-]|\\[^\n])+)/g, (m, cls) => {
      const renamed = rename(unescapeClass(cls));
      return renamed === undefined ? m : `.${renamed}`;
    }));
}
