import type { algorithmsMessagesCn } from './algorithms-messages.js';

/** The algorithm library: English texts, keys checked against the Chinese table. */
export const algorithmsMessagesEn: Record<keyof typeof algorithmsMessagesCn, string> = {
  'algorithms.list.title': 'Algorithms',
  'algorithms.list.description':
    'The algorithms you created: drafts, under review, online and offline. Delete them, take them offline or change their category, several at once.',
  'algorithms.load.failed': 'Loading failed: {message}',
  'algorithms.table.title': 'My algorithms',
  'algorithms.table.empty': 'No algorithms',
  'algorithms.search': 'Search by algorithm name',
  'algorithms.field.name': 'Algorithm name',
  'algorithms.field.category': 'Category',
  'algorithms.field.type': 'Language',
  'algorithms.field.status': 'Status',
  'algorithms.field.updateDate': 'Updated',
  'algorithms.action.delete': 'Delete',
  'algorithms.action.offline': 'Take offline',
  'algorithms.action.move': 'Change category',
  'algorithms.delete.title': 'Delete algorithms',
  'algorithms.delete.text': 'Delete algorithm {names}? This cannot be undone.',
  'algorithms.offline.title': 'Take algorithms offline',
  'algorithms.offline.text': 'Take algorithm {names} offline? Other users can no longer use it.',
  'algorithms.move.title': 'Change category',
  'algorithms.move.text': 'Move algorithm {names} to the chosen category.',
  'algorithms.move.category': 'New category',
  'algorithms.move.choose': 'Choose a category',
  'algorithms.deleted': 'Algorithm {names} deleted',
  'algorithms.offlined': 'Algorithm {names} taken offline',
  'algorithms.moved': 'Algorithm {names} moved to {category}',
  'algorithms.actionFailed': 'Algorithm {names} could not be changed: {message}',
};
