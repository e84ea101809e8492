import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SCREENSHOT_DIR = path.join(root, 'test-results/screenshots');

/**
 * Full-page PNGs of the current page at each width: test-results/screenshots/<name>-<width>.png.
 * The viewport is restored afterwards. Returns the written paths (open them and look).
 * `fullPage: false` captures only the viewport: use it while a fixed overlay (menu, dialog) is open.
 */
export async function shoot(
  page: Page,
  name: string,
  widths: number[] = [375, 1280],
  options: { fullPage?: boolean } = {},
): Promise<string[]> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  const files: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 800 });
    // Let layout, fonts and transitions settle at the new width: fonts loaded, every running finite
    // animation or transition ended (endless ones are frozen by `animations: 'disabled'`), and two
    // frames drawn at the new size.
    const settled = page.evaluate(async () => {
      await document.fonts.ready;
      const ending = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    });
    // A page with JavaScript switched off (the property page's no-script test) never runs the
    // settling script: there is nothing to wait for beyond layout, so it gets two seconds at most.
    // (If the page closes while the script still waits, its late failure is of no interest.)
    settled.catch(() => undefined);
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: options.fullPage ?? true, animations: 'disabled' });
    files.push(file);
  }
  if (original) await page.setViewportSize(original);
  return files;
}
