import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { namespaces } from '../i18n.ts';

const src = path.resolve(import.meta.dirname, '../..');
const localesDir = path.join(src, 'locales');

type Catalog = { [key: string]: string | Catalog };
const flatten = (catalog: Catalog, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(catalog).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
const load = (locale: string, ns: string) =>
  flatten(JSON.parse(readFileSync(path.join(localesDir, locale, `${ns}.json`), 'utf8')) as Catalog);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('locale catalogs', () => {
  it('has exactly the registered namespaces in both locales', () => {
    for (const locale of ['en-US', 'zh-CN']) {
      const files = readdirSync(path.join(localesDir, locale)).map((f) => f.replace(/\.json$/, ''));
      expect(files.sort()).toEqual([...namespaces].sort());
    }
  });

  it.each(namespaces)('%s: every key exists in both locales, non-empty, with the same placeholders', (ns) => {
    const en = load('en-US', ns);
    const zh = load('zh-CN', ns);
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(text.trim(), `en-US ${ns}:${key}`).not.toBe('');
      expect(zh[key]?.trim(), `zh-CN ${ns}:${key}`).not.toBe('');
      expect(placeholders(zh[key] ?? ''), `${ns}:${key}`).toEqual(placeholders(text));
    }
  });

  it("words a payment status the same on the payer's checkout as on the dashboard, once the payer acted", () => {
    for (const locale of ['en-US', 'zh-CN']) {
      const checkout = load(locale, 'checkout');
      const common = load(locale, 'common');
      for (const status of ['paid', 'under_paid', 'over_paid', 'canceled', 'expired', 'failed']) {
        expect(checkout[`payerStatus.${status}`], `${locale} ${status}`).toBe(common[`paymentStatus.${status}`]);
      }
    }
  });
});

/** Attributes whose string values a person reads; they must come from the catalogs. */
const userFacingAttributes = new Set([
  'title',
  'subTitle',
  'label',
  'placeholder',
  'alt',
  'aria-label',
  'description',
  'message',
  'tooltip',
  'okText',
  'cancelText',
  'extra',
  'content',
  'addonBefore',
  'addonAfter',
  'emptyText',
]);
const hasWords = (text: string) => /\p{L}/u.test(text);

const literalStrings = (file: string): string[] => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) =>
    `${path.relative(src, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(`${where(node)} text "${node.text.trim()}"`);
    if (ts.isJsxExpression(node) && node.expression && ts.isStringLiteralLike(node.expression)) {
      const inAttribute = ts.isJsxAttribute(node.parent);
      const name = inAttribute ? node.parent.name.getText() : null;
      if ((!inAttribute || (name && userFacingAttributes.has(name))) && hasWords(node.expression.text)) {
        found.push(`${where(node)} "${node.expression.text}"`);
      }
    }
    if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      if (userFacingAttributes.has(node.name.getText()) && hasWords(node.initializer.text)) {
        found.push(`${where(node)} ${node.name.getText()}="${node.initializer.text}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

const componentFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'test' ? [] : componentFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });

describe('components', () => {
  it('show no literal user-facing strings (everything goes through i18n)', () => {
    const files = componentFiles(src);
    expect(files.length).toBeGreaterThan(5);
    expect(files.flatMap(literalStrings)).toEqual([]);
  });

  it('the checker itself catches literals', () => {
    const probe = path.join(src, 'test/literal-probe.fixture.tsx');
    expect(literalStrings(probe)).toHaveLength(3);
  });
});
