import { SNSClient } from '@aws-sdk/client-sns';
import { clientConfig } from './aws-client-config.js';

/** SNS client built once per container (the local gateway's SMS outbox when SNS_ENDPOINT is set). */
export const snsClient = new SNSClient(clientConfig('SNS_ENDPOINT'));
