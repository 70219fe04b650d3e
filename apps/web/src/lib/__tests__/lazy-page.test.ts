import { describe, expect, it } from 'vitest';
import { ChunkLoadError, lazyPage } from '../lazy-page.ts';

const Page = () => null;

describe('lazyPage', () => {
  it('resolves to the module default as the route Component', async () => {
    await expect(lazyPage(async () => ({ default: Page }))()).resolves.toEqual({ Component: Page });
  });

  it('turns a failed chunk into ChunkLoadError', async () => {
    const failing = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(failing()).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('gives up after the load timeout', async () => {
    const never = lazyPage(() => new Promise(() => undefined), [], 20);
    await expect(never()).rejects.toBeInstanceOf(ChunkLoadError);
  });
});
