import type { Methodology } from './methodology.ts';

/**
 * Proof of work (docs/methodology.md, "Proof of work"): what only the platform knows
 * about a creator. The ranking engine computes the same formula in SQL; the receipt
 * rebuilds it from the inputs the run stored, with this function.
 */
export interface ProofOfWorkInputs {
  approved: number;
  reviewed: number;
  approvedViews: number;
  xVerified: boolean;
  walletProven: boolean;
  /** Best wallet score on a 0–1 scale; null when no provider scored a wallet. */
  walletScore: number | null;
}

export type ProofOfWorkPartName = keyof Methodology['proofOfWork']['weights'];

export interface ProofOfWorkPart {
  name: ProofOfWorkPartName;
  /** The part in [0, 1]. */
  value: number;
  weight: number;
  /** False when the part does not apply (no wallet score): its weight leaves the sum. */
  counted: boolean;
  /** Points of the 0–100 proof of work this part gives. */
  contribution: number;
}

export const roundHalfEven = (n: number, digits: number): number => {
  // The engine rounds in PostgreSQL, whose round(float8) sends ties to the even neighbour.
  const scaled = n * 10 ** digits;
  const floor = Math.floor(scaled);
  const diff = scaled - floor;
  const r = diff > 0.5 ? floor + 1 : diff < 0.5 ? floor : floor % 2 === 0 ? floor : floor + 1;
  return r / 10 ** digits;
};

export function proofOfWorkParts(i: ProofOfWorkInputs, m: Methodology): ProofOfWorkPart[] {
  const p = m.proofOfWork;
  const w = p.weights;
  const values: [ProofOfWorkPartName, number, boolean][] = [
    ['deliverables', Math.min(1, i.approved / p.deliverablesFull), true],
    ['reach', Math.min(1, Math.log10(1 + i.approvedViews) / Math.log10(1 + p.reachFullViews)), true],
    ['completion', i.reviewed > 0 ? i.approved / i.reviewed : 0, true],
    ['identity', 0.5 * (i.xVerified ? 1 : 0) + 0.5 * (i.walletProven ? 1 : 0), true],
    ['walletScore', Math.min(1, Math.max(0, i.walletScore ?? 0)), i.walletScore !== null],
  ];
  const counted = values.reduce((sum, [name, , on]) => sum + (on ? w[name] : 0), 0);
  return values.map(([name, value, on]) => ({
    name,
    value,
    weight: w[name],
    counted: on,
    contribution: on ? (100 * w[name] * value) / counted : 0,
  }));
}

/** Proof of work, 0–100 with 2 decimals, as the engine stores it. */
export function proofOfWorkScore(i: ProofOfWorkInputs, m: Methodology): number {
  const parts = proofOfWorkParts(i, m);
  const counted = parts.reduce((sum, x) => sum + (x.counted ? x.weight : 0), 0);
  const weighted = parts.reduce((sum, x) => sum + (x.counted ? x.weight * x.value : 0), 0);
  return roundHalfEven((weighted / counted) * 100, 2);
}

/** The Mindmark Score from the stored factors: what the engine stores, to the cent. */
export function mindoMetricOf(
  kolScore: number,
  authenticity: number,
  proofOfWork: number | null,
  m: Methodology,
): number {
  return roundHalfEven(
    kolScore * authenticity * (1 + (m.mindoMetric.proofOfWorkBonus * (proofOfWork ?? 0)) / 100),
    2,
  );
}
