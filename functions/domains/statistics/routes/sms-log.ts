import { smsLogContracts as contracts } from '../../../../shared/contracts/statistics.js';
import { RESEND_AFTER_SECONDS, VERIFICATION_CODE_LENGTH } from '../../../../shared/constants/registration-rules.js';
import { statisticsDay } from '../../../../shared/constants/statistics-rules.js';
import { implement } from '../../../lib/http/implement.js';
import { ACCOUNT_CODE_RULES, REGISTRATION_CODE_RULES } from '../../identity/index.js';
import { listSmsLog } from '../data/sms-log.js';
import { smsLogView } from '../views/statistics-views.js';

/** A flow's limits as the SMS log shows them, from the rules the flow itself applies. */
const limitsOf = (
  purposes: ('REGISTER' | 'RESET' | 'USERNAME' | 'LOGIN')[],
  rules: typeof ACCOUNT_CODE_RULES | typeof REGISTRATION_CODE_RULES,
) => ({
  purposes,
  validForSeconds: rules.validForSeconds,
  maxAttempts: rules.maxAttempts,
  sendsPerPhonePerHour: rules.sendsPerPhonePerHour,
  sendsPerAddressPerHour: rules.sendsPerAddressPerHour,
});

export const smsLogRoutes = [
  /** One day's sends (today when no day is given), newest first. */
  implement(contracts.getSmsLog, async ({ query }) => {
    const page = await listSmsLog({
      day: query.day ?? statisticsDay(Date.now()),
      cursor: query.cursor,
      limit: query.size,
    });
    return { items: page.items.map(smsLogView), ...(page.cursor ? { cursor: page.cursor } : {}) };
  }),
  /** The limits in force: registration's, and those of recovery and the sign-in phone check. */
  implement(contracts.getSmsLimits, async () => ({
    resendAfterSeconds: RESEND_AFTER_SECONDS,
    codeLength: VERIFICATION_CODE_LENGTH,
    flows: [
      limitsOf(['REGISTER'], REGISTRATION_CODE_RULES),
      limitsOf(['RESET', 'USERNAME', 'LOGIN'], ACCOUNT_CODE_RULES),
    ],
  })),
];
