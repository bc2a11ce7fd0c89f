// The server's per-family data (demo/server/families.ts, derived from src/families), the Laravel host's
// reading of the same data (App\Support\Families), and the rule that nothing in src (but the families, the
// French texts and the per-element entries), demo/server or demo/laravel names a family or a tool, nor does the
// server keep a copy of a rule that src/core has (issues 10 and 21).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { missingPhp } from '../../demo/laravel/php';
import { excelColumns } from '../../demo/server/excel';
import {
  FAMILIES, hasTools, hostFamilies, listPath, offerVariants, pageVariant, SCOPE_PARAMS, scopeLabel, SERVER_FAMILIES, type Family,
} from '../../demo/server/families';
import { needsCloneWarning } from '../../src/core/offerRules';
import { FAMILY_CONFIGS } from '../../src/families';
import { REPO_ROOT } from '../e2e/support/server';

it.each([
  ['bardages', ['terreal'], false],
  ['parement', ['terreal', 'terca'], false],
  ['veture', ['gebrik', 'kess'], true],
] as const)('%s: variants %j, tools %s', (family, variants, tools) => {
  expect(offerVariants(family)).toEqual(variants);
  expect(hasTools(family)).toBe(tools);
});

it.each([
  ['bardages', 'terreal', 'terreal'], ['bardages', 'terca', null], ['bardages', 'kess', null],
  ['parement', 'terca', 'terca'], ['parement', 'gebrik', null], ['parement', 'x', null],
  ['veture', 'kess', 'kess'], ['veture', 'gebrik', 'gebrik'], ['veture', 'KESS', 'kess'], ['veture', ' kess ', 'kess'],
  ['veture', 'hack', 'gebrik'], ['veture', '', 'gebrik'], ['veture', 'terreal', 'gebrik'],
] as const)('/%s/nouvelle/%j shows %j', (family, asked, shown) => {
  expect(pageVariant(family, asked)).toBe(shown);
});

it.each([
  ['bardages', ['transport_dest', 'qte_ml'], ['outil']],
  ['parement', [], ['transport_dest', 'qte_ml', 'outil']],
  ['veture', ['outil'], ['transport_dest', 'qte_ml']],
] as const)('%s Excel columns: with %j, without %j', (family, withKeys, withoutKeys) => {
  const keys = excelColumns(family).map((c) => c.key as string);
  for (const k of withKeys) expect(keys).toContain(k);
  for (const k of withoutKeys) expect(keys).not.toContain(k);
});

/** Every .ts file under `dir` (demo/server by default). */
function serverFiles(dir = path.join(REPO_ROOT, 'demo', 'server')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? serverFiles(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []);
}

const FAMILY_BRANCH = /[!=]==?\s*'(?:bardages|parement|veture)'|'(?:bardages|parement|veture)'\s*[!=]==?/;

it.each([
  ['a comparison with a family name', FAMILY_BRANCH],
  ['a family name at all', /'(?:bardages|parement|veture)'/],
  ['a per-family list', /\bfamilies\s*:/],
])('no file of src/core holds %s (families are data in src/families, which declares the Family type since issue 21)', (_label, pattern) => {
  const hits = serverFiles(path.join(REPO_ROOT, 'src', 'core'))
    .filter((f) => pattern.test(fs.readFileSync(f, 'utf8'))).map((f) => path.relative(REPO_ROOT, f));
  expect(hits).toEqual([]);
});

it.each([
  ['a comparison with a family name', FAMILY_BRANCH],
  ['a comparison with a tool name', /[!=]==?\s*'(?:kess|gebrik)'|'(?:kess|gebrik)'\s*[!=]==?/],
  ['a copy of the quarter pattern', /T\[1-4\]/],
  ['a copy of the status labels', /'En cours'|'Non retenue'|'NR VDS'/],
  ['a copy of the clone warning threshold', /20250401/],
  ['a copy of the clone name rule', /lastIndexOf\(' \('\)/],
])('no file of demo/server holds %s', (_label, pattern) => {
  // seedData.ts is demo data (price-list versions), not a rule.
  const hits = serverFiles().filter((f) => !f.endsWith('seedData.ts') && !f.endsWith('seed.ts'))
    .filter((f) => pattern.test(fs.readFileSync(f, 'utf8'))).map((f) => path.relative(REPO_ROOT, f));
  expect(hits).toEqual([]);
});

