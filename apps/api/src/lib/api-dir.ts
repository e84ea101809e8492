import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A path inside apps/api (the folder holding its package.json). Code runs from two depths: the
 * sources under src/ (tests, `npm run dev:api`, the CLIs under tsx) and the bundle in dist/ that
 * `npm start` and `npm run worker` run (scripts/build.mjs), where every module's import.meta.url is
 * the bundle's. So files beside the code are found from the package folder, not from the module.
 */
export function apiDir(...segments: string[]): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
    dir = up;
  }
  return path.join(dir, ...segments);
}
