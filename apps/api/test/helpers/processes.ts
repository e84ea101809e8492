import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** One API process as production starts it, reporting its port over IPC (the scale test's). */
const replicaEntry = path.resolve(here, '../scale/replica.ts');
const serverEntry = path.resolve(here, '../../src/server.ts');
const workerEntry = path.resolve(here, '../../src/worker.ts');

export interface ApiProcess {
  child: ChildProcess;
  base: string;
}

const forkTs = (entry: string, env: Record<string, string>) =>
  fork(entry, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

/** An API process (buildApp + listen on a loopback port), resolved once it listens. */
export function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const child = forkTs(replicaEntry, env);
  return new Promise((resolve, reject) => {
    child.once('message', (m) =>
      resolve({ child, base: `http://127.0.0.1:${(m as { port: number }).port}` }),
    );
    child.once('exit', (code) => reject(new Error(`API process exited with ${code}`)));
  });
}

/** `npm start`'s entry (src/server.ts, with its own SIGTERM handling) on `port`. */
export function startServer(env: Record<string, string>, port: number): Promise<ApiProcess> {
  const child = forkTs(serverEntry, { ...env, HOST: '127.0.0.1', PORT: String(port) });
  const base = `http://127.0.0.1:${port}`;
  return new Promise((resolve, reject) => {
    const poll = setInterval(() => {
      fetch(`${base}/healthz`)
        .then((res) => {
          if (!res.ok) return;
          clearInterval(poll);
          resolve({ child, base });
        })
        .catch(() => undefined);
    }, 200);
    child.once('exit', (code) => {
      clearInterval(poll);
      reject(new Error(`server exited with ${code}`));
    });
  });
}

export const startWorker = (env: Record<string, string>) => forkTs(workerEntry, env);

/** Resolves with the exit code (or signal) once the child has exited. */
export function exited(child: ChildProcess): Promise<number | string> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  if (child.signalCode !== null) return Promise.resolve(child.signalCode);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
}

/** SIGTERM, then the exit. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = exited(child);
  child.kill('SIGTERM');
  await done;
}
