import { writeApiTypes } from './api-types.ts';
import { createTestApp } from './app.ts';
import { buildTemplate } from './database.ts';

// The app on a throwaway test database: only its served OpenAPI document is read.
const teardown = await buildTemplate();
const t = await createTestApp();
try {
  await writeApiTypes((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
} finally {
  await t.close();
  await teardown();
}
