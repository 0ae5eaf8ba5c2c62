import { errorResponses, NoQuery } from '../schemas/common.schema.ts';
import {
  AddWalletBody,
  AddWalletResponse,
  OwnWalletsResponse,
  RemoveWalletBody,
  RemoveWalletResponse,
  WalletNonceResponse,
} from '../schemas/wallets.schema.ts';

export const walletsRoutes = {
  'POST /api/wallets/nonce': {
    querystring: NoQuery,
    response: { 201: WalletNonceResponse, ...errorResponses(401, 403, 429) },
  },
  'POST /api/wallets/add': {
    querystring: NoQuery,
    body: AddWalletBody,
    response: { 201: AddWalletResponse, ...errorResponses(400, 401, 403, 409, 429) },
  },
  'GET /api/me/wallets': {
    querystring: NoQuery,
    response: { 200: OwnWalletsResponse, ...errorResponses(401, 403) },
  },
  'POST /api/wallets/remove': {
    querystring: NoQuery,
    body: RemoveWalletBody,
    response: { 200: RemoveWalletResponse, ...errorResponses(400, 401, 403, 404) },
  },
} as const;
