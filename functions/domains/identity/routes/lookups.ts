import { lookupContracts as contracts } from '../../../../shared/contracts/identity.js';
import type { LookupEntry, RegionNode } from '../../../../shared/schemas/user.js';
import { listLookup } from '../data/lookup.js';
import { listRegionChildren, listRegionsInProvince } from '../data/region.js';
import { NotFoundError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { REGION_ROOT } from '../data/keys.js';
import type { RegionRecord } from '../data/records.js';

const byCode = (a: RegionRecord, b: RegionRecord) => a.code.localeCompare(b.code);

/** Finds a region by exact name among siblings, or 404 naming the query field. */
function findByName(regions: readonly RegionRecord[], name: string, field: string): RegionRecord {
  const found = regions.find((r) => r.name === name);
  if (!found) throw new NotFoundError(`No region named "${name}" (${field})`);
  return found;
}

/** Builds the subtree below a region from a flat list of the province's cities and districts. */
function subtree(root: RegionRecord, all: readonly RegionRecord[]): RegionNode {
  const children = all.filter((r) => r.parentCode === root.code).sort(byCode);
  return { name: root.name, code: root.code, children: children.map((c) => subtree(c, all)) };
}

/** The seeded entries of a lookup collection, in the answer's field order. */
const lookupEntries = async (collection: string): Promise<LookupEntry[]> =>
  (await listLookup({ collection })).map(({ code, name, nameEn }) => ({ code, name, nameEn }));

export const lookupRoutes = [
  // Doc 1 §3: the verify statuses are a plain list; the certification lookups are embedded collections (§1).
  implement(contracts.verifyStatuses, async () => lookupEntries('verifyStatuses')),
  implement(contracts.repreLicenseTypes, async () => ({
    _embedded: { repreLicenseTypes: await lookupEntries('repreLicenseTypes') },
  })),
  implement(contracts.professions, async () => ({ _embedded: { professions: await lookupEntries('professions') } })),
  implement(contracts.properties, async () => ({ _embedded: { properties: await lookupEntries('properties') } })),
  implement(contracts.scales, async () => ({ _embedded: { scales: await lookupEntries('scales') } })),
  implement(contracts.repreLicenseLocations, async () => ({
    _embedded: { repreLicenseLocations: await lookupEntries('repreLicenseLocations') },
  })),
  /** Provinces (optionally whose name contains `name`), paged from 0. */
  implement(contracts.getProvinces, async ({ query }) => {
    const provinces = (await listRegionChildren({ parentCode: REGION_ROOT }))
      .filter((p) => !query.name || p.name.includes(query.name))
      .sort(byCode);
    const start = query.pageNumber * query.pageSize;
    return {
      content: provinces.slice(start, start + query.pageSize).map(({ name, code }) => ({ name, code })),
      totalElements: provinces.length,
      pageable: { pageNumber: query.pageNumber, pageSize: query.pageSize },
    };
  }),
  /**
   * The region tree below the given names: no name gives every province
   * (children not loaded); a province gives it with its cities and districts;
   * a city gives it with its districts; a district gives that node.
   */
  implement(contracts.getRegion, async ({ query }) => {
    const provinces = (await listRegionChildren({ parentCode: REGION_ROOT })).sort(byCode);
    if (!query.provinceName) return provinces.map((p) => ({ name: p.name, code: p.code, children: [] }));
    const province = findByName(provinces, query.provinceName, 'provinceName');
    const below = await listRegionsInProvince({ provinceCode: province.code });
    if (!query.cityName) return [subtree(province, below)];
    const city = findByName(
      below.filter((r) => r.parentCode === province.code),
      query.cityName,
      'cityName',
    );
    if (!query.districtName) return [subtree(city, below)];
    const district = findByName(
      below.filter((r) => r.parentCode === city.code),
      query.districtName,
      'districtName',
    );
    return [subtree(district, below)];
  }),
];
