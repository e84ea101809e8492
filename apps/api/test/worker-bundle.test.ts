import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../..');
const unitCommand = (unit: string) => {
  const text = readFileSync(path.join(repo, 'deploy/systemd', unit), 'utf8');
  return /^ExecStart=\S+\s+(.*)$/m.exec(text)![1]!.trim().split(/\s+/);
};

/** Runs `args` with this Node from the repository root; resolves with the exit code and output. */
function run(args: string[], env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, args, { cwd: repo, env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise<{ code: number | null; output: string }>((done) =>
    child.on('exit', (code) => done({ code, output })),
  );
}

// Production runs the bundle (apps/api/scripts/build.mjs), not the sources the other tests run.
describe('the worker unit runs the bundle `npm run build` makes', { timeout: 60_000 }, () => {
  it('builds, loads every module the worker imports, and refuses to start without REDIS_URL', async () => {
    const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: path.join(repo, 'apps/api') });
    expect(built.status, String(built.stderr)).toBe(0);
    const command = unitCommand('property-promoter-worker@.service');
    expect(command).toEqual(['apps/api/dist/worker.js']);
    const { code, output } = await run(command, {
      REDIS_URL: undefined,
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
    });
    // Exit 1 after the REDIS_URL check means every import (files beside the code included) loaded.
    expect(output).toContain('REDIS_URL is required');
    expect(code).toBe(1);
  });
});
