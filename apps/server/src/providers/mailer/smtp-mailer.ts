// Sends the product's emails through an SMTP server (STASH_SMTP_URL: smtp://user:pass@host:587,
// or smtps:// for a TLS port), from STASH_MAIL_FROM. A failed send throws: callers decide whether
// the member must hear of it.
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

export interface SmtpSettings {
  url: string;
  from: string;
}

export function createSmtpMailer(settings: SmtpSettings): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(settings.url);
  return {
    async send(email) {
      await transport.sendMail({ from: settings.from, to: email.to, subject: email.subject, text: email.text, ...(email.html ? { html: email.html } : {}) });
    },
    close: () => transport.close(),
  };
}
