// One runner for every suite. Projects:
//   core     pure functions (node)
//   screens  the screens with Testing Library, on preact as shipped (build/react-on-preact.mjs; happy-dom)
//   screens-react  a few smoke tests of the same screens under real react-dom 19 (happy-dom)
//   elements the real custom elements, built on preact as shipped (happy-dom)
//   (these three style as shipped: src/styles/twind is the bundle's precompiled module, test/support/shippedTwind.mjs)
//   server   the reference API server over HTTP on a temporary database (node)
//   consumers  the package's types in React 18/19, Vue and Svelte host projects, by each one's checker (node)
//   e2e      the built bundle in Debian's Chromium against the real server (node)
import { preactAliases } from './build/preact-aliases.mjs';
import { SHIPPED_TWIND_MODULE } from './test/support/shippedTwind.mjs';

const swc = ['@swc/jest', {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2020',
  },
}];
const transform = { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc };
const transformIgnorePatterns = ['/node_modules/(?!(preact|@r2wc|@twind)/)'];
const moduleFileExtensions = ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'];
// The twind the bundle ships (build/twind-precompiled.mjs): the generated CSS and an identity `tw`, written
// by the globalSetup below, rather than twind's runtime.
const shippedTwind = { '(^|/)styles/twind$': `<rootDir>/${SHIPPED_TWIND_MODULE}` };
const toPreact = { ...shippedTwind, ...Object.fromEntries(preactAliases.map(({ find, replacement }) => [find.source, replacement])) };
// Testing Library's act comes from react-dom/test-utils when React has none: preact's own act.
const toPreactForTestingLibrary = { ...toPreact, '^react$': '<rootDir>/test/support/reactForTests.mjs', '^react-dom/test-utils$': 'preact/test-utils' };
const dom = {
  testEnvironment: '@happy-dom/jest-environment',
  // 'require' rather than 'import': with 'import', dual packages resolve to their ES-module builds, which
  // Jest (CommonJS mode) cannot run untransformed; even jest-circus's own `dedent` then failed to parse
  // and no screens/elements suite could start. ESM-only packages (preact exports only 'default') still
  // resolve, and are transformed through transformIgnorePatterns.
  testEnvironmentOptions: { customExportConditions: ['browser', 'require', 'default'] },
  setupFilesAfterEnv: ['<rootDir>/test/support/setupDom.ts'],
  globalSetup: '<rootDir>/test/support/shippedTwind.mjs',
};

const project = (name, extra) => ({
  displayName: name,
  transform,
  transformIgnorePatterns,
  moduleFileExtensions,
  testMatch: [`<rootDir>/test/${name}/**/*.test.ts?(x)`],
  ...extra,
});

export default {
  // Every process a test starts is registered (test/support/processes.ts); the teardown kills what is left.
  globalSetup: '<rootDir>/test/support/globalSetup.ts',
  globalTeardown: '<rootDir>/test/support/globalTeardown.ts',
  transform,
  reporters: ['default', '<rootDir>/test/support/summaryReporter.cjs'],
  projects: [
    project('core', { testEnvironment: 'node' }),
    project('screens', { ...dom, moduleNameMapper: toPreactForTestingLibrary }),
    project('screens-react', { ...dom, moduleNameMapper: shippedTwind }),
    project('elements', { ...dom, moduleNameMapper: toPreact }),
    project('server', { testEnvironment: 'node' }),
    project('consumers', { testEnvironment: 'node' }),
    project('e2e', { testEnvironment: 'node', slowTestThreshold: 60, setupFilesAfterEnv: ['<rootDir>/test/e2e/support/setup.ts'] }),
  ],
};
