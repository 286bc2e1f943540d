import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import prettier from 'eslint-config-prettier/flat'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default defineConfig([
  // Build and test outputs, and the generated API types (`npm run gen:api`).
  globalIgnores([
    'dist/',
    'dist-ssr/',
    'coverage/',
    'test-results/',
    'playwright-report/',
    'blob-report/',
    'playwright/.cache/',
    'src/lib/api/schema.d.ts',
    'src/lib/api/labels.ts',
  ]),
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  // The app: browser code, React with hooks, accessible markup.
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.vitest } },
  },
  // Node: the build scripts, the Playwright specs and their server setup, the tool configs.
  {
    files: ['scripts/**', 'e2e/**', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['e2e/**'],
    // Playwright reads a fixture's dependencies from its first parameter, which must be an object pattern, `{}` when it needs none.
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  // Last, so that no formatting rule contradicts Prettier.
  prettier,
])
