import { describe, expect, it } from 'vitest';
import { apiTypesSource, readApiTypes } from '../../../test/api-types.ts';
import { createTestApp } from '../../../test/app.ts';

describe('the tests’ generated API client', () => {
  it('is typed from the document the server serves now (run npm run api:types -w @paydeck/server)', async () => {
    const t = await createTestApp();
    try {
      const served = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      expect(await apiTypesSource(served)).toBe(await readApiTypes());
    } finally {
      await t.close();
    }
  });
});
