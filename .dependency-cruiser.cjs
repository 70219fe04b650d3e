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
      // A warning until issue 13 breaks today's cycle: a baseline can't hold folder-level cycles.
      severity: 'warn',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/' },
      to: { path: '^apps/server/src/modules/', circular: true },
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
