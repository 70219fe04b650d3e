import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { namespaces, startNamespaces } from '../../lib/i18n.ts';

/**
 * Each route names the translation namespaces its page shows, and they load with the page's chunk
 * (`lazyPage`). Read from the source: every module a page can run (static and lazy imports alike)
 * and the namespaces those use must be what its route declares, beyond the start ones and, for a
 * signed-in page, the app layout's.
 */
const appDir = path.resolve(import.meta.dirname, '..');

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

const visit = (node: ts.Node, each: (node: ts.Node) => void) => {
  each(node);
  node.forEachChild((child) => visit(child, each));
};

const stringsOf = (node: ts.Node | undefined): string[] => {
  if (!node) return [];
  if (ts.isStringLiteral(node)) return [node.text];
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap(stringsOf);
  return [];
};

const isDynamicImport = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword;

/** The app's own modules a file imports at run time (type-only imports left out). */
const importsOf = (file: string, source: ts.SourceFile) => {
  const specifiers: string[] = [];
  visit(source, (node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly)
      specifiers.push(...stringsOf(node.moduleSpecifier));
    if (ts.isExportDeclaration(node) && !node.isTypeOnly) specifiers.push(...stringsOf(node.moduleSpecifier));
    if (isDynamicImport(node)) specifiers.push(...stringsOf(node.arguments[0]));
  });
  return specifiers
    .filter((specifier) => specifier.startsWith('.') && /\.tsx?$/.test(specifier))
    .map((specifier) => path.resolve(path.dirname(file), specifier))
    .filter((resolved) => existsSync(resolved));
};

/** Namespaces a file names: `useTranslation('x')`, `useTranslation(['x', 'y'])`, `{ ns: 'x' }`. */
const namespacesIn = (source: ts.SourceFile) => {
  const found: string[] = [];
  visit(source, (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'useTranslation')
      found.push(...stringsOf(node.arguments[0]));
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'ns')
      found.push(...stringsOf(node.initializer));
  });
  return found;
};

/** The route tables: each page they load lazily is a route of its own, checked on its own. */
const routeTables = new Set(['router.tsx', 'shell-routes.tsx'].map((file) => path.join(appDir, file)));

/** The namespaces of everything a module can run. */
const usedFrom = (entry: string) => {
  const seen = new Set<string>();
  const used = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file) || routeTables.has(file)) continue;
    seen.add(file);
    const source = parse(file);
    for (const ns of namespacesIn(source)) used.add(ns);
    queue.push(...importsOf(file, source));
  }
  return used;
};

/** Every `lazyPage(() => import('…'), [namespaces])` of a route table file. */
const lazyPagesOf = (file: string) => {
  const pages: { module: string; declared: string[] }[] = [];
  visit(parse(file), (node) => {
    if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== 'lazyPage') return;
    const [load, declared] = node.arguments;
    if (!load || !ts.isArrowFunction(load) || !isDynamicImport(load.body))
      throw new Error(`unexpected lazyPage in ${file}`);
    const [module] = stringsOf(load.body.arguments[0]);
    if (!module) throw new Error(`lazyPage without a module in ${file}`);
    pages.push({ module: path.resolve(path.dirname(file), module), declared: stringsOf(declared) });
  });
  return pages;
};

const routerPages = lazyPagesOf(path.join(appDir, 'router.tsx'));
const shellPages = lazyPagesOf(path.join(appDir, 'shell-routes.tsx'));
const appLayout = routerPages.find((page) => page.module.endsWith('AppLayout.tsx'));
const name = (module: string) => path.relative(appDir, module);

const expectDeclared = (module: string, declared: string[], given: Iterable<string>) => {
  const needed = [...usedFrom(module)].filter((ns) => !new Set(given).has(ns));
  expect.soft(declared.toSorted().join(', '), name(module)).toBe(needed.toSorted().join(', '));
};

// It parses every page's module graph with the TypeScript compiler: seconds, more on a loaded machine.
describe('route namespaces', { timeout: 60_000 }, () => {
  it('are registered namespaces', () => {
    for (const page of [...routerPages, ...shellPages]) {
      for (const ns of page.declared) expect(namespaces, name(page.module)).toContain(ns);
    }
  });

  it('of the public pages and the app layout are what they show', () => {
    expect(appLayout).toBeDefined();
    for (const page of routerPages) expectDeclared(page.module, page.declared, startNamespaces);
  });

  it('of the signed-in pages are what they show beyond the app layout', () => {
    const layout = appLayout ? [...startNamespaces, ...appLayout.declared] : [];
    expect(shellPages.length).toBeGreaterThan(20);
    for (const page of shellPages) expectDeclared(page.module, page.declared, layout);
  });
});
