import type { HelpTopics } from '@/components/help-topics.js';
import type { EquipmentHelpTopic } from './equipment-help.js';

/** Equipment help: English texts, the same topics as the Chinese table. */
export const equipmentHelpEn: HelpTopics<EquipmentHelpTopic> = {
  'equipment/gateway-list': {
    title: 'Gateways',
    body: [
      "A gateway is the edge device that connects field equipment to the platform. This page lists the current enterprise's gateways, read from the server 100 at a time (Load more reads the next ones). Filter them by gateway type; choose the columns shown in the table preferences (tenant and port are hidden at first).",
      'Each row names its gateway by its hardware ID, a link to its details; the GUID below it is the client ID the gateway connects with, copied with one click.',
    ],
    sections: [
      {
        heading: 'States',
        terms: [
          {
            term: 'Running',
            definition:
              "The gateway is connected to the platform now (from the broker's connect and disconnect events).",
          },
          {
            term: 'Offline',
            definition: 'The gateway is not connected. A new gateway is offline until it first connects.',
          },
          {
            term: 'Stopped',
            definition:
              'The enterprise stopped the gateway: the platform ends its connection at once and refuses what it sends, its certificate no longer lets it connect, and it takes no commands.',
          },
        ],
      },
      {
        heading: 'Actions',
        items: [
          'Add: the hardware ID is unique on the whole platform; the type must be one of your enterprise. An enterprise holds at most 10,000 gateways.',
          'Import: paste or read a CSV file with one gateway per line (hardware ID, type code, and optionally IP, port, addressable, description), at most 500 lines. If any line is wrong, nothing is imported and every problem is listed by line.',
          'Configure: opens the gateway configuration wizard (transfer settings and collect nodes).',
          "View data, view logs: the gateway's live readings, and its connection, operation and alarm records.",
          'Issue command: sent to a connected gateway, waiting up to 30 s for its answer; when the gateway is not connected the command is marked undelivered. A stopped gateway takes no commands.',
          'Stop, delete: both ask first. Deleting a gateway revokes its certificate too (a registration under review is withdrawn); when the certificate cannot be revoked the gateway is kept: try again later.',
        ],
      },
      {
        heading: 'Offline alarm',
        paragraphs: [
          "When a gateway is offline for more than 2 minutes, or stays connected but sends nothing for 5 minutes (or three collect periods, whichever is longer), the enterprise's administrators are told in their message centre and by e-mail, reminded every 4 hours while it lasts, and told again when the gateway recovers. The line under the title shows your enterprise's thresholds; Offline alarm settings changes them.",
        ],
      },
    ],
    related: ['equipment/gateway-config', 'equipment/certificate-list'],
    learnMore: [{ text: 'Gateway log', href: '/console/equipment-log' }],
  },
  'equipment/gateway-config': {
    title: 'Gateway configuration',
    body: [
      'The configuration says how the gateway uploads its data and which nodes it collects. The wizard has two steps; Finish saves the whole configuration as a new version and delivers it to the gateway.',
    ],
    sections: [
      {
        heading: 'Step 1: general configuration',
        items: [
          'Every field is required. Transfer protocol and compress method are chosen from the options the platform offers.',
          'Data transfer URL and file transfer URL: where the gateway uploads readings and files, at most 500 characters.',
          'Collect period: in milliseconds, a whole number from 100 to 86,400,000.',
          'Buffer: a whole number from 1 to 1,000,000.',
        ],
      },
      {
        heading: 'Step 2: node configuration',
        items: [
          "Until the first save the nodes start from the tags registered with the gateway; Fill from the product template takes the node template of the gateway type's product instead, replacing the nodes listed after asking first.",
          'An alias is used once in a configuration ("The alias already exists, re-enter"). A configuration holds at most 200 nodes.',
          'Sample mode: periodic reads at the sample period; on change reports when the value changes.',
          'Display precision (optional): the fraction digits the console shows of a reading, 0 to 10; empty shows at most 3. It changes only what is shown, never what the gateway sends.',
          "Backup: when on, the platform keeps the node's history for the retention of the gateway type, and the gateway buffers its readings through a lost connection. Data backup switches it too.",
        ],
      },
      {
        heading: 'Saving and delivery',
        paragraphs: [
          "Every save replaces the whole configuration and raises its version by one. It is published as a retained message on the gateway's configuration topic: a connected gateway receives it at once, an offline one when it next subscribes. When delivery fails the configuration is still saved, and a notice at the top of the page says it has not reached the gateway yet.",
          'Leaving the page with unsaved changes asks first whether to discard them.',
        ],
      },
    ],
    related: ['equipment/gateway-list'],
    learnMore: [{ text: 'Data backup', href: '/console/equipment-backup-list' }],
    articleId: 'equipment-gateway-configuration',
  },
  'equipment/certificate-list': {
    title: 'Equipment certificates',
    body: [
      "A gateway proves who it is to the platform over TLS with an X.509 client certificate the platform issues. This page lists your enterprise's certificates (read 100 at a time; the search looks through those read) and is where you register, download, destroy, delete and rotate them.",
      'A gateway has at most one registered or active certificate at a time.',
    ],
    sections: [
      {
        heading: 'States',
        terms: [
          {
            term: 'Under review',
            definition: 'Registered, waiting for a platform auditor. Deleting it now withdraws the registration.',
          },
          {
            term: 'Active',
            definition: 'Approved and issued: the gateway can connect with it. The private key can be downloaded once.',
          },
          {
            term: 'Rejected',
            definition: 'The auditor rejected the registration and said why; delete it and register again.',
          },
          {
            term: 'Destroy under review',
            definition:
              'A destroy was requested and waits for review: approved, the certificate is destroyed; rejected, it is active again.',
          },
          {
            term: 'Destroyed',
            definition:
              'The certificate is revoked and the gateway can no longer connect with it: after an approved destroy, the end of its validity term, the deletion of its gateway, or its replacement by a rotation.',
          },
        ],
      },
      {
        heading: 'Rules',
        items: [
          'Register: choose the gateway, give a name, the validity term (not before today, at most 3,650 days) and a registration note; a platform auditor reviews it.',
          'Download certificate and private key: only of an active certificate, and only once; the platform keeps no plain copy of the key. A second download is refused: destroy the certificate and register a new one.',
          'Destroy: needs a destroy note and a platform review.',
          'Delete: only certificates under review, rejected or destroyed.',
          "Expiry: the enterprise's administrators are reminded 30, 7 and 1 day before the last day of the term; at its end the certificate is deactivated and destroyed, and the gateway may register a new one.",
          'Rotation: an active certificate can be replaced by a new one without the gateway going offline; see Certificate rotation.',
        ],
      },
    ],
    related: ['equipment/certificate-rotation'],
  },
  'equipment/certificate-rotation': {
    title: 'Certificate rotation',
    body: [
      'A rotation replaces an active certificate with a new one while the gateway keeps connecting and sending data. On Equipment certificates, open the Actions menu of the row of an active certificate and choose Rotate.',
    ],
    sections: [
      {
        heading: 'Before you start',
        items: [
          'Only an active certificate that is not in a rotation can be rotated, and its gateway must not be stopped.',
          'Wait for the gateway: 5 minutes to a day. The gateway must connect with the new certificate within that time, or the rotation rolls back.',
          "New certificate's end date (optional): empty gives the new certificate a term as long as the old one's, from today; at most 3,650 days.",
        ],
      },
      {
        heading: 'Steps',
        terms: [
          {
            term: 'Issue a new certificate',
            definition:
              'The platform issues a second certificate for the same gateway, active at once; during the rotation the gateway may connect with either.',
          },
          {
            term: "Deliver it over the gateway's configuration topic",
            definition:
              "The new certificate and key are sent once on the gateway's configuration topic (not retained). If the gateway missed it, an administrator can download the new key once during the wait and install it by hand.",
          },
          {
            term: 'Wait for the gateway to connect with it',
            definition:
              'The gateway keeps the new certificate, reconnects with it and sends what it buffered while disconnected.',
          },
          {
            term: 'Revoke the old certificate',
            definition:
              'Once the gateway connected with the new certificate, the old one is revoked and destroyed (replaced by a rotation), and the platform keeps no copy of the new key.',
          },
        ],
      },
      {
        heading: 'Outcomes',
        terms: [
          {
            term: 'Completed',
            definition: 'The gateway connected with the new certificate; the old one is destroyed.',
          },
          {
            term: 'Rolled back',
            definition:
              'The gateway did not connect with the new certificate in time, or the rotation failed: the new certificate is revoked and the old one stays in use.',
          },
          {
            term: 'Not completed',
            definition:
              'The gateway connected with the new certificate but the old one could not be revoked; the platform operators were alerted.',
          },
        ],
      },
      {
        heading: 'Good to know',
        items: [
          'While a rotation runs, neither certificate can be destroyed and no second rotation can start.',
          'Closing the rotation dialog does not stop the rotation; open it again to follow its progress, read every 2 seconds.',
          "The enterprise's administrators are told in their message centre and by e-mail when a rotation completes or rolls back; the gateway's log records each rotation's start and outcome.",
          'Stopping the gateway during a rotation rolls it back when the wait ends; deleting the gateway ends the rotation and destroys both certificates.',
        ],
      },
    ],
    related: ['equipment/certificate-list'],
    articleId: 'equipment-certificate-rotation',
  },
};
