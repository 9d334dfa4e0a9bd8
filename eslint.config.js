import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Browser code takes the zod-free entry of contracts; schemas stay on the server.
const browserContracts = {
  name: '@shop/contracts',
  message: "Import from '@shop/contracts/client' in browser code: it keeps zod out of the pages.",
  allowTypeImports: true,
};

// The web's layers (Bulletproof React): routes/ compose features; a feature imports only its own
// folder, components/, stores/ and lib/; components/ (shared UI) knows no feature; stores/ (the
// shop's domain state: cart, favourites, profile, orders, tracking) know no feature, component or
// route; lib/ (app-wide utilities, the session and the API client) knows none of them. What lies
// outside a file's folder is imported through '~/', so these patterns see every import that
// crosses a layer.
const webFeatures = readdirSync(new URL('./apps/web/app/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webParentImports = {
  regex: '^\\.\\./',
  message: "Import what lies outside this folder through '~/' (the layer rules read those paths).",
};
const webLayer = (...patterns) => ({
  'no-restricted-imports': [
    'error',
    {
      paths: [browserContracts],
      patterns: [
        {
          group: ['**/apps/api/**', '@shop/api'],
          message: 'The web talks to the API over HTTP only.',
        },
        ...patterns,
      ],
    },
  ],
  // A lazy import() is no import declaration: the same rules, read by a selector.
  'no-restricted-syntax': [
    'error',
    ...patterns.map(({ regex, message }) => ({
      selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\u002F')}/]`,
      message,
    })),
  ],
});

// The admin site may not reach into the API's or the storefront's code, only call them over HTTP.
const adminOutside = {
  group: ['**/apps/api/**', '**/apps/web/**', '@shop/api', '@shop/web', '~/*'],
  message: 'The admin site talks to the API over HTTP only.',
};
const ADMIN_FEATURES = readdirSync(new URL('./apps/admin/src/features', import.meta.url));
/** Relative imports of the admin folders named in `names` (a regex alternation). */
const adminLayer = (names, message) => ({
  regex: `^\\.{1,2}/(.*/)?(${names})(/|$)`,
  message,
});
const adminImports = (...layers) => ({
  'no-restricted-imports': ['error', { patterns: [adminOutside, ...layers] }],
});

// The API's layers (docs/architecture.md, "Layout"), from the bottom: lib/ (pure helpers),
// config.ts (the environment, validated), db/ (schema, migrations, client), storage/, plugins/
// (infrastructure), modules/, then what composes them (demo/, app.ts, server.ts, backup/,
// test/). A file imports its own layer and those below; a module reaches another module only
// through that module's index.ts.
// Tests sit beside the code and may import anything. Relative paths are resolved, so the rule
// knows where an import lands however deep the file is.
const API_SRC = fileURLToPath(new URL('./apps/api/src/', import.meta.url));
/** What each layer may import besides itself (`*`: anything). */
const API_MAY_IMPORT = {
  'config.ts': ['lib'],
  lib: [],
  db: ['config.ts', 'lib'],
  storage: ['config.ts', 'lib'],
  plugins: ['config.ts', 'lib', 'db', 'storage'],
  modules: ['config.ts', 'lib', 'db', 'storage', 'plugins'],
};
/** The layer of a file under apps/api/src: its first folder, or the file's own name at the top. */
const apiLayerOf = (file) => path.relative(API_SRC, file).split(path.sep)[0];
const apiLayers = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const from = apiLayerOf(file);
    const allowed = API_MAY_IMPORT[from];
    if (!allowed) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const to = apiLayerOf(target);
      if (to.startsWith('..')) return;
      if (to !== from && !allowed.includes(to)) {
        context.report({
          node: node.source,
          message: `${from} may import only ${[from, ...allowed].join(', ')} of the API, not ${to}.`,
        });
        return;
      }
      if (from === 'modules') {
        const [, own] = path.relative(API_SRC, file).split(path.sep);
        const [, other, ...rest] = path.relative(API_SRC, target).split(path.sep);
        if (to === 'modules' && other !== own && rest.join('/') !== 'index.ts')
          context.report({
            node: node.source,
            message: `Import modules/${other} through its public file, modules/${other}/index.ts.`,
          });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { api: { rules: { layers: apiLayers } } },
    rules: { 'api/layers': 'error' },
  },
  // Import boundaries (docs/architecture.md, "Layout"): contracts are browser-safe and depend on
  // nothing of ours; ui knows no app; the web never imports the API (its layers: webLayer above).
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'react', 'react-*', '@shop/*', '**/apps/**'] },
      ],
    },
  },
  // The assistant runs on the server and, as the fallback, in the browser: no DOM, no database, no
  // Node, and only the zod-free contracts.
  {
    files: ['packages/assistant/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [browserContracts],
          patterns: ['node:*', 'react', 'react-*', '**/apps/**', '~/*'],
        },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [browserContracts], patterns: ['**/apps/**', '~/*'] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: webLayer(),
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    rules: webLayer(webParentImports),
  },
  {
    files: ['apps/web/app/components/**/*.{ts,tsx}'],
    rules: webLayer(webParentImports, {
      regex: '^~/(features|routes)/',
      message:
        'components/ is shared UI: it knows no feature and no route (use stores/ or lib/ for state).',
    }),
  },
  {
    files: ['apps/web/app/stores/**/*.{ts,tsx}'],
    rules: webLayer(webParentImports, {
      regex: '^(~/(features|components|routes)/|@shop/ui$)',
      message: 'stores/ hold the domain state: they import only stores/, lib/ and contracts.',
    }),
  },
  {
    files: ['apps/web/app/lib/**/*.{ts,tsx}'],
    rules: webLayer(webParentImports, {
      regex: '^(~/(features|components|routes|stores)/|@shop/ui$)',
      message: 'lib/ holds app-wide utilities: it imports only lib/ and contracts.',
    }),
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/app/features/${feature}/**/*.{ts,tsx}`],
    rules: webLayer(webParentImports, {
      regex: `^~/(routes/|features/(?!${feature}/))`,
      message:
        'A feature imports only its own folder, components/, stores/, lib/, @shop/ui and ' +
        'contracts: move what several features share to components/, stores/ or lib/, and ' +
        'compose features in routes/.',
    }),
  })),
  // The admin site talks to the API over HTTP only, in layers: lib <- components <- features <-
  // app. A feature imports its own folder, components/, lib/ and the packages, never another
  // feature; components never import features; lib imports neither.
  { files: ['apps/admin/**/*.{ts,tsx}'], rules: adminImports() },
  {
    files: ['apps/admin/src/lib/**/*.{ts,tsx}'],
    rules: adminImports(
      adminLayer(
        'features|components|app',
        'lib/ is the bottom layer: no features, components or app.',
      ),
    ),
  },
  {
    files: ['apps/admin/src/components/**/*.{ts,tsx}'],
    rules: adminImports(adminLayer('features|app', 'components/ never import features or app.')),
  },
  ...ADMIN_FEATURES.map((feature) => ({
    files: [`apps/admin/src/features/${feature}/**/*.{ts,tsx}`],
    rules: adminImports(
      adminLayer('app|features', 'A feature reaches its own files with ./, never app/.'),
      adminLayer(
        ADMIN_FEATURES.filter((other) => other !== feature).join('|'),
        'Another feature: move what both need to components/ or lib/.',
      ),
    ),
  })),
);
