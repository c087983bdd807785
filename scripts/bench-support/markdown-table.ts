/** A Markdown table of text cells, padded to line up in a terminal too; `alignRight` per column. */
export function markdownTable(headers: string[], rows: string[][], alignRight: boolean[]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (alignRight[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  return [line(headers), `|${widths.map((w, i) => (alignRight[i] ? `${'-'.repeat(w + 1)}:` : `:${'-'.repeat(w + 1)}`)).join('|')}|`, ...rows.map(line)].join('\n');
}
