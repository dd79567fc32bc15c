/**
 * Where a CPU profile's time went, by who runs it: `npx tsx bench/support/profile-summary.ts <file.cpuprofile>…`
 * (the files `--cpu-prof` writes, one per thread, e.g. from `BENCH_PROFILE_DIR` in api-throughput.ts). Prints, per
 * file, the busy time and each part's share of it: a node module by its package name, the app's own code,
 * Node's internals, the garbage collector and native code V8 names only as "(program)".
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The part of the process a function belongs to, read from its script's address. */
function partOf({ functionName, url }: ProfileNode['callFrame']): string {
  if (url === '') return functionName === '(garbage collector)' ? 'garbage collector' : functionName || '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules !== -1) {
    const [scope, name] = url.slice(modules + '/node_modules/'.length).split('/');
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? url);
  }
  if (url.includes('/apps/server/')) return 'the app';
  if (url.includes('/packages/')) return 'the workspace packages';
  if (url.startsWith('wasm://')) return 'WebAssembly';
  return 'other';
}

function summarize(file: string) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const microseconds = new Map<string, number>();
  profile.samples.forEach((nodeId, index) => {
    const node = byId.get(nodeId);
    if (!node) return;
    const part = partOf(node.callFrame);
    microseconds.set(part, (microseconds.get(part) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const idle = microseconds.get('(idle)') ?? 0;
  const wall = profile.endTime - profile.startTime;
  const busy = [...microseconds].filter(([part]) => part !== '(idle)').reduce((sum, [, time]) => sum + time, 0);
  console.log(`\n${path.basename(file)}: ${(wall / 1e6).toFixed(1)} s profiled, ${(busy / 1e6).toFixed(1)} s busy`);
  console.log(`  idle ${(idle / 1e6).toFixed(1)} s`);
  const parts = [...microseconds].filter(([part]) => part !== '(idle)').sort(([, a], [, b]) => b - a);
  for (const [part, time] of parts.slice(0, 14)) {
    console.log(`  ${part.padEnd(32)} ${((100 * time) / busy).toFixed(1).padStart(5)} % of busy`);
  }
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('Usage: npx tsx bench/support/profile-summary.ts <file.cpuprofile>…');
  process.exit(2);
}
for (const file of files) summarize(file);
