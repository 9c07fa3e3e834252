import { enterpriseListContracts as contracts } from '../../../../shared/contracts/identity.js';
import { listEnterprisesByName } from '../data/enterprise-list.js';
import { implement } from '../../../lib/http/implement.js';
import { pageOf, pageWindow } from '../../../lib/data/paging.js';

/** The day after an ISO day (`to` is inclusive; the filter's upper bound is exclusive). */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

export const enterpriseListRoutes = [
  /**
   * The enterprise list of platform administrators (spec doc 1 §9: page size
   * 5, creation days 2001-01-01 to 2038-01-19 by default): by name, with an
   * optional name prefix; the platform itself is not listed.
   */
  implement(contracts.enterprises, async ({ query }) => {
    const page = await listEnterprisesByName({
      namePrefix: query.name,
      createdFrom: `${query.from}T00:00:00.000Z`,
      createdTo: dayAfter(query.to),
      ...pageWindow(query.pageNumber, query.pageSize),
    });
    const content = page.items.map((e) => ({
      id: e.id,
      name: e.name,
      ...(e.alias ? { alias: e.alias } : {}),
      status: e.status ?? '0',
      createdAt: e.createdAt,
    }));
    return pageOf(content, page.total, query.pageNumber, query.pageSize);
  }),
];
