/**
 * The house's layering rules (issue 25 point 8, ADR 082), checked by `npm run lint`:
 * `depcruise app server common design-system --config .dependency-cruiser.cjs`.
 * A rule breaks CI; there are no warnings.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycles anywhere, type-only ones included: a cycle means two modules are one, and the order ' +
        'in which they load decides what the other sees.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-between-domain-areas',
      severity: 'error',
      comment:
        'The areas of server/domain (content, money, chat, ...) form a hierarchy: when content pays through money, ' +
        'money does not reach back into content, even through a third area or for a type.',
      scope: 'folder',
      from: { path: '^server/domain/[^/]+' },
      to: { path: '^server/domain/[^/]+', circular: true },
    },
    {
      name: 'design-system-stands-alone',
      severity: 'error',
      comment: 'The design system knows nothing of the app or the server (it is reusable and has its own stories).',
      from: { path: '^design-system/' },
      to: { path: '^(app|server)/' },
    },
    {
      name: 'app-imports-only-types-from-server',
      severity: 'error',
      comment:
        "The app reaches the server through loaders' context.services and the API, never by importing its code: " +
        'only `import type` crosses (it is erased from the browser bundle).',
      from: { path: '^app/' },
      to: { path: '^server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-knows-no-http',
      severity: 'error',
      comment:
        'Business rules in server/domain are called by the API, the pages and the jobs alike: they never import ' +
        'the HTTP layer (server/api, its plumbing) nor Express.',
      from: { path: '^server/domain/' },
      to: { path: ['^server/(api|http|routes)/', '(^|/)node_modules/(@types/)?express(-serve-static-core)?/'] },
    },
    {
      name: 'common-stands-alone',
      severity: 'error',
      comment: 'common/ holds what app and server share (zod rules, view types, the error catalogue); it imports neither.',
      from: { path: '^common/' },
      to: { path: '^(app|server|design-system)/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that does not resolve is a typo or a missing package; a rule cannot see through it.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Only our code is checked; packages are leaves, not excluded (a rule must see an import of express).
    doNotFollow: { path: 'node_modules' },
    // test/: the helpers above every layer (a test builds what it needs from the services and the domain); the rules are the product's.
    exclude: { path: '(^|/)(build|data|storybook-static|test-results|playwright-report)/|^test/' },
    // `import type` counts as an edge (tagged type-only), so the app rule can tell types from code.
    tsPreCompilationDeps: true,
    // The path aliases (~/, #ds) come from tsconfig.json.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    moduleSystems: ['es6', 'cjs'],
    skipAnalysisNotInRules: true,
  },
};
