import { sns } from '../clients/sns.js';

/** Sends a text message to a mainland mobile number (E.164 `+86<phone>`) with SNS Publish. */
export async function sendSms(options: { phone: string; message: string }): Promise<void> {
  const { client, sdk } = await sns();
  await client.send(
    new sdk.PublishCommand({
      PhoneNumber: `+86${options.phone}`,
      Message: options.message,
      MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
    }),
  );
}
