import type { FastifyInstance } from 'fastify';

/** Polls GET /api/admin/jobs/:id until the job is done or failed (as the admin page does). */
export async function waitForJob(
  app: FastifyInstance,
  id: string,
  token: string,
  timeoutMs = 30_000,
): Promise<
  { state: string; run: { mode: string } & Record<string, unknown>; lastError: string | null } & Record<
    string,
    unknown
  >
> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.inject({
      url: `/api/admin/jobs/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`GET /api/admin/jobs/${id}: ${res.statusCode} ${res.body}`);
    const job = res.json();
    if (job.state === 'done' || job.state === 'failed') return job;
    if (Date.now() > until) throw new Error(`job ${id} still ${job.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
