import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { sesClient } from '../clients/ses.js';
import { requireEnv } from '../env.js';

/** The stage's sender address (`MAIL_FROM`, set for functions with the `email` need). */
const mailFrom = requireEnv('MAIL_FROM');

/** Sends a plain-text (and optional HTML) e-mail with SES v2 SendEmail from the stage's sender. */
export async function sendEmail(options: { to: string; subject: string; text: string; html?: string }): Promise<void> {
  await sesClient.send(
    new SendEmailCommand({
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
