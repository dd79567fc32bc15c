#!/usr/bin/env node
// `npm test`: every test stage, stopping at the first step that fails, then how long each stage took
// (README, "Running the tests": the times on a 2-core machine). A stage is an npm script of the root package.json.
// A step is one stage, or stages that run side by side: the two API runs spend much of their time waiting on the
// database and on timers, so together they take little longer than one. A step's first stage prints as it goes; the
// output of the others is printed whole once the step ends. What failed is printed again at the end.
// `npm test -- --from <stage>` starts at the step holding that stage, to go on after a fix.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

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

/**
 * Runs one stage, printing as it goes (`live`) or keeping its output to be printed once its step ends. Either way the
 * output is kept, so that a failed stage's failures can be printed again last, where a log's tail shows them.
 */
function runStage(stage, live) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', stage], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    const keep = (stream) => (chunk) => {
      output.push(chunk);
      if (live) stream.write(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (code) => {
      resolve({ stage, ms: Date.now() - started, ok: code === 0, live, output: Buffer.concat(output).toString() });
    });
  });
}

// Vitest's summary of what failed starts with one of these headings, and names each failed test on a FAIL line.
const FAILURE_HEADINGS = /Failed (Tests|Suites) \d+|Unhandled (Errors|Rejection)/;
const FAILED_TEST = /^\s*FAIL\s/;
// What failed must fit in the tail of a log that shows only its last lines (CI's report shows about 140): the failed
// stages share these lines.
const FAILURE_LINES_SHOWN = 100;

/**
 * What a failed stage printed about its failures, in at most `budget` lines: the failed tests' names, then the start
 * of Vitest's summary of failures, or, without one (lint, the browser suite), the output's last lines.
 */
function failureExcerpt(output, budget) {
  const lines = stripVTControlCharacters(output).split('\n');
  const heading = lines.findIndex((line) => FAILURE_HEADINGS.test(line));
  if (heading === -1) return lines.slice(-budget).join('\n');
  const names = [...new Set(lines.slice(heading).filter((line) => FAILED_TEST.test(line)))].slice(0, budget / 4);
  return [...names, '', ...lines.slice(heading, heading + budget - names.length - 1)].join('\n');
}

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const took = [];
let failures = [];
const started = Date.now();
for (const step of STEPS.slice(firstStep)) {
  if (step.length > 1) {
    console.log(
      `\nSide by side: ${step.join(', ')} (${step[0]} prints as it goes; the others' output follows the step)`,
    );
  }
  const results = await Promise.all(step.map((stage, index) => runStage(stage, index === 0)));
  for (const { stage, live, output } of results) {
    if (!live) process.stdout.write(`\n===== ${stage} =====\n${output}`);
  }
  took.push(...results.map(({ stage, ms }) => ({ stage, ms })));
  failures = results.filter((result) => !result.ok);
  if (failures.length > 0) break;
}
console.log('\nStage times:');
for (const { stage, ms } of took) console.log(`  ${stage.padEnd(20)} ${minutes(ms)}`);
console.log(`  ${'all (elapsed)'.padEnd(20)} ${minutes(Date.now() - started)}`);
if (failures.length > 0) {
  const budget = Math.floor(FAILURE_LINES_SHOWN / failures.length);
  for (const { stage, output } of failures) {
    console.error(`\n===== what failed in ${stage} =====\n${failureExcerpt(output, budget)}`);
  }
  console.error(`\n${failures.map(({ stage }) => stage).join(', ')} failed.`);
  process.exitCode = 1;
}
