import { METHODOLOGY_V1, type Methodology } from '../core/domain/methodology.ts';

/**
 * Earlier methodology versions rebuilt from the current one by switching off what came after
 * them, so a bench can rank the same data with both in one run (docs/methodology.md, "Versions").
 * Only the versions the benches still compare against are kept.
 */
const ON = METHODOLOGY_V1;

/** 1.42.0: a crowd frees a member with a history only under minPosts posts from its start. */
export const V1_42_0: Methodology = {
  ...ON,
  version: '1.42.0',
  coordination: { ...ON.coordination, crowd: { ...ON.coordination.crowd, atMinimum: false } },
};

/** 1.41.0: the data starts on the day of its oldest post, whoever posted it. */
export const V1_41_0: Methodology = {
  ...V1_42_0,
  version: '1.41.0',
  coordination: {
    ...V1_42_0.coordination,
    habit: V1_42_0.coordination.habit ? { ...V1_42_0.coordination.habit, startAccounts: undefined } : null,
  },
};

/** 1.40.0: an account's whole history raises its habit allowance, vouched for or not. */
export const V1_40_0: Methodology = {
  ...V1_41_0,
  version: '1.40.0',
  coordination: {
    ...V1_41_0.coordination,
    habit: V1_41_0.coordination.habit ? { ...V1_41_0.coordination.habit, vouchedHistory: false } : null,
  },
};

/** 1.39.0: an account's posts about one project count in full however many there are (no habit bound). */
export const V1_39_0: Methodology = {
  ...V1_40_0,
  version: '1.39.0',
  coordination: { ...V1_40_0.coordination, habit: null },
};

/** 1.38.0: a thinly backed account's engagement and consistency count in full (only its reach is vouched). */
export const V1_38_0: Methodology = {
  ...V1_39_0,
  version: '1.38.0',
  kolScore: { ...V1_39_0.kolScore, activityBacked: false },
};

/** 1.37.0: any follower of a focus group's member that names its project twice is its periphery. */
export const V1_37_0: Methodology = {
  ...V1_38_0,
  version: '1.37.0',
  coordination: {
    ...V1_38_0.coordination,
    focus: { ...V1_38_0.coordination.focus, neighbourOverChance: false },
  },
};

/** 1.36.0: any post before the window breaks an account's silence, and one post about its focus makes a regular. */
export const V1_36_0: Methodology = {
  ...V1_37_0,
  version: '1.36.0',
  coordination: { ...V1_37_0.coordination, focus: { ...V1_37_0.coordination.focus, historyBeyond: false } },
};

/** 1.35.0: every thinly backed account counts in the history's own newcomer licence, wherever it posts. */
export const V1_35_0: Methodology = {
  ...V1_36_0,
  version: '1.35.0',
  coordination: {
    ...V1_36_0.coordination,
    backing: {
      ...V1_36_0.coordination.backing,
      newcomer: V1_36_0.coordination.backing.newcomer && {
        ...V1_36_0.coordination.backing.newcomer,
        historyServed: false,
      },
    },
  },
};

/** 1.34.0: a project's focused accounts are one group, whether or not they named it before the window. */
export const V1_34_0: Methodology = {
  ...V1_35_0,
  version: '1.34.0',
  coordination: { ...V1_35_0.coordination, focus: { ...V1_35_0.coordination.focus, regularsApart: false } },
};

/** 1.33.0: every account in a size bucket counts toward its minimum, whether or not it posted before. */
export const V1_33_0: Methodology = {
  ...V1_34_0,
  version: '1.33.0',
  coordination: {
    ...V1_34_0.coordination,
    sizeReference: { ...V1_34_0.coordination.sizeReference, establishedDays: undefined },
  },
};

/** 1.32.0: posts that name a narrative and no project are judged with the narrative's other posts. */
export const V1_32_0: Methodology = {
  ...V1_33_0,
  version: '1.32.0',
  coordination: {
    ...V1_33_0.coordination,
    backing: { ...V1_33_0.coordination.backing, narrativeOnly: false },
  },
};

/** 1.31.0: a project is new to an account unless it named it in the 60 days before the window. */
export const V1_31_0: Methodology = {
  ...V1_32_0,
  version: '1.31.0',
  coordination: { ...V1_32_0.coordination, crowd: { ...V1_32_0.coordination.crowd, knownDays: undefined } },
};

