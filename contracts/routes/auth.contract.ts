import { Type } from 'typebox';
import {
  AdminListUserSchema,
  AdminLoginBody,
  AdminLoginResponse,
  EmailLoginBody,
  EmailLoginResponse,
  EmailVerifyQuery,
  MeResponse,
  OkResponse,
  SessionResponse,
  StaffUserSchema,
  TwitterLoginBody,
} from '../schemas/auth.schema.ts';
import { errorResponses, HtmlPage, NoQuery } from '../schemas/common.schema.ts';

export const authRoutes = {
  'GET /api/auth/me': {
    querystring: NoQuery,
    response: { 200: MeResponse, ...errorResponses(401) },
  },
  'GET /api/auth/session': {
    querystring: NoQuery,
    response: { 200: SessionResponse },
  },
  'POST /api/auth/logout': {
    querystring: NoQuery,
    response: { 200: OkResponse, ...errorResponses(403) },
  },
  'POST /api/auth/login/email': {
    querystring: NoQuery,
    body: EmailLoginBody,
    response: { 202: EmailLoginResponse, ...errorResponses(400, 429) },
  },
  'GET /api/auth/email/verify': {
    querystring: EmailVerifyQuery,
    response: { 302: Type.Null(), 400: HtmlPage() },
  },
  'POST /api/auth/login/twitter': {
    querystring: NoQuery,
    body: TwitterLoginBody,
    response: { 200: Type.Object({ user: MeResponse }), ...errorResponses(401, 403) },
  },
  'POST /api/auth/admin/login': {
    querystring: NoQuery,
    body: AdminLoginBody,
    response: { 200: AdminLoginResponse, ...errorResponses(400, 401, 429) },
  },
  'GET /api/auth/admin/me': {
    querystring: NoQuery,
    response: { 200: StaffUserSchema, ...errorResponses(401) },
  },
  'GET /api/users': {
    querystring: NoQuery,
    response: { 200: Type.Array(AdminListUserSchema), ...errorResponses(401, 403) },
  },
} as const;
