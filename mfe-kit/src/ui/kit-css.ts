import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The kit's stylesheet (kit.css), comments and indentation dropped, for a `<style>` in every
 * page's head (read by the build, not shipped as a script): the plain components of the first
 * screen are styled before any script runs (docs/frontend.md, "antd off the first load").
 */
export function kitCss(): string {
  return readFileSync(join(import.meta.dirname, 'kit.css'), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, '')
    .replace(/\s*([{}:;,>])\s*/g, '$1')
    .replace(/;}/g, '}');
}
