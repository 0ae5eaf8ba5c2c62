import type { FastifyInstance } from 'fastify';

/**
 * Asks for a ranking run through the admin API and waits for it: the route either runs
 * it and answers 200 with the run, or queues a job and answers 202 with its id, which
 * GET /api/admin/jobs/:id reports on until it is done (docs/methodology.md, "When it runs").
 */
export async function recomputeThroughApi(
  app: FastifyInstance,
  token: string,
  mode: 'day' | 'full',
  timeoutMs = 120_000,
): Promise<{ mode: string; methodologyVersion?: string } & Record<string, unknown>> {
  const headers = { authorization: `Bearer ${token}` };
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/rankings/recompute?mode=${mode}`,
    headers,
  });
  if (res.statusCode === 200) return res.json();
  if (res.statusCode !== 202) throw new Error(`recompute answered ${res.statusCode}: ${res.body}`);
  const body = res.json() as { id?: string; jobId?: string };
  const id = body.id ?? body.jobId;
  if (!id) throw new Error(`recompute answered 202 without a job id: ${res.body}`);
  const until = Date.now() + timeoutMs;
  for (;;) {
    const poll = await app.inject({ url: `/api/admin/jobs/${id}`, headers });
    if (poll.statusCode !== 200)
      throw new Error(`GET /api/admin/jobs/${id}: ${poll.statusCode} ${poll.body}`);
    const job = poll.json() as {
      state: string;
      run: ({ mode: string } & Record<string, unknown>) | null;
      lastError: string | null;
    };
    if (job.state === 'done' && job.run) return job.run;
    if (job.state === 'failed') throw new Error(`the ranking job failed: ${job.lastError}`);
    if (Date.now() > until) throw new Error(`the ranking job is still ${job.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