/** Every .ts/.tsx file under `dir`. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []);
}

it.each([
  ['a comparison with a family name', FAMILY_BRANCH],
  ['a comparison with a tool name', /[!=]==?\s*'(?:kess|gebrik)'|'(?:kess|gebrik)'\s*[!=]==?/],
])('no file of src/ui, src/screens, src/dialogs, src/elements or demo/laravel holds %s (issue 21: a family\'s difference is a field of src/families, read through it)', (_label, pattern) => {
  // demo/laravel/node/report.ts once tested family === 'veture' where the scan above did not look.
  const dirs = [['src', 'ui'], ['src', 'screens'], ['src', 'dialogs'], ['src', 'elements'], ['demo', 'laravel']];
  const hits = dirs.flatMap((d) => sourceFiles(path.join(REPO_ROOT, ...d)))
    .filter((f) => pattern.test(fs.readFileSync(f, 'utf8'))).map((f) => path.relative(REPO_ROOT, f));
  expect(hits).toEqual([]);
});

// ---- issue 21: the server's family data is derived, and no code names a family or a tool ----------------

it.each([
  ['bardages', 'Bardages', 'BAR', true],
  ['parement', 'Parement', 'PAR', false],
  ['veture', 'Vêture', 'VET', false],
] as const)('%s: label %j, reference prefix %j, transport %s (derived from src/families and fr.ts)', (family, label, refPrefix, transport) => {
  expect(SERVER_FAMILIES[family]).toEqual({ label, refPrefix, transport });
  expect(FAMILIES).toContain(family);
});

it('the families are src/families\' own, in its order, and only veture has a scope (its tools, under o)', () => {
  expect(FAMILIES).toEqual(Object.keys(FAMILY_CONFIGS));
  expect(FAMILIES).toEqual(['bardages', 'parement', 'veture']);
  expect(SCOPE_PARAMS).toEqual(['o']);
});

it.each<[Family, string, string, string]>([
  ['bardages', 'kess', '/bardages', ''],
  ['parement', '', '/parement', ''],
  ['veture', 'kess', '/veture?o=kess', 'Kess (TEST)'],
  ['veture', ' KESS ', '/veture?o=kess', 'Kess (TEST)'],
  ['veture', 'gebrik', '/veture?o=gebrik', 'Thermoreal-Gebrik'],
  ['veture', '', '/veture?o=gebrik', 'Thermoreal-Gebrik'],
  ['veture', 'autre', '/veture?o=gebrik', 'Thermoreal-Gebrik'],
])('%s offer with outil %j: list page %s, tool shown %j', (family, outil, list, label) => {
  expect(listPath(family, { outil })).toBe(list);
  expect(scopeLabel(family, { outil })).toBe(label);
});

it('the Laravel host is handed the same families (TERREAL_FAMILIES)', () => {
  const host = hostFamilies();
  expect(Object.keys(host)).toEqual(FAMILIES);
  const statusLabels = { 10: 'En cours', 20: 'Gagné', 30: 'Perdu', 40: 'Non retenue', 45: 'NR VDS' };
  expect(host.parement).toEqual({ ...SERVER_FAMILIES.parement, statuses: ['10', '20', '30', '40', '45'], statusLabels, variants: ['terreal', 'terca'], scope: null });
  expect(host.veture).toEqual({
    ...SERVER_FAMILIES.veture, statuses: ['10', '20', '30', '40'], statusLabels, variants: ['gebrik', 'kess'],
    scope: { param: 'o', options: [{ value: 'gebrik', cloneWarning: true }, { value: 'kess', cloneWarning: false }], default: 'gebrik' },
  });
  // Through JSON, as PHP reads it.
  expect(JSON.parse(JSON.stringify(host))).toEqual(host);
});

describe('App\\Support\\Families (the Laravel host) reads the families as the reference server does', () => {
  const VALUES: unknown[] = ['kess', ' KESS ', 'Kess', 'gebrik', ' Gebrik', '', 'kessler', 'terreal', 'terca', 'hack', 'k ess', null, 1];
  const cases = FAMILIES.flatMap((family) => VALUES.map((value) => ({ family, value })));

  /** What PHP answers for each case: its scope value, new-offer variant, list page and clone rule. */
  function php(): { scope: string | null; variant: string | null; list: string; oldPriceList: boolean }[] {
    const missing = missingPhp();
    if (missing) throw new Error(missing);
    const app = path.join(REPO_ROOT, 'demo', 'laravel', 'app');
    const script = `
      require ${JSON.stringify(path.join(app, 'Support', 'Input.php'))};
      require ${JSON.stringify(path.join(app, 'Support', 'Families.php'))};
      use App\\Support\\Families;
      $out = [];
      foreach (json_decode(stream_get_contents(STDIN), true) as $c) {
        $f = Families::get($c['family']);
        $row = (object) ['outil' => $c['value']];
        $out[] = [
          'scope' => $f['scope'] === null ? null : Families::scopeValue($f['scope'], $c['value']),
          'variant' => is_string($c['value']) ? Families::pageVariant($c['family'], $c['value']) : null,
          'list' => Families::listPath($c['family'], $row),
          'oldPriceList' => Families::oldPriceListRule($c['family'], $row),
        ];
      }
      echo json_encode($out);`;
    const run = spawnSync(process.env.TERREAL_PHP || 'php', ['-r', script], {
      input: JSON.stringify(cases), encoding: 'utf8', env: { ...process.env, TERREAL_FAMILIES: JSON.stringify(hostFamilies()) },
    });
    expect(run.stderr).toBe('');
    return JSON.parse(run.stdout);
  }

  it('the same choice, new-offer variant, list page and old-price-list rule for every value', () => {
    const answers = php();
    const expected = cases.map(({ family, value }) => {
      const scope = FAMILY_CONFIGS[family].scope ?? null;
      return {
        scope: scope && scope.match(value),
        variant: typeof value === 'string' ? pageVariant(family, value) : null,
        list: listPath(family, { outil: value as string }),
        // The clone rule's tool part: an old price list and app version 2 leave only it to decide.
        oldPriceList: needsCloneWarning({ outil: value as string, v_tarif: '20240101' }, 2, scope),
      };
    });
    expect(answers).toEqual(expected);
    // The table is not vacuous.
    expect(answers.filter((a) => a.oldPriceList).length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.scope === 'kess').length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.variant === null).length).toBeGreaterThan(0);
  });
});

