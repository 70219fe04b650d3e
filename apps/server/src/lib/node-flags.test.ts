import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './node-flags.ts';

describe('serverNodeFlags', () => {
  it('are the flags `npm start` runs the server with', async () => {
    const manifest = JSON.parse(await readFile(path.join(import.meta.dirname, '../../package.json'), 'utf8'));
    expect(manifest.scripts.start).toBe(`tsx ${serverNodeFlags.join(' ')} src/main.ts`);
  });
});
