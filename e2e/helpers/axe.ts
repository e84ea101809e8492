import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * Runs axe-core (WCAG 2 A/AA rules) on the page as it is now and returns the violations, each
 * with the selectors of the offending nodes. Evaluated through the devtools protocol, so the
 * app's Content-Security-Policy stays on.
 */
export async function axeViolations(
  page: Page,
  options: { exclude?: string[] } = {},
): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  const loaded = await page.evaluate(
    () => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined',
  );
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async (exclude: string[]) => {
    type AxeResult = {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: unknown[] }>;
      }>;
    };
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResult> } })
      .axe;
    const context = exclude.length ? { include: [document], exclude: exclude.map((s) => [s]) } : document;
    const result = await axe.run(context, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  }, options.exclude ?? []);
}

/** One line per violation, for readable assertion failures: `expect(formatViolations(v)).toEqual('')`. */
export const formatViolations = (violations: AxeViolation[]) =>
  violations.map((v) => `${v.impact ?? ''} ${v.id}: ${v.help} -> ${v.nodes.join(', ')}`).join('\n');

/**
 * Fails the test with one line per axe violation on the page as it is now, followed by where it was
 * (address, viewport width, the toasts showing), so a failure can be found without a rerun.
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  const found = formatViolations(await axeViolations(page, options));
  const where = found
    ? ` at ${page.url()} (${page.viewportSize()?.width}px) toasts: ${await page.locator('[data-sonner-toast]').allTextContents()}`
    : '';
  expect(found + where).toBe('');
}
