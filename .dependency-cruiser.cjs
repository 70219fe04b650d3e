/**
 * Module boundaries (docs/architecture.md "Boundaries"), checked by `npm run lint`.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'server-repository-reach-in',
      comment:
        "A server module calls another module's service or public surface, never its repository: the owner keeps its rules.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: { path: '^apps/server/src/modules/[^/]+/[^/]+[.]repository[.]ts$', pathNot: '^apps/server/src/modules/$1/' },
    },
    {
      name: 'server-module-cycle',
      comment: 'Server modules depend on each other one way only (a module is its folder under modules/).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/' },
      to: { path: '^apps/server/src/modules/', circular: true },
    },
    {
      name: 'server-core-alone',
      comment:
        'The core (tenancy, actor, operation log) depends on db/ and lib/ only: plugins, modules and infrastructure build on it.',
      severity: 'error',
      from: { path: '^apps/server/src/core/' },
      to: { path: '^apps/server/src/(modules|plugins|infra|jobs|seed|cli)/' },
    },
    {
      name: 'server-infra-alone',
      comment: 'Infrastructure without routes (idempotency, rate limits, mail, OpenAPI) knows no module and no plugin.',
      severity: 'error',
      from: { path: '^apps/server/src/infra/' },
      to: { path: '^apps/server/src/(modules|plugins)/' },
    },
    {
      name: 'server-plugin-module',
      comment:
        'Plugins and modules never import each other: both depend on core/, and app.ts passes module lookups in.',
      severity: 'error',
      from: { path: '^apps/server/src/plugins/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'server-module-plugin',
      comment: 'A module reads what the plugins resolved through core/request.ts, never from a plugin.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/' },
      to: { path: '^apps/server/src/plugins/' },
    },
    {
      name: 'web-cross-feature',
      comment:
        'A web feature never imports another feature: compose them in app/ or share through components/ and lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: ['(^|/)(node_modules|dist|generated|e2e)/', '[.]test[.]tsx?$', '^apps/server/test/', '^apps/web/src/test/'],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
  },
};
