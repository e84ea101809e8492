import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { addRenderCpu } from './metrics';

let ticksPerSec: number | undefined;

/**
 * CPU seconds (user + system) of this process's children that have ended: fields cutime and
 * cstime of /proc/self/stat (proc(5)), which the kernel adds a child's time to when it is reaped,
 * the measure bench/reel.ts uses (process.resourceUsage() reports this process only). Undefined
 * where there is no /proc (not Linux).
 */
function endedChildrenCpu(): number | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    ticksPerSec ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;
    // Fields after the ")" closing the command name; cutime and cstime are fields 16 and 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / ticksPerSec;
  } catch {
    return undefined;
  }
}

/** Where the count stands: children that ended before this module loaded are not renders. */
let counted = endedChildrenCpu();

/**
 * Called when an ffmpeg child has ended: adds the CPU time children used since the last call to
 * pp_render_cpu_seconds_total. Children running at once are each counted once, whatever order
 * they end in (the kernel's total only grows). ffmpeg is the only child the API and the worker
 * start. Answers the seconds added.
 */
export function countEndedChildrenCpu(): number {
  const now = endedChildrenCpu();
  if (now === undefined || counted === undefined) return 0;
  const added = now - counted;
  counted = now;
  addRenderCpu(added);
  return added;
}
