// Hooks of one concern: a hook that hands back an object hands back at most MAX_MEMBERS members, read from
// the types the compiler gives them (every exported `use*` function of src/, its declared or inferred
// return type). A hook that grows past it mixes concerns: split it rather than raise the limit.
import path from 'node:path';
import ts from 'typescript';

const MAX_MEMBERS = 8;
const root = path.resolve(__dirname, '../..');

/** Every exported `use*` function of src/ whose return type is a plain object: its member count, and whether it hands back JSX. */
function hookMembers(): { hook: string; members: number; jsx: boolean }[] {
  const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
  const srcDir = path.join(root, 'src') + path.sep;
  const files = parsed.fileNames.filter((f) => path.resolve(f).startsWith(srcDir));
  const program = ts.createProgram(files, { ...parsed.options, noEmit: true });
  const checker = program.getTypeChecker();
  const found: { hook: string; members: number; jsx: boolean }[] = [];
  for (const file of program.getSourceFiles()) {
    if (!path.resolve(file.fileName).startsWith(srcDir)) continue;
    const moduleSymbol = checker.getSymbolAtLocation(file);
    if (!moduleSymbol) continue;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      if (!/^use[A-Z]/.test(exported.name)) continue;
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = symbol.valueDeclaration;
      if (!declaration) continue;
      const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
      for (const signature of type.getCallSignatures()) {
        const returned = checker.getReturnTypeOfSignature(signature);
        const where = `${path.relative(root, file.fileName)}: ${exported.name}`;
        // What the hook hands back (or, for a hook that hands back a function, what that function gives).
        const jsx = [returned, ...returned.getCallSignatures().map((s) => checker.getReturnTypeOfSignature(s))].some((t) => holdsJsx(checker, t));
        if (!isPlainObject(checker, returned)) {
          if (jsx) found.push({ hook: where, members: 0, jsx });
          continue;
        }
        found.push({ hook: where, members: checker.getPropertiesOfType(returned).length, jsx });
      }
    }
  }
  return found;
}

/** React's and preact's types of what renders: a hook handing one back (or a member or a function that does) draws for the screen. */
const JSX_TYPES = new Set(['ReactNode', 'ReactElement', 'Element', 'JSXElementConstructor', 'VNode', 'ComponentChildren']);
const fromReact = (declaration: ts.Declaration | undefined) => !!declaration && /node_modules[\\/](@types[\\/]react|preact)/.test(declaration.getSourceFile().fileName);

/**
 * Whether a type is JSX or holds JSX in a member, a few levels down (DOM and library types are not walked). A
 * member function is not followed: a column's `cell` renderer is the column's declaration (TanStack Table's
 * `cell`), called by the view that draws the cell.
 */
function holdsJsx(checker: ts.TypeChecker, type: ts.Type, depth = 0): boolean {
  const named = type.aliasSymbol ?? type.getSymbol();
  if (named && JSX_TYPES.has(named.name) && fromReact(named.declarations?.[0])) return true;
  if (depth > 3) return false;
  if (type.isUnion() || type.isIntersection()) return type.types.some((t) => holdsJsx(checker, t, depth + 1));
  if (named?.declarations?.[0]?.getSourceFile().fileName.includes('node_modules')) return false;
  if (!(type.flags & ts.TypeFlags.Object) || checker.isArrayType(type) || checker.isTupleType(type)) return false;
  return checker.getPropertiesOfType(type).some((p) => p.valueDeclaration && holdsJsx(checker, checker.getTypeOfSymbolAtLocation(p, p.valueDeclaration), depth + 1));
}

/** An object type with named members (not a tuple, an array, a function or a primitive). */
function isPlainObject(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (!(type.flags & ts.TypeFlags.Object)) return false;
  if (checker.isArrayType(type) || checker.isTupleType(type)) return false;
  if (type.getCallSignatures().length > 0) return false;
  return true;
}

describe('hooks of src/', () => {
  const hooks = hookMembers();

  it('are found (the check reads the sources)', () => {
    expect(hooks.map((h) => h.hook)).toEqual(expect.arrayContaining([expect.stringMatching(/: useListScreen$/), expect.stringMatching(/: useOfferActions$/)]));
  });

  it('hand back no JSX (state and actions: the screens render)', () => {
    expect(hooks.filter((h) => h.jsx).map((h) => h.hook)).toEqual([]);
  });

  it(`return at most ${MAX_MEMBERS} members each`, () => {
    const offenders = hooks.filter((h) => h.members > MAX_MEMBERS).map((h) => `${h.hook} returns ${h.members} members`);
    expect(offenders).toEqual([]);
  });
});
