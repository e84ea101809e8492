import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** A process's resident memory (VmRSS) in kB; 0 once it has gone. */
export function rssKb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0; // the process ended between listing and reading
  }
}

/** A process and all its descendants, found through /proc/<pid>/task/<tid>/children. */
export function processTree(root: number): number[] {
  const pids = [root];
  for (let i = 0; i < pids.length; i++) {
    try {
      for (const tid of readdirSync(`/proc/${pids[i]}/task`)) {
        const kids = readFileSync(`/proc/${pids[i]}/task/${tid}/children`, 'utf8').trim();
        if (kids) pids.push(...kids.split(' ').map(Number));
      }
    } catch {
      // gone already
    }
  }
  return pids;
}

/** The resident memory of a process tree in kB: the root's own and its descendants' together. */
export function treeRssKb(root: number): { self: number; children: number } {
  const [self, ...children] = processTree(root).map(rssKb);
  return { self: self ?? 0, children: children.reduce((sum, kb) => sum + kb, 0) };
}

const ticksPerSec = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/**
 * user+sys CPU seconds of `pid` and of its waited-for children (ffmpeg), from /proc/<pid>/stat: the
 * fields after the ")" closing the command name (which may hold spaces); utime is field 14 overall.
 */
export function cpuSecondsOf(pid: number): { self: number; children: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  return { self: (utime! + stime!) / ticksPerSec, children: (cutime! + cstime!) / ticksPerSec };
}

/** cpuSecondsOf's two figures together; 0 once the process has gone (a PostgreSQL backend that closed). */
export function totalCpuSecondsOf(pid: number): number {
  try {
    const { self, children } = cpuSecondsOf(pid);
    return self + children;
  } catch {
    return 0;
  }
}
