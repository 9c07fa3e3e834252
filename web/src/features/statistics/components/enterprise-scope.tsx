import '../messages/statistics-messages.js';
import { useState, type ReactNode } from 'react';
import type { SelectProps } from '@cloudscape-design/components/select';
import { EnterpriseFilter } from '@/components/enterprise-filter.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';

/** Whose sign-ins a screen reads, and the filter that chooses it. */
export interface StatisticsScope {
  readonly platformAdmin: boolean;
  /** Absent: the whole platform (platform administrators only). */
  readonly enterpriseId?: string;
  /** The key a screen's load depends on; undefined until the session is known. */
  readonly key?: string;
  /** The enterprise filter of a platform administrator; nothing for an enterprise administrator. */
  readonly filter: ReactNode;
}

/**
 * The scope of a statistics screen: a platform administrator reads the platform or one enterprise chosen in the
 * filter; anyone else (an enterprise administrator, whom the menu's privilege admits) their current enterprise.
 */
export function useStatisticsScope(): StatisticsScope {
  const { t } = useI18n();
  const session = useSession().data;
  const platformAdmin = !!session?.functionRoles.some((role) => role.code === 'platform-admin');
  const [chosen, setChosen] = useState<SelectProps.Option>({ value: '', label: t('statistics.scope.all') });
  if (!session) return { platformAdmin, filter: null };
  if (!platformAdmin) {
    const enterpriseId = session.currentEnterprise?.id;
    return { platformAdmin, enterpriseId, key: enterpriseId ?? '', filter: null };
  }
  const enterpriseId = chosen.value || undefined;
  return {
    platformAdmin,
    enterpriseId,
    key: `platform|${enterpriseId ?? ''}`,
    filter: (
      <EnterpriseFilter
        testId="statistics-enterprise-filter"
        label={t('statistics.scope.enterprise')}
        allLabel={t('statistics.scope.all')}
        placeholder={t('statistics.scope.placeholder')}
        value={chosen}
        onChange={setChosen}
      />
    ),
  };
}
