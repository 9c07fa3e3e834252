import type { reviewMessagesCn } from './review-messages.js';

/** Auditor review of certifications: English texts, keys checked against the Chinese table. */
export const reviewMessagesEn: Record<keyof typeof reviewMessagesCn, string> = {
  'review.list.title': 'Certification review',
  'review.list.description':
    'Review enterprise and personal certifications; the pending list holds first submissions and resubmissions after an edit.',
  'review.list.enterpriseTab': 'Enterprises',
  'review.list.userTab': 'Personal',
  'review.queue.enterprises': 'Enterprise certifications',
  'review.queue.users': 'Personal certifications',
  'review.queue.statusFilter': 'Verification status',
  'review.queue.filter.pending': 'pending',
  'review.queue.filter.3': 'authenticated',
  'review.queue.filter.4': 'failed',
  'review.queue.searchName': 'Search by enterprise name',
  'review.queue.searchUsername': 'Search by username',
  'review.queue.username': 'Username',
  'review.queue.empty': 'No certifications match',
  'review.queue.loadFailed': 'Loading the certifications failed: {message}',

  'review.detail.title': 'Certification review',
  'review.detail.back': 'Back to the list',
  'review.detail.notFound': 'This certification was not found',
  'review.detail.loadFailed': 'Loading the certification failed: {message}',
  'review.detail.pendingHint': 'Check the details and the scans below, then approve or reject.',
  'review.detail.decidedHint':
    'This certification has been reviewed; it returns to the pending list when the applicant edits it.',

  'review.approve': 'Approve',
  'review.reject': 'Reject',
  'review.cancel': 'Cancel',
  'review.approve.title': 'Approve certification',
  'review.approve.text.enterprise':
    'Approve the certification of {name}? The enterprise becomes certified and the applicant is told the result; a later edit of its details is reviewed again.',
  'review.approve.text.user':
    'Approve the personal certification of {name}? Their status becomes certified and they are told the result.',
  'review.reject.title': 'Reject certification',
  'review.reject.text.enterprise':
    'Reject the certification of {name}? Its status becomes failed; the applicant is told, with the reason below, and can correct and resubmit.',
  'review.reject.text.user':
    'Reject the personal certification of {name}? Their status becomes failed; they are told, with the reason below, and can correct and resubmit.',
  'review.reject.reason': 'Reason',
  'review.reject.reasonPlaceholder': 'Why is it rejected? The applicant sees this reason',
  'review.reject.reasonConstraint': 'Required, at most {max} characters',
  'review.reject.reasonRequired': 'Please enter the reason for rejecting',
  'review.reject.reasonTooLong': 'The reason can have at most {max} characters',
  'review.reject.confirm': 'Reject',
  'review.approved.enterprise': 'Certification of {name} approved',
  'review.approved.user': 'Personal certification of {name} approved',
  'review.rejected.enterprise': 'Certification of {name} rejected',
  'review.rejected.user': 'Personal certification of {name} rejected',
  'review.conflict':
    'The applicant resubmitted while you were reviewing; the latest details are shown now, please check them again',
  'review.failed': 'Review failed: {message}',

  'review.forbidden': 'Only platform auditors can see and review certifications',
  'review.history.loadFailed': 'Loading the review history failed: {message}',
  'review.history.title': 'Review history',
  'review.history.empty': 'No reviews yet',
  'review.history.result': 'Result',
  'review.history.reason': 'Reason',
  'review.history.reviewer': 'Reviewer',
  'review.history.reviewedAt': 'Reviewed at',
  'review.history.snapshot': 'Show the details as submitted',
  'review.result.approve': 'Approved',
  'review.result.reject': 'Rejected',
};
