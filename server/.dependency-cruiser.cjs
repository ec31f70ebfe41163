// The server's layers (docs/architecture.md), from the top down: a module imports only
// from its own layer or those below it, and no module imports itself in a circle.
// `npm run lint` runs this after eslint.
const BASE = '^src/(texts/.+|(config|errors|logging|unavailable|bounded-map)\\.ts)$';
const LAYERS = [
  { name: 'start', path: '^src/(cli/|[^/]+\\.ts$)', pathNot: BASE },
  { name: 'transports', path: '^src/(trpc|http)/' },
  { name: 'services', path: '^src/(services|chat)/' },
  { name: 'access', path: '^src/access/' },
  { name: 'rag', path: '^src/rag/' },
  { name: 'auth', path: '^src/auth/' },
  { name: 'db', path: '^src/db/' },
  { name: 'events', path: '^src/events/' },
  { name: 'base', path: BASE },
];

const upward = LAYERS.slice(1).map((layer, i) => ({
  name: `${layer.name}-imports-upward`,
  comment: `${layer.name} may import only ${
    LAYERS.slice(i + 2)
      .map((l) => l.name)
      .join(', ') || 'itself'
  }`,
  severity: 'error',
  from: { path: layer.path, ...(layer.pathNot && { pathNot: layer.pathNot }) },
  to: {
    path: LAYERS.slice(0, i + 1)
      .map((l) => l.path)
      .join('|'),
    // The start layer's pattern (any top-level file) would take in the base's files.
    pathNot: [layer.path, BASE],
  },
}));

module.exports = {
  forbidden: [
    ...upward,
    {
      name: 'no-circular',
      severity: 'error',
      // Entities name each other (a relation and its inverse side), as MikroORM's
      // defineEntity needs; the references are lazy (`() => Entity`), read after loading.
      from: { pathNot: '^src/db/entities/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
