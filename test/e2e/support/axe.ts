// axe-core in the page, on one element (its open shadow root included): every violation, any impact, the
// experimental label-content-name-mismatch included (issue 20). The source is evaluated rather than added as
// a script tag, so a page whose CSP refuses added scripts is checked too.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './server';

const AXE_SOURCE = path.join(REPO_ROOT, 'node_modules', 'axe-core', 'axe.min.js');

/** Each violation as `id (impact): [its first three nodes' targets]`; [] when axe finds nothing. */
export async function axeViolations(page: Page, selector: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(AXE_SOURCE, 'utf8'));
  return page.evaluate(async (sel) => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run({ include: [[sel]] }, { resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } });
    return result.violations.map((v) => `${v.id} (${v.impact}): ${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))}`);
  }, selector);
}
