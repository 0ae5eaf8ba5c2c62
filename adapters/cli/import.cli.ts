import { readFileSync } from 'node:fs';
import { isDomainError } from '#core/errors.ts';
import { ConfigError } from '../main/config.ts';
import { withCore } from './cli-database.ts';

/**
 * `npm run import -- FILE`: a JSONL file of accounts, posts and follows, all or
 * nothing. Run `npm run rankings -- recompute` afterwards to rank it.
 */
const file = process.argv[2];
if (!file) {
  console.error('usage: npm run import -- FILE.jsonl');
  process.exit(2);
}
let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  console.error(`cannot read ${file}: ${(error as Error).message}`);
  process.exit(2);
}
try {
  const summary = await withCore((core) => core.importSocialData(text.split(/\r?\n/)));
  console.log(
    `imported ${summary.accounts} accounts, ${summary.posts} posts, ${summary.follows} follows from ${file}`,
  );
} catch (error) {
  if (isDomainError(error)) {
    console.error(error.message);
    for (const d of error.details ?? []) console.error(`  ${d.field}: ${d.message}`);
  } else {
    console.error(
      error instanceof ConfigError ? error.message : `import failed: ${(error as Error).message}`,
    );
  }
  process.exit(1);
}
