import type { User } from '../../domain/user.ts';
import { unauthorized } from '../../errors.ts';
import type { AccountRepository } from '../../ports/account-repository.port.ts';

/** Read side of creator accounts: the signed-in user, and the admin's user list. */
export function makeAccounts(deps: { accounts: AccountRepository }) {
  return {
    async me(userId: string): Promise<User> {
      const user = await deps.accounts.findMe(userId);
      // The session outlived its user (deleted): treat as signed out.
      if (!user) throw unauthorized('Sign in with X first');
      return user;
    },
    listForAdmin: () => deps.accounts.listForAdmin(),
  };
}
export type Accounts = ReturnType<typeof makeAccounts>;
