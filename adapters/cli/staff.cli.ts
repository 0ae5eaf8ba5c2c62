import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { isDomainError } from '#core/errors.ts';
import { ConfigError } from '../main/config.ts';
import { withCore } from './cli-database.ts';

const USAGE = `usage:
  npm run staff -- create --username U --role admin|PROJECT [--project PROJECT_ID]
      (password from STAFF_PASSWORD, else generated and printed once)
  npm run staff -- disable --username U
  npm run staff -- enable --username U`;

/** `npm run staff`: creates, disables and re-enables staff users of the admin app. */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { username: { type: 'string' }, role: { type: 'string' }, project: { type: 'string' } },
});
const [command] = positionals;
if (!command || !['create', 'disable', 'enable'].includes(command) || !values.username) {
  console.error(USAGE);
  process.exit(2);
}

const username = values.username;
try {
  await withCore(async (core) => {
    if (command === 'create') {
      const role = values.role;
      if (role !== 'admin' && role !== 'PROJECT') throw new Error('--role must be admin or PROJECT');
      const generated = !process.env.STAFF_PASSWORD;
      const password = process.env.STAFF_PASSWORD ?? randomBytes(12).toString('base64url');
      const user = await core.staffAuth.create({
        username,
        password,
        role,
        projectId: values.project ?? null,
      });
      console.log(
        `created ${user.role} ${user.username}${user.projectId ? ` for project ${user.projectId}` : ''}`,
      );
      if (generated) console.log(`password (shown once): ${password}`);
    } else {
      const changed = await core.staffAuth.setDisabled(username, command === 'disable');
      if (!changed) throw new Error(`no staff user named ${values.username}`);
      console.log(`${command}d ${values.username}`);
    }
  });
} catch (error) {
  const message =
    error instanceof ConfigError || isDomainError(error) || error instanceof Error
      ? error.message
      : String(error);
  console.error(`staff: ${message}`);
  process.exit(1);
}
