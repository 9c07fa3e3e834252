import '../messages/certification-messages.js';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { LookupCollection } from '../api/certification.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { fieldLabelKey, type FieldSpec, type FormSpec } from './fields.js';
import { ImagePreview } from './image-preview.js';
import { useLookupName, useLookups } from './use-lookups.js';

/**
 * A submitted certification, read-only, grouped like its form: lookup codes
 * shown by name, images as previews. Used by the review screens, for the
 * current submission and for the snapshots in the review history.
 */
export function CertificationDetails<F extends string>({
  form,
  record,
  variant = 'containers',
}: {
  form: FormSpec<F>;
  record: Partial<Record<string, unknown>>;
  /** `containers`: one Container per section; `plain`: headed blocks (inside another container). */
  variant?: 'containers' | 'plain';
}) {
  const { t } = useI18n();
  const lookupName = useLookupName();
  const specs = Object.values<FieldSpec<F>>(form.fields);
  const lookups = useLookups([...new Set(specs.map((s) => s.collection).filter(Boolean))] as LookupCollection[]);

  const display = (spec: FieldSpec<F>) => {
    const value = typeof record[spec.name] === 'string' ? (record[spec.name] as string) : '';
    if (!value) return <Box color="text-status-inactive">{t('certification.details.empty')}</Box>;
    if (spec.kind === 'image') return <ImagePreview name={value} alt={t(fieldLabelKey(spec.name))} />;
    if (spec.kind === 'lookup') {
      const entry = lookups[spec.collection!]?.find((e) => e.code === value);
      return entry ? lookupName(entry) : value;
    }
    return <span style={{ whiteSpace: 'pre-wrap' }}>{value}</span>;
  };

  const sections = form.sections.map((section) => {
    const pairs = (
      <KeyValuePairs
        columns={3}
        items={section.fields.map((name) => ({
          label: t(fieldLabelKey(name)),
          value: <span data-testid={`detail-${name}`}>{display(form.fields[name])}</span>,
        }))}
      />
    );
    return variant === 'containers' ? (
      <Container key={section.titleKey} header={<Header variant="h2">{t(section.titleKey)}</Header>}>
        {pairs}
      </Container>
    ) : (
      <SpaceBetween key={section.titleKey} size="xs">
        <Box variant="h4">{t(section.titleKey)}</Box>
        {pairs}
      </SpaceBetween>
    );
  });
  return <SpaceBetween size="l">{sections}</SpaceBetween>;
}
