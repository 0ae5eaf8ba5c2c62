import { TrackBody } from '../schemas/auth.schema.ts';
import { errorResponses, NoQuery } from '../schemas/common.schema.ts';
import { Type } from 'typebox';

export const trackRoutes = {
  'POST /api/track': {
    querystring: NoQuery,
    body: TrackBody,
    response: { 202: Type.Object({ ok: Type.Literal(true) }), ...errorResponses(400, 403, 429) },
  },
} as const;
