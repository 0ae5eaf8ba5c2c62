import { Type } from 'typebox';
import { DemoSignInBody, StartXQuery, XCallbackQuery } from '../schemas/auth.schema.ts';
import { errorResponses, HtmlPage, NoQuery } from '../schemas/common.schema.ts';

export const xSignInRoutes = {
  'GET /api/auth/twitter': {
    querystring: StartXQuery,
    response: { 302: Type.Null(), 400: HtmlPage(), 503: HtmlPage() },
  },
  'GET /api/auth/twitter/callback': {
    querystring: XCallbackQuery,
    response: { 302: Type.Null(), 400: HtmlPage(), 502: HtmlPage(), 503: HtmlPage() },
  },
  'GET /api/auth/demo': {
    querystring: StartXQuery,
    response: { 200: HtmlPage() },
  },
  'POST /api/auth/demo': {
    querystring: NoQuery,
    body: DemoSignInBody,
    response: { 302: Type.Null(), 400: HtmlPage(), ...errorResponses(403) },
  },
} as const;
