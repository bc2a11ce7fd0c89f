// Rollup plugin: the hand-written style sheets of src/styles (`export const X_CSS = \`…\``) are shipped
// without their comments and layout whitespace. Only those template literals are touched, and only in the
// bundle; tests read the sources as written.
import { resolve, sep } from 'node:path';
import ts from 'typescript';

/** Comments out, whitespace collapsed, none around `{ } ; , >` or after `:` (never significant there). */
export function minifyCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

export function cssLiterals() {
  const dir = resolve('src/styles') + sep;
  return {
    name: 'css-literals',
    transform(code, id) {
      if (!id.startsWith(dir) || !id.endsWith('.ts')) return null;
      const sf = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true);
      const edits = [];
      for (const st of sf.statements) {
        if (!ts.isVariableStatement(st)) continue;
        for (const d of st.declarationList.declarations) {
          if (!ts.isIdentifier(d.name) || !/_CSS$/.test(d.name.text) || !d.initializer) continue;
          if (!ts.isNoSubstitutionTemplateLiteral(d.initializer)) this.error(`${d.name.text}: expected a template literal without \${}`);
          const start = d.initializer.getStart(sf) + 1;
          const end = d.initializer.end - 1;
          if (code.slice(start, end).includes('`')) this.error(`${d.name.text}: unexpected backtick`);
          edits.push([start, end]);
        }
      }
      if (!edits.length) return null;
      let out = '';
      let at = 0;
      for (const [start, end] of edits) {
        out += code.slice(at, start) + minifyCss(code.slice(start, end));
        at = end;
      }
      return { code: out + code.slice(at), map: null };
    },
  };
}
