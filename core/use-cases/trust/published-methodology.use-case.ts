import type { Methodology } from '../../domain/methodology.ts';
import { WINDOWS } from '../../domain/methodology.ts';
import {
  componentHelp,
  discountReasons,
  leaderboardColumnHelp,
  proofOfWorkHelp,
} from '../../domain/methodology-help.ts';
import type { MethodologyVersionRepository } from '../../ports/trust-read.port.ts';

/**
 * The methodology as published at GET /api/methodology: the parameters the engine runs
 * with, the formulas, the words every column and receipt shows, and the change log.
 */
export function makePublishedMethodology(deps: {
  methodology: Methodology;
  formulas: Record<string, string>;
  versions: MethodologyVersionRepository;
}) {
  const m = deps.methodology;
  return async () => {
    const changelog = await deps.versions.list();
    return {
      version: m.version,
      releasedOn: changelog.find((v) => v.version === m.version)?.releasedOn ?? null,
      parameters: m,
      formulas: deps.formulas,
      windows: [...WINDOWS],
      columns: leaderboardColumnHelp(m),
      components: componentHelp(m),
      proofOfWork: proofOfWorkHelp(m),
      discounts: discountReasons(m),
      changelog,
      document: 'docs/methodology.md',
    };
  };
}

export type PublishedMethodology = ReturnType<typeof makePublishedMethodology>;
