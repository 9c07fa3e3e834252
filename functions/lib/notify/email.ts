import { ses } from '../clients/ses.js';
import { requireEnv } from '../env.js';

/** The stage's sender address (`MAIL_FROM`, set for functions with the `email` need). */
const mailFrom = requireEnv('MAIL_FROM');

/**
 * The stage's console address (`CONSOLE_URL`, set with the `email` need from the stage config; the local
 * stack sets its gateway's). Links in mail are built on it alone, never on the request's `Origin` or
 * `Host`, which the sender controls: a forged header would mail a real code to the sender's host.
 */
const consoleUrl = requireEnv('CONSOLE_URL').replace(/\/+$/, '');

/** An absolute console link for an e-mail: `path` (starting with `/`, query included) on the stage's console. */
export function consoleLink(path: string): string {
  return `${consoleUrl}${path}`;
}

/** Sends a plain-text (and optional HTML) e-mail with SES v2 SendEmail from the stage's sender. */
export async function sendEmail(options: { to: string; subject: string; text: string; html?: string }): Promise<void> {
  const { client, sdk } = await ses();
  await client.send(
    new sdk.SendEmailCommand({
      FromEmailAddress: mailFrom,
      Destination: { ToAddresses: [options.to] },
      Content: {
        Simple: {
          Subject: { Data: options.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: options.text, Charset: 'UTF-8' },
            ...(options.html ? { Html: { Data: options.html, Charset: 'UTF-8' } } : {}),
          },
        },
      },
    }),
  );
}
