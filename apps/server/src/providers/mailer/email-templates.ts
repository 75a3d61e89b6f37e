// The product's emails, each as plain text and as simple HTML (inline styles only: mail clients
// ignore stylesheets). Every value put into the HTML is escaped.
import type { OutgoingEmail } from './mailer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/** One short HTML email: paragraphs and, when there is one, a button for the link. */
function html(paragraphs: string[], action?: { label: string; href: string }): string {
  const body = paragraphs.map((paragraph) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${escapeHtml(paragraph)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="display:inline-block;padding:12px 20px;border-radius:12px;background:#f97316;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#6b7280">Or open this address: ${escapeHtml(action.href)}</p>`
    : '';
  return `<!doctype html><html><body style="margin:0;padding:24px;background:#f9fafb;font-family:system-ui,-apple-system,Segoe UI,sans-serif"><div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:16px;padding:24px">${body}${button}<p style="margin:24px 0 0;font-size:13px;color:#6b7280">The Stash team</p></div></body></html>`;
}

/** A one-time link: sign in, continue an invite, or confirm the address. */
export function magicLinkEmail(to: string, link: string, purpose: 'claim' | 'sign_in' | 'verify_email', minutes: number): OutgoingEmail {
  const subject = purpose === 'verify_email' ? 'Confirm your email for Stash' : 'Your sign-in link for Stash';
  const lead = purpose === 'verify_email' ? 'Confirm this address to finish creating your Stash account.' : 'Here is your link to continue to Stash.';
  const expiry = `It works once, within ${minutes} minutes. If you did not ask for it, ignore this email.`;
  return {
    to,
    subject,
    text: `${lead}\n\n${link}\n\n${expiry}`,
    html: html([lead, expiry], { label: purpose === 'verify_email' ? 'Confirm my email' : 'Continue to Stash', href: link }),
    link,
  };
}

/** An invite into the private beta. */
export function inviteEmail(to: string, link: string, expiresAt: Date): OutgoingEmail {
  const lead = "You're invited to Stash, the place to keep what you find on Instagram, TikTok and X and actually use it later.";
  const expiry = `The invite is for ${to} and works until ${expiresAt.toUTCString()}.`;
  return { to, subject: "You're invited to Stash", text: `${lead}\n\n${link}\n\n${expiry}`, html: html([lead, expiry], { label: 'Accept the invite', href: link }), link };
}

export function waitlistEmail(to: string, name: string): OutgoingEmail {
  const paragraphs = [`Hi ${name},`, "Thanks for joining the Stash waitlist. Stash is in private beta; we'll email you an invite as soon as there is a place for you."];
  return { to, subject: "You're on the Stash waitlist", text: `${paragraphs.join('\n\n')}\n\nThe Stash team`, html: html(paragraphs) };
}

export function passwordChangedEmail(to: string): OutgoingEmail {
  const paragraphs = [
    'The password of your Stash account was just changed, and every other device was signed out.',
    'If this was not you, sign in with a link from the sign-in page and change it again, or reply to this email.',
  ];
  return { to, subject: 'Your Stash password was changed', text: paragraphs.join('\n\n'), html: html(paragraphs) };
}
