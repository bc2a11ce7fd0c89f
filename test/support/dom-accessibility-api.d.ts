// dom-accessibility-api ships typings that its package.json "exports" does not expose to TypeScript's
// bundler resolution; this declares the one function the tests use (accessible names, as screen
// readers compute them).
declare module 'dom-accessibility-api' {
  export function computeAccessibleName(element: Element, options?: Record<string, unknown>): string;
}
