/**
 * `npm run build -w @pp/api`: bundles src/server.ts and src/worker.ts into dist/server.js and
 * dist/worker.js, the files `npm start`, `npm run worker` and the systemd units run.
 *
 * Why a bundle (measured, docs/ARCHITECTURE.md "How the API runs"): Node 24's ESM resolver hands
 * every module of a package a fresh copy of that package's `exports` map. drizzle-orm's package.json
 * is 179 KB and a worker loads ~300 of its files, so starting one left ~180 MB of heap behind (a
 * worker at ~325 MB resident before its first job; ~145 MB from this bundle). drizzle-orm and our
 * own TypeScript (src/, the @pp/* workspaces) go into the bundle; every other package stays in
 * node_modules as it is (sharp's and argon2's native files, PGlite's wasm, pino's worker threads).
 */
import { build } from 'esbuild';

const BUNDLED = /^(drizzle-orm|@pp\/)/;

await build({
  entryPoints: { server: 'src/server.ts', worker: 'src/worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'node-modules-external',
      setup(b) {
        // A bare specifier (a package) other than the bundled ones is loaded from node_modules.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          BUNDLED.test(args.path) || args.path.startsWith('node:')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
});
