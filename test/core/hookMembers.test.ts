// Hooks of one concern: a hook that hands back an object hands back at most MAX_MEMBERS members, read from
// the types the compiler gives them (every exported `use*` function of src/, its declared or inferred
// return type). A hook that grows past it mixes concerns: split it rather than raise the limit.
import path from 'node:path';
import ts from 'typescript';

const MAX_MEMBERS = 8;
/**
 * Hooks that hand back a value built once rather than state and its changes: useWidgetEnv memoises the
 * screens' environment (ui/env's WidgetEnv: the API client, the stores, the page's ports), which every
 * screen and every test environment implements whole.
 */
const BUILT_VALUES = new Set(['useWidgetEnv']);
const root = path.resolve(__dirname, '../..');

/** Every exported `use*` function of src/ whose return type is a plain object, and its member count. */
function hookMembers(): { hook: string; members: number }[] {
  const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
  const srcDir = path.join(root, 'src') + path.sep;
  const files = parsed.fileNames.filter((f) => path.resolve(f).startsWith(srcDir));
  const program = ts.createProgram(files, { ...parsed.options, noEmit: true });
  const checker = program.getTypeChecker();
  const found: { hook: string; members: number }[] = [];
  for (const file of program.getSourceFiles()) {
    if (!path.resolve(file.fileName).startsWith(srcDir)) continue;
    const moduleSymbol = checker.getSymbolAtLocation(file);
    if (!moduleSymbol) continue;
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      if (!/^use[A-Z]/.test(exported.name) || BUILT_VALUES.has(exported.name)) continue;
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = symbol.valueDeclaration;
      if (!declaration) continue;
      const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
      for (const signature of type.getCallSignatures()) {
        const returned = checker.getReturnTypeOfSignature(signature);
        if (!isPlainObject(checker, returned)) continue;
        const where = `${path.relative(root, file.fileName)}: ${exported.name}`;
        found.push({ hook: where, members: checker.getPropertiesOfType(returned).length });
      }
    }
  }
  return found;
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

  it(`return at most ${MAX_MEMBERS} members each`, () => {
    const offenders = hooks.filter((h) => h.members > MAX_MEMBERS).map((h) => `${h.hook} returns ${h.members} members`);
    expect(offenders).toEqual([]);
  });
});
