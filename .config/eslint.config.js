// ESLint for the whole repository: `npm run lint` runs it with --max-warnings 0.
// The layers the README describes are enforced here (import-x/no-restricted-paths),
// and any import cycle fails (import-x/no-cycle).
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import { importX, createNodeResolver } from 'eslint-plugin-import-x'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Where each layer may not reach: dependencies point down (screens → features → lib/ui). */
const layers = [
  { target: './src/lib', from: ['./src/features', './src/screens', './src/app', './src/ui'], message: 'lib is the bottom layer.' },
  { target: './src/ui', from: ['./src/features', './src/screens', './src/app'], message: 'ui never imports features, screens or app.' },
  { target: './src/features', from: ['./src/screens', './src/app'], message: 'features never import screens or app.' },
  { target: './src/screens', from: ['./src/app'], message: 'screens never import the app shell.' },
  {
    target: './src/sw',
    from: './src',
    // Plus lib's pure modules that build /cars' first search, which the worker starts as it answers the navigation (sw/early-search.ts).
    except: ['./sw', './lib/storage/cache-names.ts', './lib/constants.ts', './lib/config.ts', './lib/api/requests.ts', './lib/car-search'],
    message: 'the worker imports only lib: plain constants and the pure builders of /cars’ search.',
  },
  { target: './src', from: './e2e', message: 'neither the app nor the server imports the tests.' },
  {
    target: ['./src/app', './src/screens', './src/features', './src/ui', './src/lib', './src/sw'],
    from: './src/server',
    message: 'the app never imports the bundled API server.',
  },
  {
    target: './src/server',
    from: ['./src/app', './src/screens', './src/features', './src/ui', './src/sw'],
    message: 'the server never imports the app’s UI (only plain modules of lib).',
  },
]

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'dev-dist/**',
      'build/**',
      '.data/**',
      'e2e/.results/**',
      'e2e/.report/**',
      'e2e/bench/results/**',
      'e2e/bench/.dist/**',
      'e2e/tools/.dist/**',
      'e2e/.dist-*/**',
      'e2e/screenshots/out/**',
      'src/**/*.po.ts',
      'public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['.config/*.js'],
        },
        tsconfigRootDir: root,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layers, basePath: root }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Off: Workbox plugin callbacks and test bodies are async by signature, with or without an await.
      '@typescript-eslint/require-await': 'off',
      // Promises handed to event handlers (onClick={save}) are the React idiom; their errors are caught inside.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // The first paint's page code (index.html's inline scripts) never imports its build code (Node, at build time);
    // its tests may, to compare the two.
    files: ['src/app/first-paint/page/**/*.ts', 'src/app/first-paint/page/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layers,
            {
              target: './src/app/first-paint/page',
              from: './src/app/first-paint/build',
              message: 'the first paint’s page code never imports its build code (Node).',
            },
          ],
          basePath: root,
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    ignores: ['src/sw/**', 'src/server/**'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    rules: {
      // Off: the React Compiler's diagnostics (react-hooks 7). The app is not built with the React
      // Compiler, and running it over every file was a quarter of ESLint's time (15 of 58 s of rules);
      // rules-of-hooks and exhaustive-deps, which guard the hooks we write by hand, stay on.
      ...Object.fromEntries(
        Object.keys(reactHooks.configs.flat['recommended-latest'].rules)
          .filter((rule) => rule !== 'react-hooks/rules-of-hooks' && rule !== 'react-hooks/exhaustive-deps')
          .map((rule) => [rule, 'off']),
      ),
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/specs/**', 'e2e/bench/**', 'e2e/tools/**'],
    rules: {
      // Off in tests only: they read JSON replies and page globals whose shape is what they assert.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.tsx'],
    rules: {
      // Radio and checkbox labels put their text (a <Trans>) two spans deep, beside the input.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 4 }],
    },
  },
  {
    files: ['.config/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { URL: 'readonly' } },
  },
)
