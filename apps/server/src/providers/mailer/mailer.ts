// Sends the product's emails. The offline default keeps them out of the log's reach: it logs who
// was mailed what, never the link (a sign-in link in a log lets anyone who reads the log sign in
// as that member); for local use, and only outside production, it prints the link once to the
// terminal so the person running the server can follow it. An SMTP implementation can stand
// behind the same interface.
import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML, for mail clients that show it. */
  html?: string;
  /** The one link the email is about; it carries a secret. */
  link?: string;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}

export interface LogMailerOptions {
  /** Print each link once to the terminal (never in production). */
  printLinks: boolean;
  /** Where printed links go: the terminal, not the log. */
  print?: (line: string) => void;
}

export function createLogMailer(logger: Pick<FastifyBaseLogger, 'info'>, options: LogMailerOptions): Mailer {
  const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  return {
    async send(email) {
      logger.info({ mail: { to: email.to, subject: email.subject, has_link: Boolean(email.link) } }, `email to ${email.to}: ${email.subject}`);
      if (options.printLinks && email.link) print(`\n  ${email.subject} (for ${email.to}, not sent: no mail server is set up):\n  ${email.link}\n`);
    },
  };
}

/** Links are printed only where nobody else reads the terminal: local use, never production. */
export const printsLinks = (environment: NodeJS.ProcessEnv = process.env) => environment.NODE_ENV !== 'production';
