// @ts-check
import { readdirSync } from 'node:fs';

/**
 * The import zones of the client (docs/architecture.md, "Layers and the import rule"), held by
 * import-x's no-restricted-paths in eslint.config.js. A zone forbids files under `target` to import
 * anything under `from` (paths from the repository's root; imports through the `@/` and `@schemas/`
 * aliases are resolved first). scripts/lint-zones.test.ts lints a forbidden and an allowed import
 * (scripts/lint-zones-fixtures/) for every zone.
 */

/** @typedef {{ id: string, target: string | string[], from: string | string[], except?: string[], message: string }} Zone */

const src = 'client/src';
const at = (/** @type {string[]} */ ...folders) => folders.map((folder) => `${src}/${folder}`);

/** The feature folders, each a zone of its own: a feature never imports another. */
export const FEATURES = readdirSync(new URL(`../${src}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Files a zone does not apply to yet, each with the ids of the zones they are let off and why.
 * The list only shrinks: scripts/lint-zones.test.ts fails when a file no longer needs its exemption.
 * @type {Record<string, string[]>}
 */
export const EXEMPTIONS = {
  // Test support that renders screens, with Chakra, for the features' tests.
  [`${src}/data/test-support/render-signed-in.tsx`]: ['data-no-ui'],
  // Sign-out asks, in its own dialog, when some changes did not reach the server.
  [`${src}/data/users/use-sign-out.ts`]: ['data-no-ui'],
};

/** @type {Zone[]} */
export const ZONES = [
  {
    id: 'schemas',
    target: 'schemas',
    from: ['client', 'server'],
    message: 'schemas/ is shared by client and server: it imports nothing from either.',
  },
  {
    id: 'payoff',
    target: `${src}/payoff`,
    from: at('lib', 'planning', 'data', 'features', 'app', 'start-up'),
    message: 'payoff/ is the pure engine: it imports only schemas/ (docs/architecture.md).',
  },
  {
    id: 'planning',
    target: `${src}/planning`,
    from: at('data', 'features', 'app', 'start-up'),
    message: 'planning/ sits on the engine, below data/: it imports schemas/, payoff/ and lib/ only.',
  },
  {
    id: 'lib',
    target: `${src}/lib`,
    from: at('payoff', 'planning', 'data', 'features', 'app'),
    message: 'lib/ holds what every layer shares: it imports none of payoff/, planning/, data/, features/ or app/.',
  },
  {
    id: 'start-up',
    target: `${src}/start-up`,
    from: at('payoff', 'planning', 'data', 'features', 'app'),
    message: 'start-up/ sits below the screens, like lib/: every layer schedules its start-up work through it (main.tsx hands it the app).',
  },
  {
    id: 'data',
    target: `${src}/data`,
    from: at('features', 'app'),
    message: 'data/ sits below the screens: it must not import features/ or app/.',
  },
  {
    id: 'data-no-ui',
    target: `${src}/data/**`,
    from: [`${src}/lib/ui/**`],
    message: 'data/ holds no UI: screens and their parts live in features/ or app/.',
  },
  ...FEATURES.map((feature) => ({
    id: `feature:${feature}`,
    target: `${src}/features/${feature}`,
    from: [`${src}/features`, `${src}/app`],
    except: [`./${feature}`],
    message: 'A feature imports schemas/, payoff/, planning/, data/ and lib/; never app/ or another feature (share through a lower layer).',
  })),
  {
    id: 'sync',
    target: [...at('payoff', 'planning', 'lib', 'start-up', 'features').map((folder) => `${folder}/**`), `${src}/data/!(sync)/**`, `${src}/data/*`],
    from: `${src}/data/sync`,
    message: 'Only the app\'s wiring (client/src/app) imports the sync layer: writes write, screens read, and sync subscribes on its own.',
  },
  {
    id: 'server',
    target: 'server',
    from: 'client',
    message: 'The server does not import client code; it shares only schemas/.',
  },
];

/** The options of import-x/no-restricted-paths for `zones`, from the repository's root. */
export function restrictedPaths(/** @type {Zone[]} */ zones, /** @type {string} */ basePath) {
  return { basePath, zones: zones.map(({ id: _id, ...zone }) => zone) };
}
