import { DATABASE_MESSAGES } from '@shared/constants/database-rules.js';
import type { databasesMessagesCn } from './databases-messages.js';

/** The database service: English texts, keys checked against the Chinese table. */
export const databasesMessagesEn: Record<keyof typeof databasesMessagesCn, string> = {
  'databases.title': 'Database service',
  'databases.description':
    "The enterprise's PostgreSQL databases: each has a login of its own and reserves {reservation} MB of the enterprise's database quota. Deployments pick their database from here.",
  'databases.load.failed': 'Loading failed: {message}',
  'databases.figures.title': 'Overview',
  'databases.figures.used': 'Space used',
  'databases.figures.total': 'Database quota',
  'databases.figures.reserved': 'Reserved',
  'databases.figures.available': 'Available',
  'databases.needQuota': 'The quota left does not cover another database ({reservation} MB).',
  'databases.applyQuota': 'Apply for database space',
  'databases.table.title': 'Databases',
  'databases.table.empty': 'No databases',
  'databases.search': 'Search database names',
  'databases.action.search': 'Search',
  'databases.action.create': 'Create database',
  'databases.action.delete': 'Delete',
  'databases.action.close': 'Close',
  'databases.field.name': 'Database name',
  'databases.field.database': 'Database to connect to',
  'databases.field.size': 'Size',
  'databases.field.host': 'Host',
  'databases.field.port': 'Port',
  'databases.field.username': 'Username',
  'databases.field.password': 'Password',
  'databases.field.status': 'Status',
  'databases.field.createdAt': 'Created',
  'databases.status.creating': 'Creating',
  'databases.status.ready': 'Ready',
  'databases.create.title': 'Create database',
  'databases.create.submit': 'Create',
  'databases.create.nameHint': 'A lower-case letter, then 2 to 40 lower-case letters, digits or underscores',
  'databases.create.nameFormat': DATABASE_MESSAGES.nameFormat.en,
  'databases.create.nameTaken': DATABASE_MESSAGES.nameTaken.en,
  'databases.create.required': 'Required',
  'databases.create.quotaExceeded':
    'Not enough database quota left ({reservation} MB needed): apply for database space first',
  'databases.create.spaceNotOnline': "Databases can be created once the enterprise's tenant space is online",
  'databases.created.title': 'Database {name} created',
  'databases.created.warning':
    'The password is shown this once and never again. Copy it now and keep it somewhere safe.',
  'databases.delete.title': 'Delete database',
  'databases.delete.text':
    'Delete database {name} and its login? All its data is deleted for good, and its quota is released.',
  'databases.deleted': 'Database {name} deleted',
  'databases.deleteFailed': 'Database {name} could not be deleted: {message}',
};
