import { startServer } from '../adapters/main/server.ts';

/** The real server for the benchmark, without the front-end build step of `npm start`. */
await startServer();
