import { startServer } from '../adapters/main/server.ts';
import { buildMissingFrontends } from './build-missing-frontends.ts';

/** `npm start`: builds the front ends that are not built yet, then starts the server. */
buildMissingFrontends('first start only');
await startServer();
