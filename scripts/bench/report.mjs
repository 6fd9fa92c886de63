// How npm run bench prints: every line goes to the console and into the report (bench/results/latest.md), and a
// figure is its value, its target, pass or fail. A failed target fails the run.

/** @type {string[]} */
const reportLines = [];

/** @param {string} text */
export function line(text) {
  console.log(text);
  reportLines.push(text);
}

/** @param {string} name @param {{ value: string, target: string, pass: boolean }} result */
export function figure(name, { value, target, pass }) {
  line(`  ${pass ? 'PASS' : 'FAIL'}  ${name}: ${value} (target ${target})`);
  if (!pass) process.exitCode = 1;
}

/** Everything printed so far, as the report file holds it. */
export const reportText = () => `${reportLines.join('\n')}\n`;
