// Adds the Node 24 server runs to `npm test`'s totals and prints CI's closing line.
import { existsSync, readFileSync } from 'node:fs';

const [testLog, ...vitestReports] = process.argv.slice(2);
const last = readFileSync(testLog, 'utf8')
  .match(/tests: (\d+) passed, (\d+) failed/g)
  ?.pop();
const [, passed = '0', failed = '1'] = last?.match(/(\d+) passed, (\d+) failed/) ?? [];
let totalPassed = Number(passed);
let totalFailed = Number(failed);
for (const report of vitestReports) {
  if (!existsSync(report)) {
    console.log(`missing ${report}: counted as a failure`);
    totalFailed += 1;
    continue;
  }
  const { numPassedTests, numFailedTests, success } = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`node 24 ${report}: ${numPassedTests} passed, ${numFailedTests} failed`);
  totalPassed += numPassedTests;
  totalFailed += numFailedTests + (success || numFailedTests > 0 ? 0 : 1);
}
console.log(`ci: ${totalPassed} passed, ${totalFailed} failed`);
