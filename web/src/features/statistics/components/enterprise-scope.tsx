import '../messages/statistics-messages.js';
import { useState, type ReactNode } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { ENTERPRISE_LIST_FROM, ENTERPRISE_LIST_TO } from '@shared/constants/user-lists.js';
import { useLoad } from '@/components/use-load.js';
import { listEnterprises } from '@/features/identity/api/users.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';

/** How many enterprises the filter offers for what is typed. */
const ENTERPRISE_OPTIONS = 20;

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

/** A platform administrator's enterprise filter: every enterprise, or one found by part of its name. */
function EnterpriseFilter(props: { value: SelectProps.Option; onChange: (option: SelectProps.Option) => void }) {
  const { t } = useI18n();
  const [search, setSearch] = useState('');
  const found = useLoad(`enterprises|${search}`, (signal) =>
    listEnterprises(
      { name: search, from: ENTERPRISE_LIST_FROM, to: ENTERPRISE_LIST_TO, pageNumber: 0, pageSize: ENTERPRISE_OPTIONS },
      signal,
    ),
  );
  return (
    <FormField label={t('statistics.scope.enterprise')}>
      <Select
        data-testid="statistics-enterprise-filter"
        selectedOption={props.value}
        options={[
          { value: '', label: t('statistics.scope.all') },
          ...(found.data?.content ?? []).map((enterprise) => ({ value: enterprise.id, label: enterprise.name })),
        ]}
        filteringType="manual"
        filteringPlaceholder={t('statistics.scope.placeholder')}
        statusType={found.loading ? 'loading' : 'finished'}
        loadingText={t('app.loading')}
        onLoadItems={({ detail }) => setSearch(detail.filteringText)}
        onChange={({ detail }) => props.onChange(detail.selectedOption)}
      />
    </FormField>
  );
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
    filter: <EnterpriseFilter value={chosen} onChange={setChosen} />,
  };
}
