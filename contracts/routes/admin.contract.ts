import { Type } from 'typebox';
import {
  AdminKolPage,
  AdminKolQuery,
  AdminPoolPage,
  AdminPoolQuery,
  AdminProjectPage,
  AdminProjectQuery,
  AdminSubmissionPage,
  AdminSubmissionQuery,
  AdminUserPage,
  AdminUserQuery,
  CreateStaffBody,
  CreateStaffResponse,
  LedgerRow,
  PayoutPreview,
  RankingRunsResponse,
  RewardPlatforms,
  StaffDisabledBody,
  StaffRow,
  StaffUsernameParams,
} from '../schemas/admin.schema.ts';
import { errorResponses, IdParams, NoQuery } from '../schemas/common.schema.ts';
import { Project } from '../schemas/projects.schema.ts';
import { ReviewBody } from '../schemas/submissions.schema.ts';

/** The admin app's own routes: lists, staff accounts, a pool's money, ranking runs. */
export const adminRoutes = {
  'GET /api/admin/projects': {
    querystring: AdminProjectQuery,
    response: { 200: AdminProjectPage, ...errorResponses(400, 401) },
  },
  'GET /api/admin/projects/:id': {
    params: IdParams,
    querystring: NoQuery,
    response: { 200: Project, ...errorResponses(400, 401, 403, 404) },
  },
  'GET /api/admin/reward-pools': {
    querystring: AdminPoolQuery,
    response: { 200: AdminPoolPage, ...errorResponses(400, 401, 403) },
  },
  'GET /api/admin/submissions': {
    querystring: AdminSubmissionQuery,
    response: { 200: AdminSubmissionPage, ...errorResponses(400, 401, 403) },
  },
  'GET /api/admin/kols': {
    querystring: AdminKolQuery,
    response: { 200: AdminKolPage, ...errorResponses(400, 401, 403) },
  },
  'GET /api/admin/users': {
    querystring: AdminUserQuery,
    response: { 200: AdminUserPage, ...errorResponses(400, 401, 403) },
  },
  'GET /api/admin/staff': {
    querystring: NoQuery,
    response: { 200: Type.Array(StaffRow), ...errorResponses(401, 403) },
  },
  'POST /api/admin/staff': {
    querystring: NoQuery,
    body: CreateStaffBody,
    response: { 201: CreateStaffResponse, ...errorResponses(400, 401, 403, 409) },
  },
  'PUT /api/admin/staff/:username/disabled': {
    params: StaffUsernameParams,
    querystring: NoQuery,
    body: StaffDisabledBody,
    response: { 200: Type.Object({ ok: Type.Literal(true) }), ...errorResponses(400, 401, 403, 404) },
  },
  'GET /api/admin/reward-platforms': {
    querystring: NoQuery,
    response: { 200: RewardPlatforms, ...errorResponses(401) },
  },
  'GET /api/admin/reward-pools/:id/ledger': {
    params: IdParams,
    querystring: NoQuery,
    response: { 200: Type.Array(LedgerRow), ...errorResponses(400, 401, 403, 404) },
  },
  'POST /api/admin/submissions/:id/review-preview': {
    params: IdParams,
    querystring: NoQuery,
    body: ReviewBody,
    response: { 200: PayoutPreview, ...errorResponses(400, 401, 403, 404) },
  },
  'GET /api/admin/rankings/runs': {
    querystring: NoQuery,
    response: { 200: RankingRunsResponse, ...errorResponses(401, 403) },
  },
} as const;
