// Finds the class strings passed to `tw(...)` in a source file, so that the build generates the CSS of each
// of their Tailwind tokens (build/twind-css.ts). Only literal text reaching `tw(...)` can be read: a string
// literal or template literal argument, the branches of a conditional, the substitutions of a template, and
// a module-level `const` (string, or object of strings read as `obj[key]` / `obj.key`) that is used nowhere
// else. Anything else (a parameter, a call, a token glued to a `${}`) is refused: the build fails and names
// the place, rather than ship a class without its rule.
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

/** `#rrggbb` of three 0–255 channels. */
const hex = (r, g, b) => `#${[r, g, b].map((c) => Number(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * A twind rule made self-contained and shorter. Tailwind composes colours, shadows and numeric variants
 * through `--tw-*` variables that its preflight defines on every element; the widgets adopt no preflight
 * (it targets html/body), so a rule reading an undefined `--tw-*` variable would be invalid at computed-value
 * time. Each known composition is written out: `--tw-text-opacity:1;color:rgba(r,g,b,var(--tw-text-opacity))`
 * becomes `color:#rrggbb`, a shadow its own `box-shadow`, `tabular-nums` its own `font-variant-numeric`.
 */
export function simplifyRule(rule) {
  return rule
    .replace(/--tw-([a-z]+)-opacity:1;([a-z-]+):rgba\((\d+),(\d+),(\d+),var\(--tw-\1-opacity\)\)/g, (_, _k, prop, r, g, b) => `${prop}:${hex(r, g, b)}`)
    .replace(/--tw-shadow:([^;]+);--tw-shadow-colored:[^;]+;box-shadow:var\(--tw-ring-offset-shadow\),var\(--tw-ring-shadow\),var\(--tw-shadow\)/g,
      (_, shadow) => `box-shadow:${shadow.replace(/, /g, ',').replace(/0\.(\d)/g, '.$1')}`)
    .replace(/--tw-numeric-spacing:([a-z-]+);font-variant-numeric:var\(--tw-ordinal\)[^;}]*/g, 'font-variant-numeric:$1')
    // Tailwind's px-*, py-*, my-* write two equal sides: the logical shorthand says the same in any direction.
    .replace(/([a-z]+)-left:([^;}]+);\1-right:\2(?=[;}])/g, '$1-inline:$2')
    .replace(/([a-z]+)-top:([^;}]+);\1-bottom:\2(?=[;}])/g, '$1-block:$2')
    .replace(/:0px(?=[;}])/g, ':0')
    .replace(/:0\.(\d)/g, ':.$1');
}

/** Every token of every string literal and template chunk of a piece of source that could be a class. */
function classTokens(source) {
  const tokens = [];
  const file = ts.createSourceFile('x.tsx', `(${source})`, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)
      || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      for (const token of node.text.split(/\s+/)) if (/^!?[a-z][\w:\-[\]()/.%#,!]*$/.test(token)) tokens.push(token);
    }
    node.forEachChild(visit);
  };
  visit(file);
  return tokens;
}

/**
 * The class tokens a file sets outside tw(): the string pieces of its `className` attributes and of
 * `classList.add(…)` calls. (Any other string — a role, a kind, a key — is not a class.)
 */
export function classNameCandidates(source) {
  const tokens = new Set();
  const file = ts.createSourceFile('x.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const collect = (node) => {
    for (const t of classTokens(node.getText(file))) tokens.add(t);
  };
  const visit = (node) => {
    if (ts.isJsxAttribute(node) && node.name.getText(file) === 'className' && node.initializer) {
      collect(ts.isJsxExpression(node.initializer) && node.initializer.expression ? node.initializer.expression : node.initializer);
    }
    else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'add'
      && ts.isPropertyAccessExpression(node.expression.expression) && node.expression.expression.name.text === 'classList') {
      for (const a of node.arguments) collect(a);
    }
    node.forEachChild(visit);
  };
  visit(file);
  return [...tokens];
}

