// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { EXEMPTIONS, ZONES, restrictedPaths } from './scripts/lint-zones.js';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * One-way imports between folders (docs/architecture.md, "Layers and the import rule"): the zones
 * of scripts/lint-zones.js, held by import-x's no-restricted-paths, which resolves `@/` and
 * `@schemas/` through tsconfig.json. A file in EXEMPTIONS is held by every zone but those listed.
 */
const zones = [
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}tsconfig.json` })] },
    rules: { 'import-x/no-restricted-paths': ['error', restrictedPaths(ZONES, root)] },
  },
  ...Object.entries(EXEMPTIONS).map(([file, ids]) => ({
    files: [file],
    rules: { 'import-x/no-restricted-paths': ['error', restrictedPaths(ZONES.filter((zone) => !ids.includes(zone.id)), root)] },
  })),
];

/** Packages a layer may not use (its folders are held by the zones above). */
const layer = (files, forbidden, message, paths = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths,
        patterns: forbidden.length > 0 ? [{ group: forbidden, message }] : [],
      },
    ],
  },
});

/**
 * One UI kit (docs/architecture.md, "Styles"): the controls it has are taken from it, never from
 * Chakra directly, so no screen chooses between two versions of one control; and Chakra's system
 * is the app's (lib/ui/system.ts), made once from its theme.
 */
const KIT = [
  {
    name: '@chakra-ui/react',
    importNames: ['Button', 'IconButton', 'ButtonGroup', 'Badge', 'Card', 'Alert', 'Menu', 'Spinner', 'Progress', 'Heading', 'Avatar', 'Skeleton', 'Tabs', 'Table'],
    message: 'Use the UI kit\'s control (client/src/lib/ui): it is drawn from the same theme without Chakra\'s runtime.',
  },
  {
    name: '@chakra-ui/react',
    importNames: ['defaultSystem', 'createSystem'],
    message: 'Use the app\'s system (client/src/lib/ui/system.ts): the theme is made in one place.',
  },
];

const CONFIRM_MESSAGE = 'Ask in the app\'s dialog (client/src/lib/ui/use-confirmation.tsx, or ConfirmDialog in lib/ui/confirm-dialog.tsx).';

const uiAndPlatform = ['react', 'react-dom', 'react/*', 'rxdb', 'rxdb/*', 'dexie', 'firebase/*', '@chakra-ui/*', '@tanstack/*'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'scripts/lint-zones-fixtures/**', 'test-results/**', 'playwright-report/**', 'client/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The browser's confirm() is a modal that a screen reader announces poorly and a page cannot
    // style or undo: the app asks in its own dialog.
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'confirm', message: CONFIRM_MESSAGE }],
      'no-restricted-properties': ['error', { object: 'window', property: 'confirm', message: CONFIRM_MESSAGE }],
    },
  },
  ...zones,
  layer(['schemas/**'], uiAndPlatform, 'schemas/ is framework-free and shared by client and server.'),
  layer(['client/src/payoff/**', 'client/src/planning/**'], uiAndPlatform, 'payoff/ and planning/ are pure: no React, RxDB, browser or app code (docs/architecture.md).'),
  layer(['client/src/data/**'], ['@chakra-ui/*', '@emotion/*', 'lucide-react', 'recharts'], 'data/ holds no UI: screens and their parts live in features/ or app/.', KIT),
  layer(['client/src/lib/**', 'client/src/features/**', 'client/src/app/**', 'client/src/*.tsx'], [], '', KIT),
  // The kit itself is made of Chakra's parts and system; test support renders with Chakra's provider.
  layer(['client/src/lib/ui/**'], [], ''),
  layer(['client/src/data/test-support/**'], [], ''),
);
