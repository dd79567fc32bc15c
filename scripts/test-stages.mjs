#!/usr/bin/env node
// `npm test`: every test stage in order, stopping at the first that fails, then how long each took
// (README, "Tests": the times on a 2-core machine). A stage is an npm script of the root package.json.
// `npm test -- --from <stage>` starts at that stage, to go on after a fix without running the earlier ones again.
import { spawnSync } from 'node:child_process';

const STAGES = [
  'lint',
  'typecheck',
  'test:unit',
  'test:components',
  'test:api',
  'test:api:postgres',
  'build',
  'test:production',
  'test:cluster',
  'test:e2e',
];

const fromIndex = process.argv.indexOf('--from');
const firstStage = fromIndex === -1 ? STAGES[0] : process.argv[fromIndex + 1];
if (!STAGES.includes(firstStage)) {
  console.error(`No test stage named '${firstStage}': the stages are ${STAGES.join(', ')}.`);
  process.exit(2);
}

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const took = [];
let failed = null;
for (const stage of STAGES.slice(STAGES.indexOf(firstStage))) {
  const started = Date.now();
  const run = spawnSync('npm', ['run', stage], { stdio: 'inherit' });
  took.push([stage, Date.now() - started]);
  if (run.status !== 0) {
    failed = stage;
    break;
  }
}
console.log('\nStage times:');
for (const [stage, ms] of took) console.log(`  ${stage.padEnd(20)} ${minutes(ms)}`);
console.log(`  ${'all'.padEnd(20)} ${minutes(took.reduce((sum, [, ms]) => sum + ms, 0))}`);
if (failed) {
  console.error(`\n${failed} failed.`);
  process.exit(1);
}
