/**
 * What a JSON request body may hold, checked once it is parsed and before any route sees it.
 *
 * - Numbers must be finite. `JSON.parse` turns an out-of-range literal such as `1e999` into
 *   Infinity, which JSON cannot represent: it would be stored, then serialised back as `null`, so
 *   what was acknowledged is not what is kept.
 * - Nesting is bounded: a value thousands of levels deep parses, but overflows the stack of every
 *   recursive step after it (validation, serialisation, deep equality).
 * - Text (values and field names) must be storable by both stores alike: PostgreSQL's text
 *   refuses NUL characters, and an unpaired UTF-16 surrogate has no UTF-8 form, so a driver
 *   silently replaces it (two different ids would become one).
 *
 * The walk is iterative, so a hostile depth cannot overflow the check itself.
 */
export const MAX_JSON_DEPTH = 64;

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored faithfully, or null when it can. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'contains a NUL character (\\u0000), which cannot be stored';
  const unpaired = UNPAIRED_SURROGATE.exec(text);
  if (unpaired) {
    const code = unpaired[0].charCodeAt(0).toString(16);
    return `contains an unpaired surrogate (\\u${code}), which is not valid Unicode text`;
  }
  return null;
}

interface Node {
  value: unknown;
  parent: Node | null;
  key: string | number | null;
  depth: number;
}

/** `body[0].newDocumentState.name`: where in the body a node is, for the message. */
function pathOf(node: Node): string {
  const parts: string[] = [];
  for (let at: Node | null = node; at && at.key !== null; at = at.parent) {
    parts.push(typeof at.key === 'number' ? `[${at.key}]` : /^[A-Za-z_$][\w$]*$/.test(at.key) ? `.${at.key}` : `[${JSON.stringify(at.key)}]`);
  }
  return `body${parts.reverse().join('')}`;
}

/** The first reason a parsed JSON value cannot be accepted (a message naming where), or null. */
export function findJsonProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): string | null {
  const stack: Node[] = [{ value, parent: null, key: null, depth: 1 }];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    const { value: current, depth } = node;
    if (typeof current === 'number') {
      if (!Number.isFinite(current)) return `${pathOf(node)} is a number out of range (numbers must be finite)`;
    } else if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return `${pathOf(node)} ${problem}`;
    } else if (typeof current === 'object' && current !== null) {
      if (depth > maxDepth) return `${pathOf(node)} is nested more than ${maxDepth} levels deep`;
      if (Array.isArray(current)) {
        for (let index = current.length - 1; index >= 0; index -= 1) stack.push({ value: current[index], parent: node, key: index, depth: depth + 1 });
      } else {
        const entries = Object.entries(current);
        for (let index = entries.length - 1; index >= 0; index -= 1) {
          const [key, item] = entries[index] as [string, unknown];
          const problem = textProblem(key);
          if (problem) return `${pathOf(node)} has a field name that ${problem}`;
          stack.push({ value: item, parent: node, key, depth: depth + 1 });
        }
      }
    }
  }
  return null;
}
