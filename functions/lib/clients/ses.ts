import { SESv2Client } from '@aws-sdk/client-sesv2';
import { clientConfig } from './aws-client-config.js';

/** SES v2 client built once per container (the local gateway's e-mail outbox when SES_ENDPOINT is set). */
export const sesClient = new SESv2Client(clientConfig('SES_ENDPOINT'));
