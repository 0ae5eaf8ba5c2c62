import { type FieldIssue, invalid } from '../errors.ts';
import { dollarsToCents } from './money.ts';
import { normalizeRewardUnit, REWARD_UNITS, type RewardUnit } from './payout.ts';
import { normalizePlatform, PLATFORM_NAMES, type Platform } from './platforms.ts';
import { normalizePoolStatus, type PoolDraft, type PoolStatus } from './reward-pool.ts';

/** The pool form as it arrives: loose on purpose, so every mistake gets a message a person can act on. */
export interface PoolInput {
  projectId?: string | null;
  title?: string | null;
  description?: string | null;
  reward?: string | null;
  deadline?: string | null;
  platforms?: string[] | string | null;
  requirements?: string[] | string | null;
  status?: string | null;
  totalAmountUsd?: number | string | null;
  rewardRate?: number | string | null;
  rewardUnit?: string | null;
  campaignTargetViews?: number | null;
}

export const POOL_LIMITS = { title: 200, description: 5000, reward: 200, line: 500, lines: 50 } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Date, or date and time with an optional zone: what `new Date().toISOString()` and date inputs send.
const ISO = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Form fields entered one per line: trimmed, empty lines dropped. Entries are split
 * on newlines too, since a text may arrive wrapped in a list (request coercion).
 */
export function lines(value: string[] | string | null | undefined): string[] {
  const raw = typeof value === 'string' ? [value] : (value ?? []);
  return raw
    .flatMap((entry) => entry.split(/\r?\n/))
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

const text = (value: string | null | undefined): string | null => {
  const t = value?.trim();
  return t ? t : null;
};

/** Validates the whole form, naming every failing field at once. */
export function parsePoolInput(input: PoolInput): PoolDraft {
  const issues: FieldIssue[] = [];
  const fail = (field: string, message: string) => issues.push({ field, message });

  const title = text(input.title);
  if (!title) fail('title', 'is required');
  else if (title.length > POOL_LIMITS.title) fail('title', `must be at most ${POOL_LIMITS.title} characters`);

  const projectId = text(input.projectId);
  if (!projectId) fail('projectId', 'is required');
  else if (!UUID.test(projectId)) fail('projectId', 'must be a project id (a UUID)');

  const description = text(input.description);
  if (description && description.length > POOL_LIMITS.description) {
    fail('description', `must be at most ${POOL_LIMITS.description} characters`);
  }
  const reward = text(input.reward);
  if (reward && reward.length > POOL_LIMITS.reward)
    fail('reward', `must be at most ${POOL_LIMITS.reward} characters`);

  const money = (field: 'totalAmountUsd' | 'rewardRate'): number => {
    const value = input[field];
    if (value === null || value === undefined || value === '') return 0;
    try {
      return dollarsToCents(value, field);
    } catch {
      fail(field, 'must be an amount ≥ 0 with at most 2 decimals');
      return 0;
    }
  };
  const totalAmountCents = money('totalAmountUsd');
  const rewardRateCents = money('rewardRate');

  const views = input.campaignTargetViews ?? 0;
  if (!Number.isSafeInteger(views) || views < 0) fail('campaignTargetViews', 'must be a whole number ≥ 0');

  let deadline: Date | null = null;
  const deadlineText = text(input.deadline);
  if (deadlineText) {
    const at = new Date(deadlineText);
    if (!ISO.test(deadlineText) || Number.isNaN(at.getTime())) {
      fail('deadline', 'must be an ISO 8601 timestamp such as 2026-12-31T23:59:59Z');
    } else deadline = at;
  }

  const platforms: Platform[] = [];
  for (const line of lines(input.platforms)) {
    const platform = normalizePlatform(line);
    if (!platform) fail('platforms', `has an unknown platform "${line}": use ${PLATFORM_NAMES.join(', ')}`);
    else if (!platforms.includes(platform)) platforms.push(platform);
  }

  const requirements = lines(input.requirements);
  if (requirements.length > POOL_LIMITS.lines)
    fail('requirements', `must have at most ${POOL_LIMITS.lines} lines`);
  if (requirements.some((r) => r.length > POOL_LIMITS.line)) {
    fail('requirements', `lines must be at most ${POOL_LIMITS.line} characters`);
  }

  let status: PoolStatus = 'active';
  const statusText = text(input.status);
  if (statusText) {
    const s = normalizePoolStatus(statusText);
    if (!s) fail('status', 'must be active, upcoming or closed (completed is accepted as closed)');
    else status = s;
  }

  let rewardUnit: RewardUnit = 'flat';
  const unitText = text(input.rewardUnit);
  if (unitText) {
    const u = normalizeRewardUnit(unitText);
    if (!u) fail('rewardUnit', `must be ${REWARD_UNITS.join(' or ')}`);
    else rewardUnit = u;
  }

  if (issues.length > 0) {
    throw invalid(issues.map((i) => `${i.field} ${i.message}`).join('; '), issues);
  }
  return {
    projectId: projectId as string,
    title: title as string,
    description,
    reward,
    deadline,
    platforms,
    requirements,
    status,
    totalAmountCents,
    rewardRateCents,
    rewardUnit,
    campaignTargetViews: views,
  };
}
