import type { HelpTopics } from '@/components/help-topics.js';
import type { IotHelpTopic } from './iot-help.js';

/** IoT help: English texts, the same topics as the Chinese table. */
export const iotHelpEn: HelpTopics<IotHelpTopic> = {
  'iot/data-push': {
    title: 'Data push',
    body: [
      "A push rule forwards the readings your enterprise's gateways send to an HTTPS endpoint of yours, usually about a second after they arrive. Pushing and storing do not wait for each other: a slow or failing endpoint delays only the push.",
      "Follow a rule's name to see its delivery log below, with refresh and load more; edit, enable or disable, test and delete are in each row's Actions menu.",
    ],
    sections: [
      {
        heading: 'Rules',
        items: [
          "Target URL: https:// only, to a public host, with no user name or password in it. Every delivery resolves and checks the address again; a delivery to an address that is not public (private, loopback, link-local such as a cloud server's metadata) is refused.",
          'Scope: all gateways, one device group, or one gateway.',
          'Signing secret (optional, 16–128 characters): each push then carries x-sia-timestamp (epoch milliseconds) and x-sia-signature, which is sha256= followed by the hex HMAC-SHA256 of "timestamp.body" under the secret. Receivers compute it again and refuse old timestamps. A saved secret is never shown again; left empty while editing, it is kept.',
          'An enterprise holds at most 100 push rules; adding, changing, enabling or disabling a rule takes effect within 30 seconds.',
        ],
      },
      {
        heading: 'Delivery',
        items: [
          'Each push is a POST of a JSON body with the gateway, its type and the readings of its nodes.',
          'Up to 3 attempts of 3 seconds each. A 2xx answer is success; a 4xx other than 408 and 429 is final; no answer, 408, 429 and 5xx are tried again. Redirects are not followed.',
          'Send test delivers one sample reading now (one attempt, 5 seconds); the result goes into the delivery log, marked as a test.',
        ],
      },
      {
        heading: 'States',
        terms: [
          { term: 'Enabled', definition: 'The rule is in force: readings of the gateways in its scope are pushed.' },
          { term: 'Disabled', definition: 'The rule is kept but pushes nothing; enable it again at any time.' },
          { term: 'Signed', definition: 'The rule has a signing secret.' },
          {
            term: 'Delivered / Failed',
            definition:
              "Each delivery's result in the delivery log, with its status code or error, attempts and time taken. The log keeps 7 days.",
          },
        ],
      },
    ],
    learnMore: [{ text: 'Device groups', href: '/console/iot/group' }],
    articleId: 'iot-data-push',
  },
};
