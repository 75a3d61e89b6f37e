// Sends the product's emails. The offline default writes them to the server log (where the person
// running the server can follow a magic link); an SMTP implementation can stand behind the same interface.
import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** The one link the email is about, so the log line can show it on its own. */
  link?: string;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}

export function createLogMailer(logger: Pick<FastifyBaseLogger, 'info'>): Mailer {
  return {
    async send(email) {
      logger.info({ mail: { to: email.to, subject: email.subject, link: email.link } }, `email to ${email.to}: ${email.subject}`);
    },
  };
}