/** 1.30.0: a project's backed-audience cap reaches only its accounts' posts in the project window. */
export const V1_30_0: Methodology = {
  ...V1_31_0,
  version: '1.30.0',
  coordination: {
    ...V1_31_0.coordination,
    backing: { ...V1_31_0.coordination.backing, olderPosts: false },
  },
};

/** 1.29.0: a periphery candidate with a history but no vouched trust counts every post in the window. */
export const V1_29_0: Methodology = {
  ...V1_30_0,
  version: '1.29.0',
  coordination: {
    ...V1_30_0.coordination,
    focus: { ...V1_30_0.coordination.focus, neighbourHistory: false },
  },
};

/** 1.28.0: a new project counts toward a crowd only over chance among the account's posts. */
export const V1_28_0: Methodology = {
  ...V1_29_0,
  version: '1.28.0',
  coordination: { ...V1_29_0.coordination, crowd: { ...V1_29_0.coordination.crowd, mostNamed: false } },
};

/** 1.27.0: reach counts every follower X reports, vouched for or not. */
export const V1_27_0: Methodology = {
  ...V1_28_0,
  version: '1.27.0',
  kolScore: { ...V1_28_0.kolScore, reachBacked: false },
};

/** 1.26.0: a mutual follow with a group's member counts as two ties for a campaign's loose accounts. */
export const V1_26_0: Methodology = {
  ...V1_27_0,
  version: '1.26.0',
  coordination: {
    ...V1_27_0.coordination,
    campaign: { ...V1_27_0.coordination.campaign, followBackOnce: false },
  },
};

/** 1.25.0: follow-backs tie an account to a follow cluster and earn the cluster trust. */
export const V1_25_0: Methodology = {
  ...V1_26_0,
  version: '1.25.0',
  coordination: {
    ...V1_26_0.coordination,
    clusters: { ...V1_26_0.coordination.clusters, mutualOdds: null, tradedFollows: false },
  },
};

/** 1.24.0: every thinly backed account over the backed-audience cap keeps the same share of its attention. */
export const V1_24_0: Methodology = {
  ...V1_25_0,
  version: '1.24.0',
  coordination: {
    ...V1_25_0.coordination,
    backing: { ...V1_25_0.coordination.backing, fairShare: false },
  },
};

/** 1.23.0: over chance, every member established by a history alone stays in the crowd. */
export const V1_23_0: Methodology = {
  ...V1_24_0,
  version: '1.23.0',
  coordination: {
    ...V1_24_0.coordination,
    crowd: { ...V1_24_0.coordination.crowd, freedLongestFirst: false },
  },
};

/** 1.22.0: the crowd's start frees any number of established members. */
export const V1_22_0: Methodology = {
  ...V1_23_0,
  version: '1.22.0',
  coordination: {
    ...V1_23_0.coordination,
    crowd: { ...V1_23_0.coordination.crowd, freedWithinChance: false },
  },
};

/** 1.21.0: a thin flood's excess over its licence is cut from the newcomers' own posts at any inflow. */
export const V1_21_0: Methodology = {
  ...V1_22_0,
  version: '1.21.0',
  coordination: {
    ...V1_22_0.coordination,
    backing: {
      ...V1_22_0.coordination.backing,
      newcomer: { historyDays: 60, fromBeforeFlood: true, usualOdds: null },
    },
  },
};

/** 1.20.0: a crowd member with posts from before the window counts all its posts, unless vouched for. */
export const V1_20_0: Methodology = {
  ...V1_21_0,
  version: '1.20.0',
  coordination: {
    ...V1_21_0.coordination,
    crowd: { ...V1_21_0.coordination.crowd, historySinceStart: false },
  },
};

/** 1.19.0: a crowd is at least crowd.minShare of its project's posters, not more than chance gives. */
export const V1_19_0: Methodology = {
  ...V1_20_0,
  version: '1.19.0',
  coordination: { ...V1_20_0.coordination, crowd: { ...V1_20_0.coordination.crowd, chanceOdds: null } },
};

/** 1.18.3: a post that names no project stands for nothing in the focus groups and the group licence. */
export const V1_18_3: Methodology = {
  ...V1_19_0,
  version: '1.18.3',
  coordination: { ...V1_19_0.coordination, focus: { ...V1_19_0.coordination.focus, narratives: false } },
};

