import { describe, expect, it } from 'vitest';
import { appLinkFor } from './context.ts';

describe('appLinkFor', () => {
  const local = appLinkFor({ publicUrl: undefined, basePath: '/paydeck/', port: 3000 });

  it('links under the configured public URL, whatever its trailing slashes', () => {
    const link = appLinkFor({ publicUrl: 'https://pay.example/app//', basePath: '/', port: 3000 });
    expect(link('/checkout/pay_1')).toBe('https://pay.example/app/checkout/pay_1');
    expect(local('checkout/pay_1')).toBe('http://localhost:3000/paydeck/checkout/pay_1');
  });

  it('writes a query form-encoded, as URLSearchParams does, whichever way it takes', () => {
    for (const query of <Record<string, string>[]>[
      { token: 'Ab0-_.*' },
      { token: 'a b&c=d/é', next: '/home?x=1' },
      { a: '1', b: '' },
      {},
    ]) {
      const search = new URLSearchParams(query).toString();
      expect(local('reset', query)).toBe(`http://localhost:3000/paydeck/reset${search ? `?${search}` : ''}`);
    }
  });
});
