// `npm test`: typecheck, lint, unit tests, API tests on PGlite (and on PostgreSQL when
// TEST_DATABASE_URL is set), each followed by its timing tests run alone, the web build with its
// bundle budget, then end-to-end tests in Debian's Chromium. Ends with one machine-readable line: "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const totals = { passed: 0, failed: 0 };
const stages = [];
/** Every test's time, for the summary's slowest ten: where a faster CI would start. */
const timings = [];
let stageStarted = performance.now();
/** Seconds since the previous stage ended, so the summary shows where CI's time goes. */
const took = () => {
  const seconds = Math.round((performance.now() - stageStarted) / 1000);
  stageStarted = performance.now();
  return `(${seconds} s)`;
};

/**
 * PAYDECK_PGLITE_NODE: a folder holding another Node release's `node`, to run the PGlite API suite
 * under it (CI runs it under Node 24 LTS and the PostgreSQL suite under the machine's Node 20).
 */
const pgliteNode = process.env.PAYDECK_PGLITE_NODE;

const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
};

/** A stage without its own test count (typecheck, lint, build) counts as one check. */
const check = (name, ok) => {
  totals[ok ? 'passed' : 'failed'] += 1;
  stages.push(`${ok ? 'ok  ' : 'FAIL'} ${name} ${took()}`);
  return ok;
};

/**
 * Vitest gives a run one worker per CPU but one, which on a 2-core machine is a single worker. The
 * API suites mostly wait on a database (PostgreSQL's own process, or PGlite between queries), so
 * more workers than cores still shortens them; each test file has its own database, so they can't
 * see each other.
 */
const vitestStage = (name, projects, env = {}, workers = 2) => {
  const report = path.join(tmp, `vitest-${name.replace(/\W+/g, '-')}.json`);
  rmSync(report, { force: true });
  const ok = run(
    bin('vitest'),
    [
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      `--maxWorkers=${workers}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${report}`,
    ],
    env,
  );
  if (!existsSync(report)) return check(`${name} (runner failed)`, false);
  const { numPassedTests, numFailedTests, testResults } = JSON.parse(readFileSync(report, 'utf8'));
  // A runner that failed outside any test (a broken setup) still fails the stage.
  const failed = numFailedTests + (ok || numFailedTests > 0 ? 0 : 1);
  totals.passed += numPassedTests;
  totals.failed += failed;
  stages.push(`${failed === 0 ? 'ok  ' : 'FAIL'} ${name}: ${numPassedTests} passed, ${failed} failed ${took()}`);
  // The summary is what a CI log's tail shows, so it names what failed.
  for (const file of testResults) {
    for (const test of file.assertionResults) {
      timings.push({ ms: test.duration ?? 0, name: `${name}: ${path.relative(root, file.name)} › ${test.fullName}` });
    }
    for (const test of file.assertionResults.filter((t) => t.status === 'failed')) {
      stages.push(`       ${path.relative(root, file.name)} › ${test.fullName}`);
      // Its first lines too: the log's tail is often all there is to tell a flake from a defect.
      const why = (test.failureMessages[0] ?? '').split('\n').slice(0, 2).join('\n         ');
      if (why) stages.push(`         ${why.slice(0, 600)}`);
    }
  }
  return failed === 0;
};

/** Chromium, the CJK fonts without which zh-CN pages render as boxes, and the emoji font of the flags in lists. */
const ensureChromium = () => {
  // Off Debian (no dpkg) the fonts can't be checked this way; trust the system.
  const hasFonts =
    spawnSync('sh', [
      '-c',
      '! command -v dpkg >/dev/null || dpkg -s fonts-noto-cjk fonts-noto-color-emoji >/dev/null 2>&1',
    ]).status === 0;
  if (existsSync(chromium) && hasFonts) return true;
  const install = 'apt-get update && apt-get install -y chromium fonts-noto-cjk fonts-noto-color-emoji';
  const canInstall = process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (!canInstall) {
    console.error(`\nChromium or its CJK and emoji fonts are missing. Install them with:\n  sudo sh -c '${install}'\n`);
    return false;
  }
  console.log(`\nInstalling Chromium and its CJK and emoji fonts: ${install}`);
  return run('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${install}`]) && existsSync(chromium);
};

/** oathtool and zbarimg: the server's TOTP tests check codes and QR images against independent tools. */
const ensureTestTools = () => {
  const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
  if (has('oathtool') && has('zbarimg')) return;
  const install = 'apt-get update && apt-get install -y oathtool zbar-tools';
  const canInstall = process.getuid?.() === 0 && has('apt-get');
  if (!canInstall) {
    console.error(
      `\noathtool or zbarimg is missing; the TOTP tests will fail. Install them with:\n  sudo sh -c '${install}'\n`,
    );
    return;
  }
  console.log(`\nInstalling oathtool and zbarimg: ${install}`);
  run('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${install}`]);
};

const e2eStage = () => {
  const report = path.join(tmp, 'e2e-results.json');
  rmSync(report, { force: true });
  const ok = run(bin('playwright'), ['test', '-c', 'apps/web/playwright.config.ts']);
  if (!existsSync(report)) return check('e2e (runner failed)', false);
  const { stats, suites } = JSON.parse(readFileSync(report, 'utf8'));
  const passed = stats.expected + stats.flaky;
  const failed = stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
  totals.passed += passed;
  totals.failed += failed;
  stages.push(`${failed === 0 ? 'ok  ' : 'FAIL'} e2e (Chromium): ${passed} passed, ${failed} failed ${took()}`);
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((t) => t.status === 'unexpected')) stages.push(`       ${spec.file} › ${spec.title}`);
      const ms = spec.tests.flatMap((t) => t.results).reduce((sum, result) => sum + result.duration, 0);
      timings.push({ ms, name: `e2e: ${spec.file} › ${spec.title}` });
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of suites) walk(suite);
};

check('typecheck', run('npm', ['run', 'typecheck']));
check('lint (biome)', run('npm', ['run', 'lint']));
vitestStage('unit (contract, web)', ['contract', 'web']);
ensureTestTools();
const pgliteEnv = {
  PAYDECK_TEST_DATABASE: 'pglite',
  ...(pgliteNode && { PATH: `${pgliteNode}${path.delimiter}${process.env.PATH}` }),
};
const pgliteNodeName = pgliteNode
  ? `, Node ${spawnSync(path.join(pgliteNode, 'node'), ['--version'], { encoding: 'utf8' }).stdout.trim()}`
  : '';
vitestStage(`api (PGlite${pgliteNodeName})`, ['server'], pgliteEnv, 2);
vitestStage(`api timing (PGlite${pgliteNodeName})`, ['server-timing'], pgliteEnv, 1);
if (process.env.TEST_DATABASE_URL) {
  vitestStage('api (PostgreSQL)', ['server'], { PAYDECK_TEST_DATABASE: 'postgres' }, 3);
  vitestStage('api timing (PostgreSQL)', ['server-timing'], { PAYDECK_TEST_DATABASE: 'postgres' }, 1);
} else {
  stages.push('skip api (PostgreSQL): TEST_DATABASE_URL is not set');
}
const built = check('web build + bundle budget', run('npm', ['run', 'build']));
if (!ensureChromium()) check('e2e (Chromium missing)', false);
else if (!built) check('e2e (skipped: build failed)', false);
else e2eStage();

const slowest = timings.sort((a, b) => b.ms - a.ms).slice(0, 10);
stages.push('', 'slowest 10 tests:', ...slowest.map((t) => `  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.name}`));
console.log(`\n${stages.join('\n')}\n`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
