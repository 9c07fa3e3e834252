import type { HelpTopics } from '@/components/help-topics.js';
import type { ApplicationsHelpTopic } from './applications-help.js';

/** Applications help: English texts, the same topics as the Chinese table. */
export const applicationsHelpEn: HelpTopics<ApplicationsHelpTopic> = {
  'applications/publish': {
    title: 'Create application',
    body: [
      'The publishing wizard creates an application, or a module of a main application. It belongs to the scope you opened the wizard from: personal, enterprise or platform. Its three steps are basics, classification, and description and review; you can go back a step at any time.',
      "Once it is created, add its versions and resources (price plans) on the application's edit page; buyers see it in the market only once it is approved and online.",
    ],
    sections: [
      {
        heading: 'Rules',
        items: [
          'Code: starts with a letter, then letters, digits, - and _, at most 64 characters; left empty, one is generated.',
          'Name and English name are required, at most 100 characters. Code, name and English name are each unique on the platform.',
          'A logo must be uploaded: an image of at most 100 MB.',
          'Terminal (web or mobile), deployment (cloud jar deployment, external URL app or image publish) and type are required; a market app is public in the application market, an exclusive app is not.',
          'The category has two levels: choose the category, then a subcategory of it.',
          'The description is optional, at most 2,000 characters.',
          'When a required field is missing or the server refuses a field, the wizard opens the step of that field. Cancelling or closing the page with unsaved changes asks first.',
        ],
      },
      {
        heading: 'Saving',
        terms: [
          { term: 'Save for later', definition: 'Saves it as Saved: change it later, then submit it for review.' },
          {
            term: 'Publish and submit for review',
            definition:
              'Saves it and submits it to a platform auditor (Submitted for audit). It cannot be changed while under review; you can withdraw it.',
          },
        ],
      },
      {
        heading: 'States',
        terms: [
          { term: 'Saved', definition: 'Can be changed; submit it for review or archive it.' },
          { term: 'Submitted for audit', definition: 'Waiting for an auditor; can be withdrawn to Saved.' },
          {
            term: 'Rejected',
            definition: 'An auditor rejected it and said why; it can be changed again. Change it and submit it again.',
          },
          { term: 'Approved', definition: 'Can be put online.' },
          {
            term: 'Online',
            definition:
              'Every signed-in user sees it in the market; going online, offline or archived tells the subscribers.',
          },
          { term: 'Offline', definition: 'No longer shown in the market; can be put online again.' },
          { term: 'Archived', definition: 'Closed for good: no more changes, and no way back.' },
        ],
      },
      {
        heading: 'Scopes',
        terms: [
          { term: 'Personal', definition: 'Only its creator (and platform administrators) manage it.' },
          {
            term: 'Enterprise',
            definition:
              "Members holding the add or edit privilege of the enterprise's application management manage it.",
          },
          {
            term: 'Platform',
            definition: 'Only platform administrators manage it; its publisher is the platform operator.',
          },
        ],
      },
    ],
    articleId: 'application-publishing',
  },
};
