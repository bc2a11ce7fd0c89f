// The shipped bundle gives each class its style sheets define a short name (build/short-class-names.mjs):
// a test that finds a part of the widget by one of those classes asks for the name the bundle gives it.
// @ts-expect-error: plain ES module of the build, no types
import { shortClassNames } from '../../../build/short-class-names.mjs';

const names = shortClassNames() as Map<string, string>;

/** The selector of a class of src/styles as the built bundle writes it (`.terreal-toolbar` → `._q`). */
export const builtClass = (name: string): string => `.${names.get(name) ?? name}`;
