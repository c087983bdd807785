// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One-way imports (docs/architecture.md, "Layers and the import rule"): schemas → payoff → data
 * → features → app, with lib/ and start-up/ shared below data. Each layer may only import the
 * layers before it; features do not import each other (they share through data/ and lib/).
 */
const layer = (files, forbidden, message, paths = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths,
        patterns: forbidden.map((group) => ({ group: [group], message })),
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

const LIB_FORBIDDEN = ['@/data/*', '@/features/*', '@/app/*', '../data/*', '../features/*', '../app/*', '../../data/*', '../../features/*', '../../app/*'];
const LIB_MESSAGE = 'lib/ holds shared helpers below the features: it must not import data/, features/ or app/.';

const uiAndPlatform = ['react', 'react-dom', 'react/*', 'rxdb', 'rxdb/*', 'dexie', 'firebase/*', '@chakra-ui/*', '@tanstack/*'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.tmp/**', 'test-results/**', 'playwright-report/**', 'client/public/**'] },
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
  layer(
    ['schemas/**'],
    ['@/*', '../client/*', ...uiAndPlatform],
    'schemas/ is framework-free and shared by client and server: it imports nothing from the app.',
  ),
  layer(
    ['client/src/payoff/**'],
    ['@/data/*', '@/features/*', '@/app/*', '@/lib/*', '../data/*', '../features/*', '../app/*', '../lib/*', ...uiAndPlatform],
    'payoff/ is the pure engine: no React, RxDB, browser or app code (docs/architecture.md).',
  ),
  layer(['client/src/lib/**'], LIB_FORBIDDEN, LIB_MESSAGE, KIT),
  // The kit itself is made of Chakra's parts and system.
  layer(['client/src/lib/ui/**'], LIB_FORBIDDEN, LIB_MESSAGE),
  layer(
    ['client/src/start-up/**'],
    ['@/data/*', '@/features/*', '@/app/*', '../data/*', '../features/*', '../app/*'],
    'start-up/ sits below the screens, like lib/: every layer schedules its start-up work through it, so it imports none of them (main.tsx hands it the app).',
  ),
  layer(
    ['client/src/data/**'],
    ['@/features/*', '@/app/*', '../features/*', '../app/*', '../../features/*', '../../app/*'],
    'data/ sits below the screens: it must not import features/ or app/.',
    KIT,
  ),
  layer(
    ['client/src/features/**'],
    ['@/app/*', '@/features/*', '../../app/*', '../../../app/*'],
    'A feature imports data/, payoff/ and lib/ only; never app/ or another feature (use relative paths inside a feature).',
    KIT,
  ),
  layer(['client/src/app/**', 'client/src/*.tsx'], [], '', KIT),
  layer(['server/**'], ['@/*', '../../client/*', '../client/*'], 'The server does not import client code.'),
);
