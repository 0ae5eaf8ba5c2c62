import type { NarrativeRow } from '@mindmark/mfe-kit/api-contract.ts';

export type Period = '7d' | '30d' | '90d';

/** Long names are abbreviated in the panel. */
const ABBREVIATIONS: Record<string, string> = {
  'Real World Assets': 'RWAs',
  'Liquid Staking Derivatives': 'LSDs',
};
export const shortName = (name: string) => ABBREVIATIONS[name] ?? name;

export function changeFor(narrative: NarrativeRow, period: Period): number {
  if (period === '7d') return narrative.mindshareChange7d;
  if (period === '30d') return narrative.mindshareChange30d;
  return narrative.mindshareChange90d;
}
