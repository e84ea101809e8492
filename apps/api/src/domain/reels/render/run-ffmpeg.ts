import { spawn } from 'node:child_process';
import { countEndedChildrenCpu } from '../../../observability/child-cpu';
import { inSpan } from '../../../observability/tracing';

export interface FfmpegRun {
  /** Called with ffmpeg's `frame=` and `out_time_us=` figures as `-progress pipe:1` reports them. */
  onProgress?: (p: { frame: number; outTimeSec: number }) => void;
  signal?: AbortSignal;
}

/**
 * Runs ffmpeg (Debian's binary on PATH) with machine-readable progress on stdout. Resolves when it
 * exits 0; rejects with the tail of its error output otherwise, or with the abort reason after
 * killing it when the signal fires, so no child outlives a cancelled render. Each run is a span
 * (the reel's trace reaches the encoder) and its CPU time counts in pp_render_cpu_seconds_total.
 */
export function runFfmpeg(args: string[], run: FfmpegRun = {}): Promise<void> {
  return inSpan('ffmpeg', async (span) => {
    try {
      await runChild(args, run);
    } finally {
      // Exact for one child at a time; with runs overlapping, it holds the ones that ended meanwhile.
      span.setAttribute('pp.ended_children_cpu_seconds', countEndedChildrenCpu());
    }
  });
}

function runChild(args: string[], run: FfmpegRun): Promise<void> {
  const { onProgress, signal } = run;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const child = spawn(
      'ffmpeg',
      ['-hide_banner', '-nostdin', '-nostats', '-loglevel', 'error', '-progress', 'pipe:1', '-y', ...args],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    let pending = '';
    let frame = 0;
    let outTimeSec = 0;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const eq = line.indexOf('=');
        const key = line.slice(0, eq);
        const value = line.slice(eq + 1).trim();
        if (key === 'frame') frame = Number(value) || frame;
        else if (key === 'out_time_us') outTimeSec = Math.max(0, Number(value) / 1e6 || 0);
        else if (key === 'progress') onProgress?.({ frame, outTimeSec });
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    const onAbort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (err) => {
      signal?.removeEventListener('abort', onAbort);
      reject(err);
    });
    child.on('close', (code, sig) => {
      signal?.removeEventListener('abort', onAbort);
      if (signal?.aborted) reject(signal.reason);
      else if (code === 0) resolve();
      else reject(new Error(`ffmpeg exited with ${code ?? sig}: ${stderr.trim()}`));
    });
  });
}
