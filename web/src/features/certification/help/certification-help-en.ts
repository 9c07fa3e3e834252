import type { HelpTerm, HelpTopics } from '@/components/help-topics.js';
import type { CertificationHelpTopic } from './certification-help.js';

/** What each verify status means, the same for enterprises and persons. */
const statuses: readonly HelpTerm[] = [
  { term: 'not certified', definition: 'Nothing was submitted yet.' },
  { term: 'verifying', definition: 'Submitted for the first time, waiting for a platform auditor.' },
  {
    term: 'verifying (changed, reviewed again)',
    definition: 'Submitted details were changed and wait for a new review.',
  },
  { term: 'verified', definition: 'An auditor approved them.' },
  {
    term: 'failed',
    definition:
      'An auditor rejected them and said why (shown on the edit page); change and submit again for a new review.',
  },
];

/** Certification help: English texts, the same topics as the Chinese table. */
export const certificationHelpEn: HelpTopics<CertificationHelpTopic> = {
  'certification/enterprise': {
    title: 'Enterprise certification',
    body: [
      "Enterprise certification submits the enterprise's basic, address, business licence, tax, bank and legal representative details for review by a platform auditor. Submitting it creates the enterprise: you become its administrator, and it becomes your current enterprise.",
      "Changing submitted details means a new review too; only the enterprise's administrators can change them.",
    ],
    sections: [
      {
        heading: 'Rules',
        items: [
          'Every field is required; an empty one asks you to enter, choose or upload it.',
          'The enterprise name is unique on the platform: a taken one reads "The enterprise name has been registered, please choose another name".',
          'The unified social credit code has 18 characters and is checked as the national standard says. The taxpayer number has 15, 17, 18 or 20 digits or capital letters; with 18 it must be a valid unified social credit code. The bank account number has 12–30 digits, spaces allowed.',
          "A legal representative's resident identity card number is checked as an ID number; other documents take 5–20 letters or digits. The business term and the document's expiry must be real dates, not past.",
          "The logo, the business licence and both sides of the legal representative's document are uploaded as images, at most 100 MB each.",
          'Choose province, city and district in that order; a new province clears city and district, a new city clears the district.',
          'Submitting or changing the details asks you to confirm that they enter verification.',
        ],
      },
      { heading: 'States', terms: statuses },
    ],
    related: ['certification/personal'],
    articleId: 'enterprise-certification',
  },
  'certification/personal': {
    title: 'Personal certification',
    body: [
      'Personal (real-name) certification verifies your identity and bank account, reviewed by a platform auditor. Each user has one: once you submitted it, this opens its edit page.',
      'Changing your personal certification means a new review.',
    ],
    sections: [
      {
        heading: 'Rules',
        items: [
          'Real name, ID issued in, ID type, ID number, ID valid until, both sides of the ID, account name, bank and account number are all required.',
          'A resident identity card number is checked as an 18-character ID number (birth date and check character included); other IDs take 5–20 letters or digits.',
          'The ID valid until date must be a real date, not past.',
          'Both sides of the ID are uploaded as images, at most 100 MB each.',
          'The bank account number has 12–30 digits, spaces allowed.',
          'Submitting or changing the details asks you to confirm that they enter verification.',
        ],
      },
      { heading: 'States', terms: statuses },
    ],
    related: ['certification/enterprise'],
    articleId: 'personal-certification',
  },
};
