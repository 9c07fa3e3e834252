import { useEffect, useState } from 'react';
import {
  getLookup,
  getProvinces,
  getProvinceTree,
  type LookupCollection,
  type LookupEntry,
  type RegionNode,
} from '../api/certification.js';
import { useI18n } from '@/i18n/i18n-context.js';

/** The entries of the given lookup collections, keyed by collection (empty until loaded). */
export function useLookups(collections: readonly LookupCollection[]): Partial<Record<LookupCollection, LookupEntry[]>> {
  const [lookups, setLookups] = useState<Partial<Record<LookupCollection, LookupEntry[]>>>({});
  const key = collections.join(',');
  useEffect(() => {
    let cancelled = false;
    for (const collection of key.split(',').filter(Boolean) as LookupCollection[]) {
      getLookup(collection)
        .then((entries) => {
          if (!cancelled) setLookups((current) => ({ ...current, [collection]: entries }));
        })
        .catch(() => undefined);
    }
    return () => {
      cancelled = true;
    };
  }, [key]);
  return lookups;
}

/** The display name of a lookup entry in the console's language. */
export function useLookupName(): (entry: LookupEntry) => string {
  const { locale } = useI18n();
  return (entry) => (locale === 'en' && entry.nameEn ? entry.nameEn : entry.name);
}

export interface RegionOptions {
  provinces: RegionNode[];
  cities: RegionNode[];
  districts: RegionNode[];
  loading: boolean;
}

/**
 * The province → city → district cascade (spec doc 1 §3 region tree): every
 * province from `getProvinces`, then the chosen province's subtree from
 * `getRegion`, from which cities and districts are picked by name.
 */
export function useRegionOptions(province: string, city: string): RegionOptions {
  const [provinces, setProvinces] = useState<RegionNode[]>([]);
  const [tree, setTree] = useState<RegionNode>();
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    getProvinces()
      .then(setProvinces)
      .catch(() => setProvinces([]));
  }, []);

  useEffect(() => {
    if (!province) return;
    let cancelled = false;
    setLoading(true);
    getProvinceTree(province)
      .then((loaded) => {
        if (!cancelled) setTree(loaded);
      })
      .catch(() => {
        if (!cancelled) setTree(undefined);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [province]);

  const current = tree && tree.name === province ? tree : undefined;
  const cities = current?.children ?? [];
  const districts = cities.find((c) => c.name === city)?.children ?? [];
  return { provinces, cities, districts, loading };
}
