// Types of test/support/shippedTwind.mjs (plain ES module: jest.config.mjs imports it too).
export const SHIPPED_TWIND_MODULE: string;
export const SHIPPED_TWIND_CSS: string;
export default function writeShippedTwind(globalConfig: unknown, projectConfig: { rootDir: string }): void;
