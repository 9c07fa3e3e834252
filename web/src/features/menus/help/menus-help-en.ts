import type { HelpTopics } from '@/components/help-topics.js';
import type { MenusHelpTopic } from './menus-help.js';

/** Menus help: English texts, the same topics as the Chinese table. */
export const menusHelpEn: HelpTopics<MenusHelpTopic> = {
  'menus/role-privileges': {
    title: 'Role privileges',
    body: [
      "Tick the menus the chosen role sees and its privileges on each. The role is the one chosen on the role list; the tree holds the platform's menus and your enterprise's own.",
    ],
    sections: [
      {
        heading: 'Ticking',
        items: [
          "Visible: the role's holders see the menu in the navigation. With only Visible ticked the menu shows, but viewing and actions that need a privilege are still refused.",
          'Privileges: view, add, edit, delete, review; each menu lists only the privileges it declares. Ticking any privilege ticks Visible too.',
          "A folder's Visible box ticks or clears every screen below it, and shows partly ticked when only some are.",
          'Select all ticks every privilege of every menu; it shows partly ticked while some menus are visible.',
        ],
      },
      {
        heading: 'Submitting',
        items: [
          "Submit replaces all of the role's menu privileges with what is ticked; afterwards the page says how many menus the role now sees.",
          'You can only add or remove privileges you hold yourself in this enterprise.',
          'A submit may not leave the enterprise without someone who can manage roles and privileges.',
          "Changes apply to the role's holders on their next request. The server checks privileges on every request, so an action needing a privilege the role lacks is refused even when its menu is visible.",
        ],
      },
    ],
    related: ['roles/role-list'],
  },
};
