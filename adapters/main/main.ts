import { startServer } from './server.ts';

/**
 * The process entry without the front-end build step: what a container image or a
 * process manager runs (`node --import tsx adapters/main/main.ts`, roles by WORKER).
 */
await startServer();
