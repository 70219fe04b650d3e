import { describe, expect, it } from 'vitest';
import { bannerUrl, docsUrl } from './banner.ts';

describe('startup banner URLs', () => {
  it('puts the slash between a public URL without one and docs', () => {
    const url = bannerUrl({ publicUrl: 'http://127.0.0.1:3911', port: '3911', basePath: '/' });
    expect(url).toBe('http://127.0.0.1:3911/');
    expect(docsUrl(url)).toBe('http://127.0.0.1:3911/docs');
  });

  it('keeps a base path, with or without its trailing slash', () => {
    expect(docsUrl(bannerUrl({ publicUrl: 'https://pay.example.com/deck', port: '80', basePath: '/' }))).toBe(
      'https://pay.example.com/deck/docs',
    );
    expect(docsUrl(bannerUrl({ publicUrl: undefined, port: '3000', basePath: '/deck/' }))).toBe(
      'http://localhost:3000/deck/docs',
    );
    expect(docsUrl(bannerUrl({ publicUrl: 'https://pay.example.com/', port: '80', basePath: '/' }))).toBe(
      'https://pay.example.com/docs',
    );
  });
});
