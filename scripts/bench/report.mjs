// How npm run bench prints a figure: its value, its target, pass or fail. A failed target fails the run.

/** @param {string} name @param {{ value: string, target: string, pass: boolean }} result */
export function figure(name, { value, target, pass }) {
  console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${name}: ${value} (target ${target})`);
  if (!pass) process.exitCode = 1;
}
