import { PublishCommand } from '@aws-sdk/client-sns';
import { snsClient } from '../clients/sns.js';

/** Sends a text message to a mainland mobile number (E.164 `+86<phone>`) with SNS Publish. */
export async function sendSms(options: { phone: string; message: string }): Promise<void> {
  await snsClient.send(
    new PublishCommand({
      PhoneNumber: `+86${options.phone}`,
      Message: options.message,
      MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
    }),
  );
}
