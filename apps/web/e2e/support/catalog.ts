import { readFileSync } from 'node:fs';
import path from 'node:path';

type Catalog = Record<string, unknown>;
const locales = path.resolve(import.meta.dirname, '../../src/locales');

/** The app's own strings, so one spec runs in either language. */
export const catalog = (locale: 'en-US' | 'zh-CN') => {
  const cache = new Map<string, Catalog>();
  const load = (ns: string) => {
    if (!cache.has(ns)) cache.set(ns, JSON.parse(readFileSync(path.join(locales, locale, `${ns}.json`), 'utf8')));
    return cache.get(ns) as Catalog;
  };
  /** `t('user:login.submit')`, with {{placeholders}} filled from `values`. */
  return (key: string, values: Record<string, string> = {}): string => {
    const [ns, dotted] = key.includes(':') ? (key.split(':') as [string, string]) : ['common', key];
    const value = dotted.split('.').reduce<unknown>((node, part) => (node as Catalog | undefined)?.[part], load(ns));
    if (typeof value !== 'string') throw new Error(`no ${locale} string for ${key}`);
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
};

/** antd puts a space between two CJK characters of a button label ("登 录"). */
export const buttonName = (label: string) =>
  /^[\u4e00-\u9fff]{2}$/.test(label) ? new RegExp(`^${label[0]}\\s?${label[1]}$`) : label;