/** 1.18.2: the periphery counts an account's posts about the project from before the campaign's first too. */
export const V1_18_2: Methodology = {
  ...V1_18_3,
  version: '1.18.2',
  coordination: {
    ...V1_18_3.coordination,
    focus: { ...V1_18_3.coordination.focus, neighbourSinceStart: false },
  },
};

/** 1.18.1: an account joins a campaign by any follows either way where its flagged groups' own posts made it one. */
export const V1_18_1: Methodology = {
  ...V1_18_2,
  version: '1.18.1',
  coordination: {
    ...V1_18_2.coordination,
    campaign: { ...V1_18_2.coordination.campaign, ownTie: false },
  },
};

/** 1.18.0: an unvouched account counts toward the crowd of every new project, over chance or not. */
export const V1_18_0: Methodology = {
  ...V1_18_1,
  version: '1.18.0',
  coordination: { ...V1_18_1.coordination, crowd: { ...V1_18_1.coordination.crowd, overChance: null } },
};

/** 1.17.0: no tied newcomers (accounts new to a project that know each other form no group of their own). */
export const V1_17_0: Methodology = {
  ...V1_18_0,
  version: '1.17.0',
  coordination: { ...V1_18_0.coordination, tied: null },
};

/** 1.16.1: no group licence (a group that earned an ordinary account's trust is never capped). */
export const V1_16_1: Methodology = {
  ...V1_17_0,
  version: '1.16.1',
  coordination: { ...V1_17_0.coordination, cap: { share: ON.coordination.cap.share, licence: null } },
};

/** 1.16.0: closed groups linked by follows received too (before closedOwnFollows). */
export const V1_16_0: Methodology = {
  ...V1_16_1,
  version: '1.16.0',
  coordination: {
    ...V1_16_1.coordination,
    clusters: { ...V1_16_1.coordination.clusters, closedOwnFollows: false },
  },
};

/** 1.15.0: the newcomer licence without the licence from before the flood or the backing standing. */
export const V1_15_0: Methodology = {
  ...V1_16_0,
  version: '1.15.0',
  coordination: {
    ...V1_16_0.coordination,
    backing: {
      ...V1_16_0.coordination.backing,
      newcomer: { historyDays: 60, fromBeforeFlood: false },
      standing: false,
    },
  },
};

/** 1.14.0: backing circles, no newcomer licence. */
export const V1_14_0: Methodology = {
  ...V1_16_0,
  version: '1.14.0',
  coordination: {
    ...V1_16_0.coordination,
    backing: { ...V1_16_0.coordination.backing, newcomer: null, standing: false },
  },
};

export const EARLIER_VERSIONS: Record<string, Methodology> = {
  '1.42.0': V1_42_0,
  '1.41.0': V1_41_0,
  '1.40.0': V1_40_0,
  '1.39.0': V1_39_0,
  '1.38.0': V1_38_0,
  '1.37.0': V1_37_0,
  '1.36.0': V1_36_0,
  '1.35.0': V1_35_0,
  '1.34.0': V1_34_0,
  '1.33.0': V1_33_0,
  '1.32.0': V1_32_0,
  '1.31.0': V1_31_0,
  '1.30.0': V1_30_0,
  '1.29.0': V1_29_0,
  '1.28.0': V1_28_0,
  '1.27.0': V1_27_0,
  '1.26.0': V1_26_0,
  '1.25.0': V1_25_0,
  '1.24.0': V1_24_0,
  '1.23.0': V1_23_0,
  '1.22.0': V1_22_0,
  '1.21.0': V1_21_0,
  '1.20.0': V1_20_0,
  '1.19.0': V1_19_0,
  '1.18.3': V1_18_3,
  '1.18.2': V1_18_2,
  '1.18.1': V1_18_1,
  '1.18.0': V1_18_0,
  '1.17.0': V1_17_0,
  '1.16.1': V1_16_1,
  '1.16.0': V1_16_0,
  '1.15.0': V1_15_0,
  '1.14.0': V1_14_0,
};

/** The earlier version DEFENCE_AGAINST names, or null when it is unset; an unknown one stops the bench. */
export function versionAgainst(name = process.env.DEFENCE_AGAINST): Methodology | null {
  if (!name) return null;
  const m = EARLIER_VERSIONS[name];
  if (!m) throw new Error(`DEFENCE_AGAINST=${name}: not in bench/defence-versions.ts`);
  return m;
}
