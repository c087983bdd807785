import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, test } from 'vitest';
import { EXEMPTIONS, FEATURES, ZONES, restrictedPaths } from './lint-zones.js';

/**
 * Each import zone (scripts/lint-zones.js) refuses a forbidden import and lets an allowed one through.
 * A fixture (scripts/lint-zones-fixtures/<zone>.<forbidden|allowed>[-case].ts) is linted with the
 * project's config as if it stood at the path its first line names (`// lint as: <path>`), so it
 * needs no file in the tree; the fixtures themselves are left out of lint and typecheck.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const fixtures = new URL('./lint-zones-fixtures/', import.meta.url);
const ZONE_RULE = 'import-x/no-restricted-paths';

// no-unresolved as well: an import the resolver cannot follow would pass every zone unseen.
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import-x/no-unresolved': 'error' } } });

interface Fixture {
  file: string;
  zone: string;
  kind: 'forbidden' | 'allowed';
  code: string;
  lintAs: string;
}

const FIXTURES: Fixture[] = readdirSync(fixtures).map((file) => {
  const [zone = '', variant = ''] = file.split('.');
  const code = readFileSync(new URL(file, fixtures), 'utf8');
  const lintAs = /^\/\/ lint as: (\S+)/.exec(code)?.[1];
  if (!lintAs) throw new Error(`${file}: the first line must say "// lint as: <path>"`);
  return { file, zone, kind: variant.startsWith('forbidden') ? 'forbidden' : 'allowed', code, lintAs };
});

/** The zone a fixture stands for: the feature zones share one fixture (a feature is a feature). */
const familyOf = (zoneId: string) => (zoneId.startsWith('feature:') ? 'feature' : zoneId);

async function lint(code: string, lintAs: string, instance = eslint): Promise<Linter.LintMessage[]> {
  const [result] = await instance.lintText(code, { filePath: `${root}${lintAs}` });
  return result?.messages ?? [];
}

const messageOf = (zone: string) => ZONES.find((candidate) => familyOf(candidate.id) === zone)?.message;

test('every zone has a forbidden and an allowed fixture', () => {
  const families = [...new Set(ZONES.map((zone) => familyOf(zone.id)))];
  for (const family of families) {
    const kinds = FIXTURES.filter((fixture) => fixture.zone === family).map((fixture) => fixture.kind);
    expect({ family, kinds: [...new Set(kinds)].sort() }).toEqual({ family, kinds: ['allowed', 'forbidden'] });
  }
  expect(FIXTURES.every((fixture) => families.includes(fixture.zone))).toBe(true);
  expect(ZONES.filter((zone) => zone.id.startsWith('feature:'))).toHaveLength(FEATURES.length);
});

describe.each(FIXTURES)('$file', (fixture) => {
  test(`${fixture.kind === 'forbidden' ? 'fails' : 'passes'} as ${fixture.lintAs}`, async () => {
    const messages = await lint(fixture.code, fixture.lintAs);
    if (fixture.kind === 'forbidden') {
      const zoneMessages = messages.filter((message) => message.ruleId === ZONE_RULE).map((message) => message.message);
      expect(zoneMessages).toHaveLength(1);
      expect(zoneMessages[0]).toContain(messageOf(fixture.zone));
    } else {
      expect(messages.map((message) => `${message.ruleId}: ${message.message}`)).toEqual([]);
    }
  });
});

test('a feature may not import any other feature', async () => {
  const [one = '', other = ''] = FEATURES;
  const otherFile = readdirSync(new URL(`../client/src/features/${other}/`, import.meta.url)).find((file) => /\.tsx?$/.test(file));
  const messages = await lint(`import '../${other}/${otherFile?.replace(/\.tsx?$/, '')}';\n`, `client/src/features/${one}/zone-fixture.ts`);
  expect(messages.map((message) => message.ruleId)).toEqual([ZONE_RULE]);
});

test('each exemption is still needed: without it, its file breaks the zones it is let off', async () => {
  const strict = new ESLint({ cwd: root, overrideConfig: { rules: { [ZONE_RULE]: ['error', restrictedPaths(ZONES, root)] } } });
  for (const [file, ids] of Object.entries(EXEMPTIONS)) {
    const code = readFileSync(`${root}${file}`, 'utf8');
    const broken = (await lint(code, file, strict)).filter((message) => message.ruleId === ZONE_RULE).map((message) => message.message);
    for (const id of ids) {
      const message = ZONES.find((zone) => zone.id === id)?.message ?? id;
      expect({ file, id, broken: broken.some((text) => text.includes(message)) }).toEqual({ file, id, broken: true });
    }
  }
});
