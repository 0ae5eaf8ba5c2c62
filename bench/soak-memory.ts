/**
 * How the soak judges "memory flat within 10%" (issue 19; docs/operations.md, "Soak",
 * "Memory"). A process's resident memory is sampled every few seconds from the end of
 * the warm-up to the end of the load. GC makes it a sawtooth, so single samples say
 * little: the judgement compares medians of windows and fits a line.
 *
 * - growth: the median of the last window against the median of the first window after
 *   the warm-up (each a minute, or a third of the steady part on a shorter run);
 * - trend: the least-squares slope over every steady-state sample, times the steady
 *   part's length, against the first window's median: what a steady leak would add
 *   over the run.
 *
 * Steady when both are at most +10%. A fall passes: memory handed back to the system
 * (V8 shrinking its heap after the warm-up's peak, the allocator returning pages) is the
 * opposite of a leak, and is shown as it is.
 */
export interface MemorySample {
  /** Seconds since the end of the warm-up. */
  t: number;
  mb: number;
}

export interface MemoryVerdict {
  first: number;
  last: number;
  min: number;
  max: number;
  /** (last − first) / first. */
  growth: number;
  /** slope × duration / first. */
  trend: number;
  steady: boolean;
  samples: number;
}

export const MEMORY_LIMIT = 0.1;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

export function judgeMemory(samples: MemorySample[], windowSeconds = 60): MemoryVerdict | null {
  const valid = samples.filter((s) => Number.isFinite(s.mb) && s.mb > 0);
  if (valid.length < 3) return null;
  const start = valid[0]?.t ?? 0;
  const end = valid[valid.length - 1]?.t ?? 0;
  const duration = end - start;
  const window = Math.min(windowSeconds, duration / 3);
  const first = median(valid.filter((s) => s.t <= start + window).map((s) => s.mb));
  const last = median(valid.filter((s) => s.t >= end - window).map((s) => s.mb));
  const meanT = valid.reduce((n, s) => n + s.t, 0) / valid.length;
  const meanMb = valid.reduce((n, s) => n + s.mb, 0) / valid.length;
  const covariance = valid.reduce((n, s) => n + (s.t - meanT) * (s.mb - meanMb), 0);
  const variance = valid.reduce((n, s) => n + (s.t - meanT) ** 2, 0);
  const slope = variance > 0 ? covariance / variance : 0;
  const growth = (last - first) / first;
  const trend = (slope * duration) / first;
  return {
    first,
    last,
    min: Math.min(...valid.map((s) => s.mb)),
    max: Math.max(...valid.map((s) => s.mb)),
    growth,
    trend,
    steady: growth <= MEMORY_LIMIT && trend <= MEMORY_LIMIT,
    samples: valid.length,
  };
}
