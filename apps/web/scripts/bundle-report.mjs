// Prints the first-load JavaScript (gzip) of every route page and fails above budget:
// public sign-in pages (and the payer's checkout page) ≤ 250 KB, any other (dashboard) page ≤ 400 KB (ARCHITECTURE §7).
// First load = the entry chunk, the page's chunk, and every chunk they import statically (plus
// the app layout's for signed-in pages).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// A build elsewhere (`vite build --outDir …`) is reported by passing its folder.
const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const budgets = { 'sign-in': 250, dashboard: 400 };

const gzipKb = new Map();
const sizeOf = (file) => {
  if (!gzipKb.has(file)) gzipKb.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024);
  return gzipKb.get(file);
};

const closure = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(child, seen);
  return seen;
};

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('no entry chunk in the Vite manifest');
const entryChunks = closure(entryKey);

// Signed-in pages render inside the app layout, a lazy chunk of its own that loads with them;
// the public, legal and error pages have no layout.
const appLayoutKey = 'src/app/AppLayout.tsx';
const outsideAppLayout = /\/features\/(user|legal|exception|checkout)\//;
if (!manifest[appLayoutKey]) throw new Error(`${appLayoutKey} is not in the Vite manifest`);

const pages = Object.keys(manifest)
  .filter((key) => key.endsWith('.page.tsx'))
  .map((key) => {
    const chunks = closure(key, new Set(entryChunks));
    if (!outsideAppLayout.test(key)) closure(appLayoutKey, chunks);
    const kb = [...chunks].reduce((sum, chunk) => sum + sizeOf(manifest[chunk].file), 0);
    // Pages under features/user are the public sign-in flow, and the payer's checkout page is
    // public too (held to the same budget); everything else is the dashboard.
    const kind = /\/features\/(user|checkout)\//.test(key) ? 'sign-in' : 'dashboard';
    return { page: key.replace(/^src\//, ''), kind, kb: Math.round(kb * 10) / 10, budget: budgets[kind] };
  })
  .sort((a, b) => b.kb - a.kb);

const width = Math.max(...pages.map((p) => p.page.length));
console.log(`\nFirst-load JS per route page (gzip, KB):`);
for (const p of pages) {
  const verdict = p.kb <= p.budget ? 'ok' : 'OVER BUDGET';
  console.log(
    `  ${p.page.padEnd(width)}  ${p.kind.padEnd(9)}  ${p.kb.toFixed(1).padStart(6)} / ${p.budget}  ${verdict}`,
  );
}
writeFileSync(path.join(dist, 'bundle-report.json'), `${JSON.stringify(pages, null, 2)}\n`);
const over = pages.filter((p) => p.kb > p.budget);
if (over.length) {
  console.error(`\n${over.length} route(s) over budget.`);
  process.exit(1);
}
console.log(`\nAll ${pages.length} route pages within budget.`);
