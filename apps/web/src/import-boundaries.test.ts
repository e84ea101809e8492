import { describe, expect, it } from 'vitest';
import { importsOf, resolveImport, sourceFiles } from './testing/source-imports';

/**
 * The layers of the web app (docs/ARCHITECTURE.md, "The web app"): route files in `app` compose
 * features; a feature never imports another feature; `session`, `components`, `hooks` and `lib` are shared
 * and import no feature; `testing` is for tests only.
 */
type Layer = 'app' | 'feature' | 'session' | 'components' | 'hooks' | 'lib' | 'testing' | 'other';

function layerOf(path: string): { layer: Layer; name: string } {
  const [top = '', second = ''] = path.split('/');
  if (top === 'features') return { layer: 'feature', name: `features/${second}` };
  if (['app', 'session', 'components', 'hooks', 'lib', 'testing'].includes(top))
    return { layer: top as Layer, name: top };
  return { layer: 'other', name: top };
}

/** What each layer may import besides itself (and packages). */
const ALLOWED: Record<Layer, Layer[]> = {
  app: ['feature', 'session', 'components', 'hooks', 'lib', 'other'],
  feature: ['session', 'components', 'hooks', 'lib', 'other'],
  session: ['components', 'hooks', 'lib', 'other'],
  components: ['session', 'hooks', 'lib', 'other'],
  hooks: ['lib', 'other'],
  lib: ['other'],
  testing: ['app', 'feature', 'session', 'components', 'hooks', 'lib', 'other'],
  other: ['lib', 'other'],
};

const isTest = (path: string) => /\.test\.tsx?$/.test(path);

/** Why `from` may not import `specifier`, or null when it may. */
export function boundaryViolation(from: string, specifier: string): string | null {
  const target = resolveImport(from, specifier);
  if (target === null) return null;
  const source = layerOf(from);
  const dest = layerOf(target);
  if (source.name === dest.name) return null;
  if (dest.layer === 'testing' && isTest(from)) return null;
  if (ALLOWED[source.layer].includes(dest.layer)) return null;
  return `${from} imports '${specifier}' (${source.name} must not import ${dest.name})`;
}

describe('import boundaries', () => {
  it('names the rule a cross-feature or upward import breaks', () => {
    expect(boundaryViolation('features/reels/api/x.ts', '../../billing/api/y')).toBe(
      "features/reels/api/x.ts imports '../../billing/api/y' (features/reels must not import features/billing)",
    );
    expect(boundaryViolation('components/layout/top-nav.tsx', '../../features/auth')).toMatch(
      /components must not import features\/auth/,
    );
    expect(boundaryViolation('session/hooks/a.ts', '../../app/routes')).toMatch(
      /session must not import app/,
    );
    expect(boundaryViolation('lib/a.ts', '../session')).toMatch(/lib must not import session/);
    expect(boundaryViolation('hooks/a.ts', '../features/auth')).toMatch(
      /hooks must not import features\/auth/,
    );
    expect(boundaryViolation('features/reels/api/a.ts', '../../../testing/fetch-stub')).toMatch(
      /must not import testing/,
    );
  });

  it('lets a feature use its own files, shared code, packages, and tests use testing', () => {
    expect(boundaryViolation('features/reels/api/a.ts', '../utils/b')).toBeNull();
    expect(boundaryViolation('features/reels/api/a.ts', '../../../session')).toBeNull();
    expect(boundaryViolation('features/reels/components/a.tsx', '../../../components/ui/button')).toBeNull();
    expect(boundaryViolation('features/reels/components/a.tsx', '../../../hooks/use-form-values')).toBeNull();
    expect(
      boundaryViolation('features/reels/components/a.test.tsx', '../../../testing/render-app'),
    ).toBeNull();
    expect(boundaryViolation('features/reels/api/a.ts', '@pp/contract')).toBeNull();
  });

  it('holds for every file under src', () => {
    const violations = sourceFiles().flatMap((file) =>
      importsOf(file.text)
        .map((specifier) => boundaryViolation(file.path, specifier))
        .filter((v): v is string => v !== null),
    );
    expect(violations).toEqual([]);
  });
});
