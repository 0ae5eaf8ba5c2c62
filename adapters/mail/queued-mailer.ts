import type { Mailer } from '#core/ports/mailer.port.ts';
import type { MailSeal } from './sealed-mail.ts';

/** What the job system takes for one message (adapters/jobs, task `mail.send`). */
export interface MailJobRequest {
  task: 'mail.send';
  payload: { sealed: string };
  requestedBy: string;
}

/**
 * The mailer use cases see: `send` only enqueues the sealed message and returns, so a
 * slow or failing mail server never holds the request that asked for the email. The
 * worker delivers it through `deliverQueuedMail`, retried with the queue's backoff
 * (docs/operations.md, "Jobs").
 */
export function queuedMailer(deps: {
  seal: MailSeal;
  enqueue: (request: MailJobRequest) => Promise<unknown>;
}): Mailer {
  return {
    async send(message) {
      await deps.enqueue({
        task: 'mail.send',
        payload: { sealed: deps.seal.seal(message) },
        requestedBy: 'mail',
      });
    },
  };
}

/** The `mail.send` job: opens the sealed message and hands it to the real mailer (SMTP or outbox). */
export const deliverQueuedMail =
  (seal: MailSeal, delivery: Mailer) =>
  async ({ sealed }: { sealed: string }): Promise<null> => {
    await delivery.send(seal.open(sealed));
    return null;
  };
