import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const FILE = 'bench/RESULTS.md';

/**
 * Each benchmark owns one marked section of bench/RESULTS.md and rewrites only that,
 * so running one benchmark keeps the others' last results.
 */
export function writeResultsSection(name: string, markdown: string): void {
  const start = `<!-- section:${name} -->`;
  const end = `<!-- /section:${name} -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(FILE) ? readFileSync(FILE, 'utf8') : '# Benchmark results\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(FILE, next);
}
