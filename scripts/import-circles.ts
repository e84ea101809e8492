import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Finds import circles among a tree's TypeScript files. A circle makes module load order decide
 * whether a binding is initialised (a `const` read before its module ran is a TDZ error), and it
 * usually means two modules share a piece that belongs in a third. Type-only imports count: they
 * still tie the two files' designs together. Dynamic `import()` does not: it is how lazy routes load.
 */

// `import … from '…'`, `export … from '…'` and `import '…'`; the clause before `from` has no quotes,
// so a match cannot run from one statement into the next.
const STATIC_IMPORT = /\b(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g;

/** The relative specifiers a file imports statically. */
export function relativeImportsOf(text: string): string[] {
  const withoutComments = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...withoutComments.matchAll(STATIC_IMPORT)].map((m) => m[1] ?? '').filter((s) => s.startsWith('.'));
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative specifier names, or null when it names none (an asset, a JSON file). */
function resolve(files: ReadonlySet<string>, from: string, specifier: string): string | null {
  const base = path.posix.normalize(
    path.posix.join(path.posix.dirname(from), specifier.replace(/\.js$/, '')),
  );
  for (const ext of EXTENSIONS) if (files.has(base + ext)) return base + ext;
  return null;
}

/** file → the files it imports, for a map of file path → source text (paths with forward slashes). */
export function importGraph(sources: ReadonlyMap<string, string>): Map<string, string[]> {
  const files = new Set(sources.keys());
  const graph = new Map<string, string[]>();
  for (const [file, text] of sources) {
    const targets = relativeImportsOf(text)
      .map((s) => resolve(files, file, s))
      .filter((t): t is string => t !== null && t !== file);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every strongly connected group of two or more files (Tarjan), each sorted, as one circle. */
export function importCircles(graph: ReadonlyMap<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) circles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles;
}

/** The TypeScript sources under a directory, keyed by path relative to it. */
export function readTree(dir: string): Map<string, string> {
  const sources = new Map<string, string>();
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return sources;
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(entry) || entry.includes('node_modules')) continue;
    sources.set(entry.split(path.sep).join('/'), readFileSync(path.join(dir, entry), 'utf8'));
  }
  return sources;
}

/** The source trees the lint covers, relative to the repository root. */
export function sourceRoots(repoRoot: string): string[] {
  const packages = readdirSync(path.join(repoRoot, 'packages')).map((p) => `packages/${p}/src`);
  return ['apps/api/src', 'apps/web/src', 'apps/extension/src', ...packages].filter((dir) =>
    existsSync(path.join(repoRoot, dir)),
  );
}