/** Every .ts, .tsx and .php file (Blade views included) under `dir`; the Laravel host's public/ and storage/ are not code of ours. */
function codeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return ['node_modules', 'public', 'storage', 'vendor'].includes(e.name) ? [] : codeFiles(p);
    return /\.(tsx?|php)$/.test(e.name) ? [p] : [];
  });
}

/**
 * A file's code without its comments (a comment may say which family a rule is for; the code may not name
 * it). Strings are kept: a name in a string is a name in the code. Blade views: only their {{-- --}} comments
 * are dropped (their text is HTML, where quotes and slashes are not code).
 */
function codeOf(text: string, kind: 'ts' | 'php' | 'blade'): string {
  const comments = {
    ts: /(["'`])(?:\\[\s\S]|(?!\1)[^\\])*\1|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g,
    php: /(["'`])(?:\\[\s\S]|(?!\1)[^\\])*\1|\/\*[\s\S]*?\*\/|(?:\/\/|#(?!\[))[^\n]*/g,
    blade: /(\{\{--[\s\S]*?--\}\})/g,
  }[kind];
  return text.replace(comments, (m, quote: string | undefined) => (kind !== 'blade' && quote ? m : ''));
}

const kindOf = (f: string): 'ts' | 'php' | 'blade' => (f.endsWith('.blade.php') ? 'blade' : f.endsWith('.php') ? 'php' : 'ts');

it.each<[string, 'ts' | 'php' | 'blade', string]>([
  ['a line comment', 'ts', "a(); // 'kess'\nb();"],
  ['a block comment', 'ts', '/* veture\n tools */ x = 1;'],
  ['a doc comment', 'php', '/** @param kess */ $x = 1;'],
  ['a hash comment', 'php', '# veture\n$x = 1;'],
  ['a Blade comment', 'blade', '{{-- the veture page --}}<p>x</p>'],
])('codeOf drops %s', (_n, kind, text) => {
  expect(codeOf(text, kind)).not.toMatch(/kess|veture/);
});

it.each<[string, 'ts' | 'php' | 'blade', string]>([
  ['a string', 'ts', "const t = 'kess';"],
  ['a string holding //', 'ts', "const u = 'http://x/veture'; // ok"],
  ['a template', 'ts', 'const u = `/${f}?o=kess`;'],
  ['a comparison after a string with #', 'php', "$a = '#x'; if ($f === 'veture') {}"],
  ['code after a comment', 'ts', "// x\nif (f === 'veture') y();"],
  ['a Blade loop', 'blade', "@foreach (['bardages'] as $f)"],
])('codeOf keeps %s', (_n, kind, text) => {
  expect(codeOf(text, kind)).toMatch(/kess|veture|bardages/);
});

/** Any family or tool name, however written (Vêture, BARDAGE_…, $oldGebrik). */
const ANY_NAME = /bardage|parement|v[eê]ture|kess|gebrik/i;

it('no code of src (but src/families, src/i18n and src/entries), demo/server or demo/laravel (TypeScript, PHP, Blade) names a family or a tool (issue 21)', () => {
  // src/families is where families are declared; src/i18n/fr.ts holds their French texts; src/entries has one
  // entry per element, named after its family (package.json exports). demo/server/seedData.ts is the demo
  // database's content (company names, each family's products, each tool's share of the seeded offers): data
  // that nothing branches on. Comments may still say which family a rule serves.
  const exempt = [['src', 'families'], ['src', 'i18n'], ['src', 'entries'], ['demo', 'server', 'seedData.ts']].map((p) => path.join(REPO_ROOT, ...p));
  const files = [['src'], ['demo', 'server'], ['demo', 'laravel']].flatMap((d) => codeFiles(path.join(REPO_ROOT, ...d)))
    .filter((f) => !exempt.some((e) => f === e || f.startsWith(e + path.sep)));
  for (const dir of [['src', 'core'], ['src', 'ui'], ['src', 'screens'], ['demo', 'server'], ['demo', 'laravel', 'app'], ['demo', 'laravel', 'resources'], ['demo', 'laravel', 'routes'], ['demo', 'laravel', 'node']]) {
    expect(files.some((f) => f.startsWith(path.join(REPO_ROOT, ...dir) + path.sep))).toBe(true);
  }
  const hits = files.flatMap((f) => codeOf(fs.readFileSync(f, 'utf8'), kindOf(f)).split('\n')
    .filter((line) => ANY_NAME.test(line)).map((line) => `${path.relative(REPO_ROOT, f)}: ${line.trim()}`));
  expect(hits).toEqual([]);
});
