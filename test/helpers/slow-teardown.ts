/**
 * Runs a teardown step and, if it has not finished after `afterMs`, says which one on
 * stderr. A teardown that never ends surfaces only as the file's timeout, with nothing to
 * tell the server's close from the database's; this line names it (docs/testing.md).
 */
export async function namedTeardown(name: string, step: () => Promise<unknown>, afterMs = 30_000) {
  const started = Date.now();
  const timer = setInterval(() => {
    console.error(`teardown "${name}" still pending after ${Math.round((Date.now() - started) / 1000)} s`);
  }, afterMs);
  timer.unref();
  try {
    await step();
  } finally {
    clearInterval(timer);
  }
}
