import { FEEDBACK_LIMITS } from '../../../../shared/constants/help-rules.js';
import { feedbackContracts } from '../../../../shared/contracts/help.js';
import { TooManyRequestsError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { consumeRateLimit } from '../../identity/index.js';
import { closeFeedback, createFeedback, listFeedback } from '../data/feedback.js';
import { feedbackView } from '../views/help-views.js';

/** The feedback card and its handling. */
export const feedbackRoutes = [
  implement(feedbackContracts.submitFeedback, async ({ body, sourceIp }) => {
    // Counted before anything is stored, so a refused send (429) leaves nothing behind.
    await consumeRateLimit({
      scope: 'feedback-address',
      subject: sourceIp,
      limit: FEEDBACK_LIMITS.perAddressPerHour,
      windowSeconds: 3600,
    }).catch((error: unknown) => {
      if (!(error instanceof TooManyRequestsError)) throw error;
      throw new TooManyRequestsError(
        `At most ${FEEDBACK_LIMITS.perAddressPerHour} feedbacks an hour may be sent from one address: please try again later`,
        error.details,
      );
    });
    const feedback = await createFeedback(body);
    return { id: feedback.id };
  }),
  implement(feedbackContracts.getFeedbackList, async ({ query }) => {
    const page = await listFeedback(query);
    return { items: page.items.map(feedbackView), ...(page.cursor ? { cursor: page.cursor } : {}) };
  }),
  implement(feedbackContracts.closeFeedback, async ({ params, caller }) =>
    feedbackView(await closeFeedback(params.id, caller.userId)),
  ),
];
