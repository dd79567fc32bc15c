#!/usr/bin/env node
// `npm test`: every test stage, stopping at the first step that fails, then how long each stage took
// (README, "Running the tests": the times on a 2-core machine). A stage is an npm script of the root package.json.
// A step is one stage, or stages that run side by side: the two API runs spend much of their time waiting on the
// database and on timers, so together they take little longer than one. A step's first stage prints as it goes; the
// output of the others is printed whole once the step ends.
// `npm test -- --from <stage>` starts at the step holding that stage, to go on after a fix.
import { spawn } from 'node:child_process';

const STEPS = [
  ['lint'],
  // tsc uses one core: the unit and component tests take the other.
  ['typecheck', 'test:unit', 'test:components'],
  ['test:api:pglite', 'test:api:postgres', 'build'],
  // Tests that time the API under heavy work, each engine in turn, with nothing else running.
  ['test:api:isolated'],
  // The compiled server's start and stop, and two nodes behind nginx: each mostly waits on processes starting. Beside
  // the browser suite, whose three browsers keep the cores about 90 % busy, they took 5.9 and 2.9 min, not 1.4 and 1.2,
  // and the suite 16.2 min, not 13.1.
  ['test:production', 'test:cluster'],
  ['test:e2e'],
];

const stages = STEPS.flat();
const fromIndex = process.argv.indexOf('--from');
const firstStage = fromIndex === -1 ? stages[0] : process.argv[fromIndex + 1];
const firstStep = STEPS.findIndex((step) => step.includes(firstStage));
if (firstStep === -1) {
  console.error(`No test stage named '${firstStage}': the stages are ${stages.join(', ')}.`);
  process.exit(2);
}

/** Runs one stage, printing as it goes (`live`) or keeping its output (`output`) to be printed once its step ends. */
function runStage(stage, live) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', stage], { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      resolve({ stage, ms: Date.now() - started, ok: code === 0, output: live ? null : Buffer.concat(output) });
    });
  });
}

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const took = [];
const failed = [];
const started = Date.now();
for (const step of STEPS.slice(firstStep)) {
  if (step.length > 1) {
    console.log(
      `\nSide by side: ${step.join(', ')} (${step[0]} prints as it goes; each other's output follows as it ends)`,
    );
  }
  const results = await Promise.all(step.map((stage, index) => runStage(stage, index === 0)));
  // Printed once the live stage is done: a terminal reporter that redraws its lines would overwrite them.
  for (const { stage, output } of results) {
    if (output) process.stdout.write(`\n===== ${stage} =====\n${output.toString()}`);
  }
  took.push(...results);
  failed.push(...results.filter((result) => !result.ok).map((result) => result.stage));
  if (failed.length > 0) break;
}
console.log('\nStage times:');
for (const { stage, ms } of took) console.log(`  ${stage.padEnd(20)} ${minutes(ms)}`);
console.log(`  ${'all (elapsed)'.padEnd(20)} ${minutes(Date.now() - started)}`);
if (failed.length > 0) {
  console.error(`\n${failed.join(', ')} failed.`);
  process.exit(1);
}
