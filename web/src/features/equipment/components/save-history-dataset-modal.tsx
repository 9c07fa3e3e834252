import '../messages/backup-messages.js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { DATASET_MESSAGES } from '@shared/constants/bigdata-rules.js';
import { FormModal, useFormSubmit } from '@/components/form-modal.js';
import { formatDateTime } from '@/components/formatting.js';
import { useNotifications } from '@/components/notifications.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getDatasetCategories, saveHistoryAsDataset, type EquipmentBackup } from '../api/equipment-history.js';

type Field = 'nodes' | 'startTime' | 'endTime' | 'name' | 'category' | 'description';

/** The dataset list the success toast opens. */
const DATASETS_PATH = '/console/bigdata/dataset-management';

/**
 * "Save as dataset" (保存为数据集) of the backup detail: the gateway's history of the chosen nodes in the screen's
 * range, saved as a CSV dataset of the caller (`POST /api-bigdata/datasets/fromBackup`; docs/bigdata.md). Name and
 * description follow the chosen nodes until edited; the server's refusals (an empty range among them) show under
 * their fields in the console's language; success toasts with a step to the dataset list.
 */
export function SaveHistoryDatasetModal(props: {
  backup: EquipmentBackup;
  aliases: string[];
  beginTime: number;
  endTime: number;
  onDismiss: () => void;
}) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const { backup, beginTime, endTime } = props;
  const [aliases, setAliases] = useState(props.aliases);
  const [edited, setEdited] = useState<{ name?: string; description?: string }>({});
  const [category, setCategory] = useState('industrial');
  const { submitted, serverErrors, busy, submit } = useFormSubmit<Field>('nodes');
  const categories = useLoad('categories', getDatasetCategories);

  const begin = formatDateTime(beginTime, locale);
  const end = formatDateTime(endTime, locale);
  const name = edited.name ?? t('backup.dataset.defaultName', { gateway: backup.equipmentId }).slice(0, 64);
  const description =
    edited.description ??
    t('backup.dataset.defaultDescription', { gateway: backup.equipmentId, nodes: aliases.join(', '), begin, end });
  const clientErrors: Partial<Record<Field, string>> = {
    nodes: aliases.length ? undefined : t('backup.dataset.nodesRequired'),
    name: name.trim() ? undefined : DATASET_MESSAGES.nameRequired[locale === 'en' ? 'en' : 'zh'],
    description: description.trim() ? undefined : DATASET_MESSAGES.descriptionRequired[locale === 'en' ? 'en' : 'zh'],
  };
  /** A server message in the console's language (the server answers the English one). */
  const inLocale = (message: string | undefined) => {
    const known = Object.values(DATASET_MESSAGES).find((entry) => entry.en === message);
    return known && locale !== 'en' ? known.zh : message;
  };
  const errorOf = (field: Field) => (submitted ? clientErrors[field] : undefined) ?? inLocale(serverErrors[field]);
  const valid = Object.values(clientErrors).every((error) => !error);
  const nodeOptions = backup.nodes.map((node) => ({ value: node.alias, label: `${node.name} / ${node.alias}` }));
  const categoryOptions = (categories.data ?? []).map((entry) => ({
    value: entry.code,
    label: locale === 'en' ? entry.nameEn : entry.name,
  }));

  const run = () =>
    submit(valid, async () => {
      const dataset = await saveHistoryAsDataset({
        gatewayId: backup.id,
        nodes: aliases,
        startTime: beginTime,
        endTime,
        name: name.trim(),
        category,
        description: description.trim(),
      });
      notify({
        type: 'success',
        content: t('backup.dataset.saved', { name: dataset.name }),
        action: { text: t('backup.dataset.open'), onClick: () => navigate(DATASETS_PATH) },
      });
      props.onDismiss();
    });

  return (
    <FormModal
      testId="backup-dataset-modal"
      header={t('backup.dataset.title')}
      cancelText={t('common.cancel')}
      submitText={t('backup.dataset.submit')}
      submitTestId="backup-dataset-submit"
      busy={busy}
      form
      onSubmit={() => void run()}
      onDismiss={props.onDismiss}
    >
      <SpaceBetween size="m">
        <FormField
          label={t('backup.dataset.nodes')}
          description={t('backup.dataset.nodesHint')}
          errorText={errorOf('nodes')}
        >
          <Multiselect
            data-testid="backup-dataset-nodes"
            options={nodeOptions}
            selectedOptions={nodeOptions.filter((option) => aliases.includes(option.value))}
            invalid={Boolean(errorOf('nodes'))}
            onChange={({ detail }) =>
              setAliases(detail.selectedOptions.flatMap((option) => (option.value ? [option.value] : [])))
            }
          />
        </FormField>
        <FormField label={t('backup.dataset.range')} errorText={errorOf('startTime') ?? errorOf('endTime')}>
          <Box data-testid="backup-dataset-range">{t('backup.dataset.rangeValue', { begin, end })}</Box>
        </FormField>
        <FormField label={t('backup.dataset.name')} errorText={errorOf('name')}>
          <Input
            name="backup-dataset-name"
            value={name}
            invalid={Boolean(errorOf('name'))}
            onChange={({ detail }) => setEdited({ ...edited, name: detail.value })}
          />
        </FormField>
        <FormField label={t('backup.dataset.type')}>
          <Box>{t('backup.dataset.typeValue')}</Box>
        </FormField>
        <FormField label={t('backup.dataset.category')} errorText={errorOf('category')}>
          <Select
            data-testid="backup-dataset-category"
            options={categoryOptions}
            statusType={categories.loading ? 'loading' : 'finished'}
            selectedOption={categoryOptions.find((option) => option.value === category) ?? null}
            onChange={({ detail }) => setCategory(detail.selectedOption.value ?? '')}
          />
        </FormField>
        <FormField label={t('backup.dataset.description')} errorText={errorOf('description')}>
          <Textarea
            value={description}
            invalid={Boolean(errorOf('description'))}
            onChange={({ detail }) => setEdited({ ...edited, description: detail.value })}
          />
        </FormField>
      </SpaceBetween>
    </FormModal>
  );
}
