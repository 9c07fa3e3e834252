import type { HelpTopics } from '@/components/help-topics.js';
import type { MessagingHelpTopic } from './messaging-help.js';

/** Messaging help: English texts, the same topics as the Chinese table. */
export const messagingHelpEn: HelpTopics<MessagingHelpTopic> = {
  'messaging/send': {
    title: 'Managing and sending messages',
    body: [
      'This page lists the messages sent in its scope (the platform, or on Enterprise message management the current enterprise), newest first, 10 a page; query them by title, category, type and sending date.',
      "Send message delivers a message to every recipient's message centre, optionally with an e-mail copy.",
    ],
    sections: [
      {
        heading: 'Sending',
        items: [
          'The title is required, at most 200 characters; the content is required, at most 5,000 characters.',
          'The category is required; the type is optional and must be one of that category.',
          'Choose at least one of recipient users, groups and roles: at most 500 users, and at most 20 groups and 20 roles, at a time. Groups and roles are resolved to their members by the server when the message is sent.',
          "The platform scope offers every account and the platform's roles; an enterprise scope only the enterprise's members and roles.",
          'Also send by e-mail sends a copy to every recipient with an e-mail address.',
        ],
      },
      {
        heading: 'Sent messages',
        terms: [
          {
            term: 'View',
            definition:
              'Everything of the message, how many users, groups and roles were chosen, and how many people it reached.',
          },
          {
            term: 'Edit',
            definition:
              'A delivered message never changes: Edit opens the send form filled in with it, and sending makes a new message.',
          },
          {
            term: 'Delete',
            definition:
              "Removes it from this list after confirming; the copies in the recipients' message centres stay.",
          },
        ],
      },
      {
        heading: 'What you see',
        paragraphs: [
          'Sending shows "Sending…", then the result: how many recipients the message was sent to, or "Send failed!" with the reason; fields of the form that need fixing are marked.',
        ],
      },
    ],
  },
};
