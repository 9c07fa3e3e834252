import {
  EmptyQuerySchema,
  ProvincesQuerySchema,
  RegionQuerySchema,
  USER_LOOKUP_COLLECTIONS,
  type LookupEntry,
  type ProvincePage,
  type RegionNode,
} from '../../../../shared/schemas/user.js';
import { REGION_ROOT } from '../../../lib/data/keys.js';
import { listLookup } from '../data/lookup.js';
import type { RegionRecord } from '../../../lib/data/records.js';
import { listRegionChildren, listRegionsInProvince } from '../data/region.js';
import { NotFoundError } from '../../../lib/errors.js';
import { defineRoute } from '../../../lib/http/route.js';

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

export const lookupRoutes = [
  ...USER_LOOKUP_COLLECTIONS.map((collection) =>
    defineRoute({
      method: 'GET',
      path: `/api-user/${collection}`,
      access: 'authenticated',
      query: EmptyQuerySchema,
      handler: async (): Promise<{ _embedded: Record<string, LookupEntry[]> }> => ({
        _embedded: {
          [collection]: (await listLookup({ collection })).map(({ code, name, nameEn }) => ({ code, name, nameEn })),
        },
      }),
    }),
  ),
  /** Provinces (optionally whose name contains `name`), paged from 0. */
  defineRoute({
    method: 'GET',
    path: '/api-user/getProvinces',
    access: 'authenticated',
    query: ProvincesQuerySchema,
    handler: async ({ query }): Promise<ProvincePage> => {
      const provinces = (await listRegionChildren({ parentCode: REGION_ROOT }))
        .filter((p) => !query.name || p.name.includes(query.name))
        .sort(byCode);
      const start = query.pageNumber * query.pageSize;
      return {
        content: provinces.slice(start, start + query.pageSize).map(({ name, code }) => ({ name, code })),
        totalElements: provinces.length,
        pageable: { pageNumber: query.pageNumber, pageSize: query.pageSize },
      };
    },
  }),
  /**
   * The region tree below the given names: no name gives every province
   * (children not loaded); a province gives it with its cities and districts;
   * a city gives it with its districts; a district gives that node.
   */
  defineRoute({
    method: 'GET',
    path: '/api-user/getRegion',
    access: 'authenticated',
    query: RegionQuerySchema,
    handler: async ({ query }): Promise<RegionNode[]> => {
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
    },
  }),
];
