import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph, readTree, sourceRoots } from './import-circles';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

describe('import circles', () => {
  it('finds a circle through a type-only import and a re-export, and not one through import()', () => {
    const graph = importGraph(
      new Map([
        ['a.ts', "import { b } from './b';"],
        ['b.ts', "export { c } from './dir/c.js';"],
        ['dir/c.ts', "import type { A } from '../a';\nconst lazy = () => import('../d');"],
        ['d.ts', "import { a } from './a';"],
        ['e.ts', "// import { a } from './f';\nimport x from 'react';"],
        ['f.ts', "import { e } from './e';"],
      ]),
    );
    expect(importCircles(graph)).toEqual([['a.ts', 'b.ts', 'dir/c.ts']]);
  });

  it.each(sourceRoots(REPO_ROOT))('leaves none in %s', (root) => {
    const sources = readTree(path.join(REPO_ROOT, root));
    expect(sources.size).toBeGreaterThan(0);
    expect(importCircles(importGraph(sources))).toEqual([]);
  });
});
