/**
 * Import rules `npm run lint` checks (dependency-cruiser); ARCHITECTURE.md says why. In the web app code flows
 * one way: shared code (api, session, store, components, i18n) → features → app. On the server, every folder of
 * src/modules is named by a rule below: a new module gets its place in the order (ARCHITECTURE.md).
 */
const WEB = '^apps/web/src';
const WEB_SHARED = `${WEB}/(api|session|store|components|i18n)/`;
const SERVER_MODULES = '^apps/server/src/modules';

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
      comment:
        'platform, http and db are the infrastructure the modules build on; they must not import a module. ' +
        'A test may: the PDF worker pool is tested with the final-PDF task sealing gives it.',
      from: { path: '^apps/server/src/(platform|http|db)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'server-modules-all-placed',
      severity: 'error',
      comment:
        'Every server module has its place in the import rules (ARCHITECTURE.md, apps/server): one not named here ' +
        'is a new module whose place is not decided yet. Add it to this list and to the rules that order it.',
      from: {},
      to: {
        path: `${SERVER_MODULES}/`,
        pathNot: `${SERVER_MODULES}/(subscriptions|profile|flows|auth|billing|api-keys|webhooks|audit|documents|embedding|signing|sealing|templates|bulk-sends|live-updates|health|dev-mail)/`,
      },
    },
    {
      name: 'server-leaf-modules',
      severity: 'error',
      comment:
        "live-updates (the owners' stream and the notification it is fed by), health and dev-mail build on " +
        'platform, http and db alone: they import no other module.',
      from: { path: `${SERVER_MODULES}/(live-updates|health|dev-mail)/` },
      to: { path: `${SERVER_MODULES}/`, pathNot: `${SERVER_MODULES}/$1/` },
    },
    {
      name: 'server-mounted-only',
      severity: 'error',
      comment:
        'billing, api-keys, health and dev-mail are mounted by app.ts and imported by no other module; of live-updates, ' +
        'other modules use notify.ts only (to announce a change), app.ts the hub and the route.',
      from: { path: `${SERVER_MODULES}/([^/]+)/` },
      to: {
        path: `${SERVER_MODULES}/(billing|api-keys|health|dev-mail|live-updates)/`,
        pathNot: [`${SERVER_MODULES}/$1/`, `${SERVER_MODULES}/live-updates/notify\\.ts$`],
      },
    },
    {
      name: 'server-modules-one-way',
      severity: 'error',
      comment:
        'Server modules depend one way: subscriptions, profile, flows, auth, billing and api-keys, then webhooks, then ' +
        'audit, then documents, then embedding, then signing, then sealing and templates (ARCHITECTURE.md). A module ' +
        'never imports one after it.',
      from: { path: `${SERVER_MODULES}/(subscriptions|profile|flows|auth|billing|api-keys)/` },
      to: { path: `${SERVER_MODULES}/(audit|documents|embedding|signing|sealing)/` },
    },
    {
      name: 'server-webhooks-below-audit',
      severity: 'error',
      comment:
        'webhooks records the events the audit trail, templates and bulk sends tell it of, and delivers them: it ' +
        'imports none of them, nor the modules after the audit trail (the audit trail imports webhooks/events.ts).',
      from: { path: `${SERVER_MODULES}/webhooks/` },
      to: { path: `${SERVER_MODULES}/(audit|documents|embedding|signing|sealing|templates|bulk-sends)/` },
    },
    {
      name: 'server-early-modules-not-to-webhooks',
      severity: 'error',
      comment:
        'subscriptions, profile, flows, auth, billing and api-keys come before webhooks: they import nothing of it.',
      from: { path: `${SERVER_MODULES}/(subscriptions|profile|flows|auth|billing|api-keys)/` },
      to: { path: `${SERVER_MODULES}/webhooks/` },
    },
    {
      name: 'server-audit-below-documents',
      severity: 'error',
      comment: 'The audit trail records what documents, signing and sealing do; it knows none of them.',
      from: { path: `${SERVER_MODULES}/audit/` },
      to: { path: `${SERVER_MODULES}/(documents|embedding|signing|sealing)/` },
    },
    {
      name: 'server-documents-below-signing',
      severity: 'error',
      comment: 'documents knows nothing of signing or sealing; they build on it.',
      from: { path: `${SERVER_MODULES}/documents/` },
      to: { path: `${SERVER_MODULES}/(embedding|signing|sealing)/` },
    },
    {
      name: 'server-embedding-below-signing',
      severity: 'error',
      comment: "embedding keeps an account's allowed origins; signing reads them for the signer's page and its record.",
      from: { path: `${SERVER_MODULES}/embedding/` },
      to: { path: `${SERVER_MODULES}/(signing|sealing)/` },
    },
    {
      name: 'server-signing-below-sealing',
      severity: 'error',
      comment: 'signing ends a document; sealing then builds its final PDF.',
      from: { path: `${SERVER_MODULES}/signing/` },
      to: { path: `${SERVER_MODULES}/sealing/` },
    },
    {
      name: 'server-templates-on-top',
      severity: 'error',
      comment:
        'templates makes documents (documents) and sends them (signing): it builds on every module before it and ' +
        'none imports it. sealing and templates know nothing of each other.',
      from: {
        path: `${SERVER_MODULES}/(subscriptions|profile|flows|auth|billing|api-keys|audit|documents|embedding|signing|sealing)/`,
      },
      to: { path: `${SERVER_MODULES}/templates/` },
    },
    {
      name: 'server-bulk-sends-on-top',
      comment:
        'bulk-sends makes documents from templates (templates) in a background job: it builds on every module ' +
        'before it, and no module imports it (app.ts mounts its routes, jobs.ts runs its pass).',
      severity: 'error',
      from: { path: `${SERVER_MODULES}/`, pathNot: `${SERVER_MODULES}/bulk-sends/` },
      to: { path: `${SERVER_MODULES}/bulk-sends/` },
    },
    {
      name: 'server-bulk-sends-not-to-sealing',
      severity: 'error',
      comment: 'A bulk send makes and sends documents; their signing and sealing go on without it.',
      from: { path: `${SERVER_MODULES}/bulk-sends/` },
      to: { path: `${SERVER_MODULES}/sealing/` },
    },
    {
      name: 'server-templates-not-to-sealing',
      severity: 'error',
      comment: 'A template is made and used before any signing ends: it has nothing to do with sealing.',
      from: { path: `${SERVER_MODULES}/templates/` },
      to: { path: `${SERVER_MODULES}/sealing/` },
    },
    {
      name: 'server-documents-public-surface',
      severity: 'error',
      comment:
        'The documents module owns the documents table: other modules reach it only through ' +
        'document-store.ts (lookups, state changes) and wire.ts (answer shapes).',
      from: { path: `${SERVER_MODULES}/`, pathNot: `${SERVER_MODULES}/documents/` },
      to: {
        path: `${SERVER_MODULES}/documents/`,
        pathNot: `${SERVER_MODULES}/documents/(document-store|wire)\\.ts$`,
      },
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
