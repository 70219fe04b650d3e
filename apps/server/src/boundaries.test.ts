import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as IConfiguration;

/** The rules `npm run lint` checks, run on a folder that breaks each of them once. */
const violationsIn = async (baseDir: string) => {
  const { tsConfig: _projectOnly, ...options } = config.options ?? {};
  const result = await cruise(['apps'], {
    ...options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  if (typeof result.output === 'string') throw new Error('expected a cruise result, not a report');
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
};

describe('module boundaries (npm run lint)', () => {
  it('fail on a repository reach-in, a module cycle, a layer crossing and a cross-feature import', async () => {
    expect(await violationsIn(path.join(root, 'apps/server/test/boundaries-fixture'))).toEqual([
      'server-core-alone: apps/server/src/core/scope.ts → apps/server/src/modules/stock/stock.service.ts',
      'server-infra-alone: apps/server/src/infra/mail.ts → apps/server/src/modules/orders/orders.service.ts',
      'server-module-cycle: apps/server/src/modules/orders → apps/server/src/modules/stock',
      'server-module-cycle: apps/server/src/modules/stock → apps/server/src/modules/orders',
      'server-module-plugin: apps/server/src/modules/orders/orders.routes.ts → apps/server/src/plugins/auth.ts',
      'server-plugin-module: apps/server/src/plugins/auth.ts → apps/server/src/modules/orders/orders.service.ts',
      'server-repository-reach-in: apps/server/src/modules/orders/orders.service.ts → apps/server/src/modules/stock/stock.repository.ts',
      'web-cross-feature: apps/web/src/features/cart/cart-title.ts → apps/web/src/features/shop/shop-name.ts',
    ]);
  });
});
