/**
 * Import rules `npm run lint` checks (dependency-cruiser). In the web app code flows one way:
 * shared code (api, session, store, components, i18n, lib, hooks) → features → app.
 */
const WEB = '^apps/web/src';
const WEB_SHARED = `${WEB}/(api|session|store|components|hooks|lib|i18n)/`;

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module must not import itself through others: break the cycle by moving what both need.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-shared-not-to-features-or-app',
      severity: 'error',
      comment: 'Shared web code (api, session, store, components, i18n) serves features and app, never the reverse.',
      from: { path: WEB_SHARED },
      to: { path: `${WEB}/(features|app)/` },
    },
    {
      name: 'web-features-not-to-app',
      severity: 'error',
      comment: 'A feature uses shared code only; app/ (router, shell) is where features are put together.',
      from: { path: `${WEB}/features/` },
      to: { path: `${WEB}/app/` },
    },
    {
      name: 'web-features-not-to-other-features',
      severity: 'error',
      comment: 'Features do not import each other: what two features share belongs in shared code.',
      from: { path: `${WEB}/features/([^/]+)/` },
      to: { path: `${WEB}/features/`, pathNot: `${WEB}/features/$1/` },
    },
    {
      name: 'server-infrastructure-not-to-modules',
      severity: 'error',
      comment: 'platform, http and db are the infrastructure the modules build on; they must not import a module.',
      from: { path: '^apps/server/src/(platform|http|db)/' },
      to: { path: '^apps/server/src/modules/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
