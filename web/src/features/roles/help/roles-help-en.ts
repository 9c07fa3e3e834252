import type { HelpTopics } from '@/components/help-topics.js';
import type { RolesHelpTopic } from './roles-help.js';

/** Roles help: English texts, the same topics as the Chinese table. */
export const rolesHelpEn: HelpTopics<RolesHelpTopic> = {
  'roles/role-list': {
    title: 'Roles',
    body: [
      "A role decides which menus its holders see in an enterprise and what they may do there. This page lists the current enterprise's roles (Platform roles lists the platform's own).",
      'Click a row to select its role and click it again to clear the selection; with a role selected you can modify or delete it, or configure its users or its privileges.',
    ],
    sections: [
      {
        heading: 'Rules',
        items: [
          'A role name is required, 1–50 characters, unique in the enterprise (ignoring case); the description may span lines, at most 200 characters.',
          "Delete first shows the role's name, description and how many users still hold it; those users lose the role, and the list returns to its first page.",
          'The enterprise administrator role cannot be deleted. No change may leave the enterprise without someone who can manage roles and privileges: the last administrator cannot be removed.',
          'A role named Disabled User cannot be selected.',
          '10, 20 or 30 rows a page.',
        ],
      },
      {
        heading: 'With a role selected',
        terms: [
          {
            term: 'Configure users',
            definition: "The role's holders: add members of your enterprise, or remove a holder after confirming.",
          },
          {
            term: 'Configure privileges',
            definition: 'The menu tree: tick the menus the role sees and its privileges on each.',
          },
        ],
      },
      {
        heading: 'When changes apply',
        paragraphs: [
          "A change of roles or privileges applies to the user's next request; nobody needs to sign in again.",
        ],
      },
    ],
    related: ['menus/role-privileges'],
  },
};
