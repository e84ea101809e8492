import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** apps/web/src, the root every path below is relative to. */
export const SRC_DIR = path.resolve(import.meta.dirname, '..');

export interface SourceFile {
  /** Path relative to src, with forward slashes: `features/reels/api/create-reel.ts`. */
  path: string;
  text: string;
}

/** Every TypeScript file under src (tests included), read once. */
export function sourceFiles(): SourceFile[] {
  return readdirSync(SRC_DIR, { recursive: true, encoding: 'utf8' })
    .filter((p) => /\.tsx?$/.test(p))
    .map((p) => ({ path: p.split(path.sep).join('/'), text: readFileSync(path.join(SRC_DIR, p), 'utf8') }));
}

// `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`; the clause before `from` has
// no quotes, so the match cannot run from one statement into the next.
const IMPORT_PATTERN =
  /\b(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The module specifiers a file imports, in order. */
export function importsOf(text: string): string[] {
  return [...text.matchAll(IMPORT_PATTERN)].map((m) => m[1] ?? m[2] ?? '');
}

/** Where a relative specifier points, relative to src (`features/session`); null for packages. */
export function resolveImport(fromPath: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(fromPath), specifier));
}
