import type { StaffRole, StaffUser } from '../../domain/user.ts';
import { RateLimitedError, conflict, invalid, unauthorized } from '../../errors.ts';
import type { Clock } from '../../ports/clock.port.ts';
import type { IdGenerator } from '../../ports/id-generator.port.ts';
import type { PasswordHasher } from '../../ports/password-hasher.port.ts';
import type { LoginThrottle, StaffRepository } from '../../ports/staff-repository.port.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const MIN_PASSWORD_LENGTH = 12;

const USERNAME = /^[a-zA-Z0-9_.-]{3,40}$/;

export function makeStaffAuth(deps: {
  staff: StaffRepository;
  throttle: LoginThrottle;
  hasher: PasswordHasher;
  ids: IdGenerator;
  clock: Clock;
}) {
  return {
    /** Username and password to a staff user; failures are throttled per username and address. */
    async login(username: string, password: string, address: string): Promise<StaffUser> {
      const key = username.trim().toLowerCase();
      const now = deps.clock.now();
      const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
      const recent = await deps.throttle.recentFailures(key, address, since);
      if (recent.byUsername >= MAX_FAILURES_PER_USERNAME || recent.byAddress >= MAX_FAILURES_PER_ADDRESS) {
        const unlockAt = (recent.oldest?.getTime() ?? now.getTime()) + LOGIN_WINDOW_MS;
        const seconds = Math.max(1, Math.ceil((unlockAt - now.getTime()) / 1000));
        throw new RateLimitedError(
          `Too many failed sign-ins. Try again in ${Math.ceil(seconds / 60)} minutes.`,
          seconds,
        );
      }
      const record = await deps.staff.findByUsername(key);
      // Verify against something even for unknown users so timing does not reveal which usernames exist.
      const ok = await deps.hasher.verify(password, record?.passwordHash ?? DUMMY_HASH);
      if (!record || !ok || record.disabled) {
        await deps.throttle.recordFailure(key, address, now);
        throw unauthorized('Invalid username or password');
      }
      const { passwordHash: _, ...user } = record;
      return user;
    },

    /** The staff user behind a verified token, null when removed or disabled since. */
    async current(staffId: string): Promise<StaffUser | null> {
      const user = await deps.staff.findById(staffId);
      return user && !user.disabled ? user : null;
    },

    async create(input: { username: string; password: string; role: StaffRole; projectId: string | null }) {
      const username = input.username.trim().toLowerCase();
      if (!USERNAME.test(username)) throw invalid('username: 3-40 letters, digits, _ . or -');
      if (input.password.length < MIN_PASSWORD_LENGTH) {
        throw invalid(`password: at least ${MIN_PASSWORD_LENGTH} characters`);
      }
      if (input.role === 'PROJECT' && !input.projectId)
        throw invalid('PROJECT staff need --project <project id>');
      if (input.role === 'admin' && input.projectId) throw invalid('admin staff are not tied to a project');
      if (input.projectId && !(await deps.staff.projectExists(input.projectId))) {
        throw invalid(`no project with id ${input.projectId}`);
      }
      if (await deps.staff.findByUsername(username)) throw conflict(`staff user ${username} already exists`);
      return deps.staff.create({
        id: deps.ids.uuid(),
        username,
        passwordHash: await deps.hasher.hash(input.password),
        role: input.role,
        projectId: input.projectId,
      });
    },

    setDisabled: (username: string, disabled: boolean) =>
      deps.staff.setDisabled(username.trim().toLowerCase(), disabled),
    count: () => deps.staff.count(),
  };
}
export type StaffAuth = ReturnType<typeof makeStaffAuth>;

/** A well-formed hash of a random password nobody knows (scrypt$N$r$p$salt$key). */
const DUMMY_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
