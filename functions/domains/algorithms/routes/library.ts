import { ALGORITHM_STATUS, EXTENSION_LANGUAGE } from '../../../../shared/constants/algorithm-rules.js';
import { algorithmReadContracts as contracts } from '../../../../shared/contracts/algorithms.js';
import type { Caller } from '../../../lib/auth/caller.js';
import { slicePage } from '../../../lib/data/paging.js';
import { implement } from '../../../lib/http/implement.js';
import { listLookup } from '../../identity/index.js';
import { isUsableBy, mayManage, mayRead, requireReadable } from '../access.js';
import {
  getAlgorithmRecord,
  latestAlgorithmsInStatus,
  listAlgorithmReviews,
  listAlgorithmsInStatus,
  listAlgorithmsOfUser,
  type AlgorithmRecord,
} from '../data/algorithm.js';
import { listAlgorithmCategories } from '../data/category.js';
import { viewContext } from '../view-context.js';
import { algorithmTree, algorithmView } from '../views/algorithm-view.js';

/** How many algorithms the public library's "top" list shows. */
const TOP_ALGORITHMS = 10;

/** The algorithms the caller may use: every online one, and their own while saved or under review. */
async function usableAlgorithms(caller: Caller): Promise<AlgorithmRecord[]> {
  const [online, own] = await Promise.all([
    listAlgorithmsInStatus({ code: ALGORITHM_STATUS.online }),
    listAlgorithmsOfUser({ userId: caller.userId }),
  ]);
  const byId = new Map(online.map((record) => [record.id, record]));
  for (const record of own) byId.set(record.id, record);
  return [...byId.values()].filter((record) => isUsableBy(record, caller.userId));
}

/** The tree of the usable algorithms whose name contains `name` (any case); without a name, every category. */
async function treeFor(caller: Caller, name?: string) {
  const [categories, usable] = await Promise.all([listAlgorithmCategories(), usableAlgorithms(caller)]);
  if (!name) return algorithmTree(categories, usable);
  const wanted = name.toLowerCase();
  const matching = usable.filter((record) => record.name.toLowerCase().includes(wanted));
  const prune = (nodes: ReturnType<typeof algorithmTree>): ReturnType<typeof algorithmTree> =>
    nodes
      .map((node) => ({ ...node, children: node.isAlgorithm ? [] : prune(node.children) }))
      .filter((node) => node.isAlgorithm || node.children.length > 0);
  return prune(algorithmTree(categories, matching));
}

/** The library's reads: trees, one algorithm, lookups, the audit queue and the public top list. */
export const algorithmReadRoutes = [
  implement(contracts.getAllAlgorithmTree, async ({ caller }) => treeFor(caller)),
  implement(contracts.getAlgorithmTree, async ({ caller, query }) => treeFor(caller, query.name)),
  implement(contracts.getAlgorithmsByUserId, async ({ params }) => {
    const [records, context] = await Promise.all([listAlgorithmsOfUser({ userId: params.userId }), viewContext()]);
    return records.map((record) => algorithmView(record, context));
  }),
  implement(contracts.getExtensions, async ({ caller }) => {
    const [online, own, context] = await Promise.all([
      listAlgorithmsInStatus({ code: ALGORITHM_STATUS.online }),
      listAlgorithmsOfUser({ userId: caller.userId }),
      viewContext(),
    ]);
    const byId = new Map(online.map((record) => [record.id, record]));
    for (const record of own) byId.set(record.id, record);
    return [...byId.values()]
      .filter((record) => record.typeCode === EXTENSION_LANGUAGE)
      .sort((a, b) => b.updateDate.localeCompare(a.updateDate))
      .map((record) => algorithmView(record, context));
  }),
  implement(contracts.getAlgorithm, async ({ caller, params }) => {
    const record = await requireReadable(caller, params.id);
    // The audit history is the author's and the auditors' to read.
    const history = mayManage(caller, record) || caller.isAuditor;
    const [context, reviews] = await Promise.all([
      viewContext(),
      history ? listAlgorithmReviews({ algorithmId: record.id }) : Promise.resolve(undefined),
    ]);
    return algorithmView(record, context, reviews);
  }),
  implement(contracts.searchAlgorithmById, async ({ caller, query }) => {
    const record = await getAlgorithmRecord(query.id);
    const visible = record && mayRead(caller, record) ? [record] : [];
    const context = await viewContext();
    return { _embedded: { algorithms: visible.map((r) => algorithmView(r, context)) } };
  }),
  implement(contracts.algorithmTypes, async () => ({
    _embedded: {
      algorithmTypes: (await listLookup({ collection: 'algorithmTypes' })).map(({ code, name, nameEn }) => ({
        id: code,
        code,
        name,
        nameEn,
      })),
    },
  })),
  implement(contracts.algorithmParameterInfo, async ({ caller, query }) => {
    const record = await requireReadable(caller, query.algorithmId);
    return { _embedded: { algorithmParameters: record.parameters } };
  }),
  implement(contracts.algorithmStatuses, async () =>
    (await listLookup({ collection: 'algorithmStatuses' })).map(({ code, name, nameEn }) => ({
      id: code,
      code,
      name,
      nameEn,
    })),
  ),
  implement(contracts.verifyingAlgorithmList, async ({ query }) => {
    const [records, context] = await Promise.all([
      listAlgorithmsInStatus({ code: query.algorithmStatus }),
      viewContext(),
    ]);
    const name = query.algorithmName?.toLowerCase();
    const rows = name ? records.filter((record) => record.name.toLowerCase().includes(name)) : records;
    return slicePage(rows, query.pageNumber, query.pageSize, (record) => algorithmView(record, context));
  }),
  implement(contracts.getTopAlgorithms, async () => {
    const [records, context] = await Promise.all([
      latestAlgorithmsInStatus({ code: ALGORITHM_STATUS.online, limit: TOP_ALGORITHMS }),
      viewContext(),
    ]);
    return records.map((record) => algorithmView(record, context));
  }),
];
