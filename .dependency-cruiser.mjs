// The architecture's executable half: ARCHITECTURE.md says why, this file says no.
// `npm run lint` runs it (`depcruise --config .dependency-cruiser.mjs ...`).

/**
 * The server's layers, top to bottom. A module may import its own layer and any layer below it, never one
 * above. Within a layer, modules may import each other as long as no circle forms (the `no-circular` rule).
 */
const SERVER_LAYERS = [
  {
    name: 'wiring',
    comment:
      'main.ts starts the process, app.ts builds every service once and hands it to the routes, config.ts reads ' +
      'the environment for every area. Nothing imports the wiring: what a lower module needs is passed in.',
    paths: ['^server/(main|app|shutdown|config)\\.ts$'],
  },
  {
    name: 'routes',
    comment:
      'HTTP only: validate the request, call a feature or an engine, answer. Routes are the entry points; ' +
      'no feature or engine imports a route. The API description (openapi/) reads the schemas the routes ' +
      'validate with, so it sits beside them.',
    paths: ['^server/routes/', '^server/openapi/'],
  },
  {
    name: 'features',
    comment:
      'What a user does: chat turns, apps, flows (editing, variables, transfer), evaluation, packages, ' +
      'plugins (the store and the market), prompts, sign-in, embed links. Features may use each other ' +
      '(without circles) and everything below; when a lower module needs a feature, the feature is passed ' +
      'in (a parameter, or a field of the context app.ts builds).',
    paths: [
      '^server/(auth|embed|apps|evaluation|packages|prompts)/',
      '^server/chat/(?!runtime/)',
      '^server/plugins/(?!runtime/)',
      '^server/flows/(flow-service|flow-view|flow-references|flow-datasource-references)\\.ts$',
      '^server/flows/(transfer|variables|templates)/',
    ],
  },
  {
    name: 'engines',
    comment:
      'What the features share: models, knowledge (spaces, sync, retrieval), datasources, files, who may ' +
      'use which record (access), the tool runtime, the agent runtime, the flow runtime and its node ' +
      'vocabulary, the pieces of a chat turn the engines need (chat/runtime), and the context type that ' +
      'carries the services app.ts built. Engines never import a feature.',
    paths: [
      '^server/context\\.ts$',
      '^server/(models|knowledge|datasources|files|access|agents|jobs)/',
      '^server/chat/runtime/',
      '^server/plugins/runtime/',
      '^server/flows/(?!(flow-service|flow-view|flow-references|flow-datasource-references)\\.ts$|transfer/|variables/|templates/)',
    ],
  },
  {
    name: 'repositories',
    comment: 'One repository per table family: SQL in, plain records out. They know storage, nothing above.',
    paths: ['^server/repositories/'],
  },
  {
    name: 'storage',
    comment: 'The database: opening, migrations, the query helpers. It knows only the ground.',
    paths: ['^server/storage/'],
  },
  {
    name: 'ground',
    comment:
      'What everyone may import: HTTP helpers (errors, validation, route access), languages and messages, ' +
      'secrets, logging, the version, and the wire shapes in contract/. The ground imports only the ground.',
    paths: ['^server/(http|i18n|locales|secrets|logging)/', '^server/version\\.ts$', '^contract/'],
  },
];

/** The client's layers, top to bottom (a static Next.js export that talks to the server over HTTP only). */
const CLIENT_LAYERS = [
  {
    name: 'pages',
    comment: 'One file per route of the static export: it picks the components, nothing more.',
    paths: ['^pages/'],
  },
  {
    name: 'components',
    comment: 'The React components, grouped by area (chat, flow, knowledge, ...); they never import a page.',
    paths: ['^components/'],
  },
  {
    name: 'contexts',
    comment: 'React state shared by many pages (the chat, the preferences, the startup lists).',
    paths: ['^contexts/'],
  },
  {
    name: 'client',
    comment:
      'Talking to the server: the HTTP client, the envelope, the streams (SSE), the error notices. No React tree.',
    paths: ['^client/'],
  },
  {
    name: 'utils',
    comment: 'Small pure helpers (dates, languages, storage keys, SQL formatting).',
    paths: ['^utils/'],
  },
];

const CLIENT = '^(pages|components|client|contexts|utils)/';
const anyOf = (paths) => paths.join('|');

/** One rule per layer: nothing in it imports a layer above it. */
const downOnly = (side, layers) =>
  layers.slice(1).map((layer, index) => ({
    name: `${side}-${layer.name}-imports-down`,
    severity: 'error',
    comment: `${layer.name}: ${layer.comment}`,
    from: { path: anyOf(layer.paths) },
    to: { path: anyOf(layers.slice(0, index + 1).flatMap((above) => above.paths)) },
  }));

const config = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A circle makes every module in it depend on all the others: none can be read, tested or moved ' +
        'alone. Type-only imports count too (a type circle is still a design circle).',
      from: { path: `${CLIENT}|^(contract|server)/` },
      to: { circular: true },
    },
    {
      name: 'server-module-in-a-layer',
      severity: 'error',
      comment:
        'A server module outside every layer escapes the layer rules: add its folder to SERVER_LAYERS.',
      from: { path: '^server/', pathNot: anyOf(SERVER_LAYERS.flatMap((layer) => layer.paths)) },
      to: {},
    },
    {
      name: 'client-not-server',
      severity: 'error',
      comment: 'The client runs in the browser (a static export); it reaches the server only over HTTP.',
      from: { path: CLIENT },
      to: { path: '^server/' },
    },
    {
      name: 'server-not-client',
      severity: 'error',
      comment: 'The server never renders the client: no React component, page, context or client module.',
      from: { path: '^server/' },
      to: { path: CLIENT },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment: 'contract/ holds the wire shapes both sides share (zod schemas); it imports neither side.',
      from: { path: '^contract/' },
      to: { path: `${CLIENT}|^server/` },
    },
    ...downOnly('client', CLIENT_LAYERS),
    ...downOnly('server', SERVER_LAYERS),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|\\.next|out|\\.build)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

export default config;
