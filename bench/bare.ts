import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/** The baseline: a bare Fastify route answering a constant page of the same size. */
const page = readFileSync(process.env.BENCH_PAGE_FILE ?? 'bench/.work/page.json', 'utf8');
const app = Fastify();
app.get('/page', async (_req, reply) => reply.type('application/json').send(page));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3902) });
console.log('listening');
