// Prints the JavaScript each route page loads first, as the server sends it (the brotli file the
// build wrote beside each chunk): the entry, the page's chunk and every chunk they import
// statically (plus the app layout's for signed-in pages). A report to see where bytes go; the
// budgets are measured in a browser, as a user receives the page (e2e/delivery-budget.spec.ts).
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// A build elsewhere (`vite build --outDir …`) is reported by passing its folder.
const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** The size sent to a browser that accepts brotli (every current one): the .br file if there is one. */
const sentKb = (file) => {
  const full = path.join(dist, file);
  return statSync(existsSync(`${full}.br`) ? `${full}.br` : full).size / 1024;
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
    const kb = [...chunks].reduce((sum, chunk) => sum + sentKb(manifest[chunk].file), 0);
    return { page: key.replace(/^src\//, ''), chunks: chunks.size, kb: Math.round(kb * 10) / 10 };
  })
  .sort((a, b) => b.kb - a.kb);

const width = Math.max(...pages.map((p) => p.page.length));
console.log('\nFirst-load JS per route page (brotli as sent, KB; chunks):');
for (const p of pages)
  console.log(`  ${p.page.padEnd(width)}  ${p.kb.toFixed(1).padStart(6)}  ${String(p.chunks).padStart(3)}`);
writeFileSync(path.join(dist, 'bundle-report.json'), `${JSON.stringify(pages, null, 2)}\n`);
