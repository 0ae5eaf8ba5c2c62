/** Layer boundaries, checked in the test suite (test/core/import-boundaries.test.ts). */
module.exports = {
  forbidden: [
    {
      name: 'core-is-pure',
      comment: 'core/ imports only core/: no framework, database, React or node I/O.',
      severity: 'error',
      from: { path: '^core/' },
      to: { pathNot: '^core/' },
    },
    {
      name: 'adapters-not-from-frontends',
      comment: 'The server never imports front-end code.',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^(shell|mfe-[a-z]+)/' },
    },
    {
      name: 'frontends-not-adapters',
      comment:
        'Front ends reach the server only through @mindmark/contracts (schemas, route table), never adapters/.',
      severity: 'error',
      from: { path: '^(shell|mfe-[a-z]+)/' },
      to: { path: '^adapters/' },
    },
    {
      name: 'adapters-across-ports',
      comment:
        'An adapter implements its own port; only the composition root (adapters/main) wires adapters together. ' +
        'Known exceptions (docs/architecture.md): the CLIs (adapters/cli) are entry points like adapters/main: they ' +
        'open and migrate the database, then take every use case from buildCore; adapters/jobs/job-runs.repository.ts ' +
        'types its rows with the database schema (adapters/db/database.ts) it shares.',
      severity: 'error',
      from: {
        path: '^adapters/(?!main/)([^/]+)/',
        pathNot: ['^adapters/cli/', '^adapters/jobs/job-runs\\.repository\\.ts$'],
      },
      to: { path: '^adapters/', pathNot: '^adapters/$1/' },
    },
    {
      name: 'contracts-stand-alone',
      comment:
        'contracts/ is shared by server and browsers: only core/domain constants (sort keys, units), never use cases, adapters or front ends.',
      severity: 'error',
      from: { path: '^contracts/' },
      to: { path: '^(adapters|shell|mfe-[a-z]+)/|^core/(?!domain/)' },
    },
    {
      name: 'remotes-are-independent',
      comment: 'A micro-frontend imports no other micro-frontend (mfe-kit is the shared library).',
      severity: 'error',
      from: { path: '^(mfe-(?:onboarding|beta|admin))/' },
      to: { path: '^mfe-(onboarding|beta|admin)/', pathNot: '^$1/' },
    },
    {
      name: 'mfe-layers',
      comment:
        'Inside a micro-frontend (docs/frontend.md, "Layout"): pages may use components and services, ' +
        'components may use services, services use neither; nothing imports a page but the app file.',
      severity: 'error',
      from: { path: '^(mfe-(?:onboarding|beta|admin))/src/(components|services)/' },
      to: { path: '^$1/src/pages/' },
    },
    {
      name: 'mfe-services-below-components',
      comment:
        'A service (data access, pure rules) never imports a component: components render what services load.',
      severity: 'error',
      from: { path: '^(mfe-(?:onboarding|beta|admin))/src/services/' },
      to: { path: '^$1/src/components/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
    exclude: { path: '(^|/)(dist|node_modules)/' },
  },
};
