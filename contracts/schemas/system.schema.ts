import { Type } from 'typebox';
import { Nullable } from './common.schema.ts';

export const HealthResponse = Type.Object({ status: Type.Literal('ok') });
export const ReadyResponse = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('unavailable')]),
  database: Type.Union([Type.Literal('up'), Type.Literal('down')]),
});

/** `GET /config`: what the browser needs at run time (docs/data-model.md, "Client configuration"). */
export const ClientConfig = Type.Object({
  walletConnectProjectId: Nullable(Type.String()),
  remotes: Type.Object({
    onboarding: Type.String(),
    beta: Type.String(),
    admin: Type.String(),
  }),
  publicOrigin: Type.String(),
  demoSignIn: Type.Boolean(),
  xApi: Type.Boolean({
    description: 'True when the X API is configured: the admin profile lookup and Enrich read X',
  }),
});
