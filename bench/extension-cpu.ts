/**
 * CPU time of one click, read from a Chrome trace (bench:extension). On a machine shared with other
 * work, wall time grows with the load while thread time does not: every top-level task Chrome runs
 * carries `tdur`, the CPU time of its thread (Linux thread clocks), beside `dur`, its wall time.
 * The window is cut by two User Timing marks the product sets: `pp:click` (content script, at the
 * click) and `pp:drafts-visible` (side panel, once the drafts are painted), in the trace's own clock.
 */

/** What the trace records: top-level tasks (with thread time) and the User Timing marks. */
export const TRACE_CATEGORIES = ['toplevel', 'blink.user_timing', '__metadata'];

interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; labels?: string };
}

export interface ClickCpu {
  /** Marks' distance in the trace clock (the wall figure, without Date.now()'s millisecond rounding). */
  wall_ms: number;
  /**
   * Thread time of every task of every Chrome process inside the window, in ms (the tracing service
   * left out). Processes run side by side, so on an idle machine this sum can exceed the wall time.
   */
  cpu_ms: number;
  /** The same by process: the listing page's renderer, the extension's (worker and panel), the rest. */
  by_process: { page: number; extension: number; browser: number; other: number };
}

const round = (n: number) => Math.round(n * 10) / 10;

const markOf = (events: TraceEvent[], name: string) =>
  events.find((e) => e.name === name && e.cat?.includes('blink.user_timing'));

/**
 * Sums thread time over the window [pp:click, pp:drafts-visible]. A task cut by an edge counts for the
 * share of its wall time inside the window; a task nested in another of its thread is counted once.
 */
export function clickCpu(trace: { traceEvents: TraceEvent[] }): ClickCpu {
  const events = trace.traceEvents;
  const click = markOf(events, 'pp:click');
  const drafts = markOf(events, 'pp:drafts-visible');
  if (!click || !drafts) throw new Error('the trace lacks the pp:click or pp:drafts-visible mark');
  const from = click.ts;
  const to = drafts.ts;
  const processName = new Map<number, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'process_name') processName.set(e.pid, e.args?.name ?? '');
  const kind = (pid: number): keyof ClickCpu['by_process'] => {
    if (pid === click.pid) return 'page';
    if (pid === drafts.pid) return 'extension';
    return processName.get(pid) === 'Browser' ? 'browser' : 'other';
  };
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph !== 'X' || !e.cat?.includes('toplevel') || e.tdur === undefined || !e.dur) continue;
    // The tracing service's own work is the measurement's, not the click's.
    if (processName.get(e.pid)?.startsWith('Service: tracing')) continue;
    if (e.ts + e.dur <= from || e.ts >= to) continue;
    const key = `${e.pid}:${e.tid}`;
    const list = byThread.get(key) ?? [];
    list.push(e);
    byThread.set(key, list);
  }
  const by = { page: 0, extension: 0, browser: 0, other: 0 };
  for (const list of byThread.values()) {
    list.sort((a, b) => a.ts - b.ts);
    let coveredUntil = Number.NEGATIVE_INFINITY;
    for (const e of list) {
      const end = e.ts + (e.dur ?? 0);
      if (e.ts < coveredUntil) continue;
      coveredUntil = end;
      const inside = Math.min(end, to) - Math.max(e.ts, from);
      by[kind(e.pid)] += ((e.tdur ?? 0) * inside) / (e.dur ?? 1) / 1000;
    }
  }
  return {
    wall_ms: round((to - from) / 1000),
    cpu_ms: round(by.page + by.extension + by.browser + by.other),
    by_process: {
      page: round(by.page),
      extension: round(by.extension),
      browser: round(by.browser),
      other: round(by.other),
    },
  };
}
