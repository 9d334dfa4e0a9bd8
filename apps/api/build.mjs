// Bundles the server into dist/server.js. Workspace packages (@shop/*) are TypeScript sources and
// are bundled in; every other package stays a normal runtime import from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: {
    server: 'src/server.ts',
    'seed-large': 'src/demo/large.ts',
    // `npm run backup` and `npm run restore` (scripts/backup.mjs, restore.mjs).
    backup: 'src/backup/cli.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@shop/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
