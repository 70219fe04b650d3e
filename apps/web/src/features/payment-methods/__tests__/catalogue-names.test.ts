import { readFileSync } from 'node:fs';
import path from 'node:path';
import { paymentMethodFlows, paymentMethodIds, paymentMethodTypes } from '@paydeck/contract/payment-method-catalogue';
import { describe, expect, it } from 'vitest';

const catalog = (locale: string) =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../../locales/${locale}/paymentMethods.json`), 'utf8'),
  ) as Record<'method' | 'type' | 'flow', Record<string, string>>;

describe('payment method names', () => {
  it.each(['en-US', 'zh-CN'])('%s names every method, type and flow of the catalogue, and nothing else', (locale) => {
    const { method, type, flow } = catalog(locale);
    expect(Object.keys(method).sort()).toEqual([...paymentMethodIds].sort());
    expect(Object.keys(type).sort()).toEqual([...paymentMethodTypes].sort());
    expect(Object.keys(flow).sort()).toEqual([...paymentMethodFlows].sort());
  });
});
