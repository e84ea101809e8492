import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles } from './testing/source-imports';

/**
 * One contract (docs/ARCHITECTURE.md, "The web app"): every fetcher parses the answer with the schema
 * @pp/contract gives the endpoint, and takes its shapes from there rather than declaring its own.
 */
const isFetcher = (path: string) =>
  /^(features\/[^/]+|session)\/api\/[^/]+\.ts$/.test(path) && !path.endsWith('.test.ts');

/** The argument text of each `apiRequest(…)` call, parentheses balanced. */
function apiRequestCalls(text: string): string[] {
  const calls: string[] = [];
  for (const match of text.matchAll(/\bapiRequest\s*(?:<[^>]*>)?\(/g)) {
    let depth = 1;
    let i = (match.index ?? 0) + match[0].length;
    const start = i;
    for (; i < text.length && depth > 0; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')') depth--;
    }
    calls.push(text.slice(start, i - 1));
  }
  return calls;
}

/** What is wrong with one fetcher file, one sentence per fault. */
export function contractFaults(path: string, text: string): string[] {
  const faults = apiRequestCalls(text)
    .filter((args) => !/\bschema\b/.test(args))
    .map((args) => {
      const endpoint = args.split(',')[0]?.trim() ?? '';
      return `${path} calls apiRequest(${endpoint}, …) without the contract's schema of the answer`;
    });
  if (importsOf(text).includes('zod')) {
    faults.push(`${path} imports zod: request and answer shapes belong in @pp/contract`);
  }
  return faults;
}

describe('web fetchers use the contract', () => {
  it('names a call without a schema and a shape declared outside the contract', () => {
    const text = [
      "import { z } from 'zod';",
      "export const a = () => apiRequest('/users/me', { method: 'GET' });",
      'export const b = () => apiRequest(reelPath(id), { schema: ZReelSchema });',
    ].join('\n');
    expect(contractFaults('features/x/api/a.ts', text)).toEqual([
      "features/x/api/a.ts calls apiRequest('/users/me', …) without the contract's schema of the answer",
      'features/x/api/a.ts imports zod: request and answer shapes belong in @pp/contract',
    ]);
  });

  it('holds for every fetcher under features/*/api and session/api', () => {
    const fetchers = sourceFiles().filter((f) => isFetcher(f.path));
    expect(fetchers.length).toBeGreaterThan(40);
    expect(fetchers.flatMap((f) => contractFaults(f.path, f.text))).toEqual([]);
  });
});
