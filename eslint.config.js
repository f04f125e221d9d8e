import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const serverOnly = ['**/server/**', '**/db/**', '**/features/**', '**/seed/**'];

/** resources/ reaches outside itself only into contracts/; `relative` matches every other relative import. */
const resourcePatterns = (relative) => [
  { regex: relative, message: 'resources/ imports only resources/ and contracts/.' },
  { group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '~/*'], message: 'resources/ imports only resources/, contracts/ and plain packages such as zod.' },
];

export default tseslint.config(
  { ignores: ['build/**', 'node_modules/**', '.react-router/**', 'data/**', 'tmp/**', 'test-results/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // React lives in app/ only; server test helpers named use*() are not hooks. The two classic rules only,
    // not the plugin's compiler-oriented ones.
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // ARCHITECTURE §2: browser code never reaches server modules, except through *.server.ts files.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.server.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: serverOnly, message: 'app/ may import server code only from *.server.ts modules.', allowTypeImports: true }] },
      ],
    },
  },
  {
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*', '../../*', '~/*'], message: 'contracts/ imports nothing of ours.' }] }],
    },
  },
  {
    // Route declarations read the contracts beside them, and nothing outside contracts/.
    files: ['contracts/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../../*', '~/*'], message: 'contracts/ imports nothing of ours.' }] }],
    },
  },
  {
    // Resource declarations are read by the back office in the browser: they import each other, contracts/ and
    // plain packages such as zod, never the database schema (Drizzle's table builders) or server code.
    files: ['resources/*.ts'],
    ignores: ['resources/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: resourcePatterns('^(?!\\./|\\.\\./contracts/)\\.') }],
    },
  },
  {
    files: ['resources/*/*.ts'],
    ignores: ['resources/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: resourcePatterns('^(?!\\./|\\.\\./(?!\\.)|\\.\\./\\.\\./contracts/)\\.') }],
    },
  },
  {
    files: ['features/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/app/**', '~/*'], message: 'features/ never imports server/ or app/.' },
            { group: ['fastify', '@fastify/*'], message: 'HTTP plugins live in server/; features/ is the domain, whatever serves it.' },
          ],
        },
      ],
    },
  },
);
