/**
 * The top entries of a V8 CPU profile (node --cpu-prof, or BENCH_CPU_PROF of bench:api) by self
 * time, counting only samples in the profile's last WINDOW seconds, so a server's start-up
 * (migrations, compilation) does not drown the per-request costs.
 *
 *   node --import tsx bench/cpu-profile-top.ts <file.cpuprofile> [window seconds=12] [top=5]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  endTime: number;
}

const [file, windowArg = '12', topArg = '5'] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-top.ts <file.cpuprofile> [window seconds] [top]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));

// Sample times run forward from startTime; walk back from the end to find the window.
const times: number[] = [];
let t = profile.endTime;
for (let i = profile.samples.length - 1; i >= 0; i--) {
  times[i] = t;
  t -= profile.timeDeltas[i] ?? 0;
}
const from = profile.endTime - Number(windowArg) * 1e6;
const self = new Map<string, number>();
let total = 0;
for (let i = 0; i < profile.samples.length; i++) {
  if ((times[i] ?? 0) < from) continue;
  const node = byId.get(profile.samples[i] ?? -1);
  if (!node) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url
    ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(apps|packages)\//, '$1/')}:${lineNumber + 1}`
    : '';
  const name = `${functionName || '(anonymous)'} ${where}`.trim();
  if (name.startsWith('(idle)')) continue;
  self.set(name, (self.get(name) ?? 0) + 1);
  total += 1;
}
console.info(`${path.basename(file)}: ${total} busy samples in the last ${windowArg} s`);
for (const [name, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg)))
  console.info(`${((100 * n) / total).toFixed(1).padStart(5)}%  ${name}`);
