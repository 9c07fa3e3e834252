import { signInHistoryContracts as contracts } from '../../../../shared/contracts/statistics.js';
import { addDays, statisticsDay, STATISTICS_RULES } from '../../../../shared/constants/statistics-rules.js';
import { ValidationError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { findOwnerOfUnique } from '../../identity/index.js';
import { counterScopes } from '../data/keys.js';
import { readDayCounters, readHourCounters } from '../data/sign-in-counters.js';
import {
  listEnterpriseSignIns,
  listPlatformSignIns,
  listUserSignIns,
  type HistoryFilter,
} from '../data/sign-in-events.js';
import { enterpriseNames, signInEventView } from '../views/statistics-views.js';

/** The history's date range: the given one, else the last 7 days up to `to` (today when absent). */
function dateRange(query: { from?: string; to?: string }): { fromDay: string; toDay: string } {
  const toDay = query.to ?? statisticsDay(Date.now());
  const fromDay = query.from ?? addDays(toDay, -6);
  if (fromDay > toDay || addDays(fromDay, STATISTICS_RULES.historyMaxDays) <= toDay) {
    throw new ValidationError('Invalid date range', [
      { field: 'query.from', message: `Within ${STATISTICS_RULES.historyMaxDays} days before the end date` },
    ]);
  }
  return { fromDay, toDay };
}

export const signInHistoryRoutes = [
  /**
   * Sign-in attempts, newest first: a user's (their own partition, of the enterprise when one is named), an
   * enterprise's, or, for a platform administrator without one, the platform's day by day. Queries only.
   */
  implement(contracts.getSignInHistory, async ({ query }) => {
    const filter: HistoryFilter = { ...dateRange(query), ...(query.result ? { result: query.result } : {}) };
    const paging = { cursor: query.cursor, limit: query.size };
    let page;
    if (query.username) {
      const userId = await findOwnerOfUnique({ kind: 'username', value: query.username });
      if (!userId) return { items: [] };
      page = await listUserSignIns({
        ...filter,
        ...(query.enterpriseId ? { enterpriseId: query.enterpriseId } : {}),
        userId,
        ...paging,
      });
    } else if (query.enterpriseId) {
      page = await listEnterpriseSignIns({ ...filter, enterpriseId: query.enterpriseId, ...paging });
    } else {
      page = await listPlatformSignIns({ ...filter, ...paging });
    }
    const names = await enterpriseNames(page.items);
    return {
      items: page.items.map((event) => signInEventView(event, names)),
      ...(page.cursor ? { cursor: page.cursor } : {}),
    };
  }),
  /** The charts: two Queries of counters (30 days, 24 hours), never the events; days without sign-ins are zeros. */
  implement(contracts.getLoginStatistics, async ({ query }) => {
    const scope = query.enterpriseId ? counterScopes.enterprise(query.enterpriseId) : counterScopes.platform;
    const today = statisticsDay(Date.now());
    const day = query.day ?? today;
    const fromDay = addDays(today, 1 - STATISTICS_RULES.dailyDays);
    const [days, hours] = await Promise.all([
      readDayCounters({ scope, fromDay, toDay: today }),
      readHourCounters({ scope, day }),
    ]);
    return {
      daily: Array.from({ length: STATISTICS_RULES.dailyDays }, (_, i) => {
        const date = addDays(fromDay, i);
        const counter = days.get(date);
        return { day: date, success: counter?.success ?? 0, failure: counter?.failure ?? 0 };
      }),
      day,
      hourly: Array.from({ length: 24 }, (_, hour) => {
        const counter = hours.get(hour);
        return { hour, success: counter?.success ?? 0, failure: counter?.failure ?? 0 };
      }),
    };
  }),
];
