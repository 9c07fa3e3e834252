import '../../messages/algorithms-messages.js';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useSearchParams } from 'react-router-dom';
import { messageOf, statusOf } from '@/api/http-client.js';
import { orDash } from '@/components/formatting.js';
import { Loading } from '@/components/loading.js';
import { useFollow } from '@/components/router-link.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { TableEmpty } from '@/components/table-empty.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { ALGORITHM_STATUS } from '@shared/constants/algorithm-rules.js';
import { AlgorithmReviews } from '../../components/algorithm-details.js';
import {
  getAlgorithm,
  getAlgorithmsOfUser,
  getVerifyingAlgorithms,
  type AlgorithmResponse,
} from '../../api/algorithms.js';

const PORTS = new Set(['DATASET_IN', 'MODEL_IN', 'DATASET_OUT', 'MODEL_OUT']);

/** What the bench shows of one algorithm: its ports in and out, its value parameters and its file. */
function Declaration(props: { data: AlgorithmResponse }) {
  const { t } = useI18n();
  const { data } = props;
  const ports = data.parameters.filter((p) => PORTS.has(p.type));
  const values = data.parameters.filter((p) => !PORTS.has(p.type));
  const list = (items: typeof ports) => (items.length ? items.map((p) => `${p.name} (${p.type})`).join(', ') : '-');
  return (
    <Container data-testid="bench-declaration" header={<Header variant="h2">{t('algorithms.bench.declared')}</Header>}>
      <SpaceBetween size="m">
        <ColumnLayout columns={2} variant="text-grid">
          <div>
            <Box variant="awsui-key-label">{t('algorithms.bench.inputs')}</Box>
            <div data-testid="bench-inputs">{list(ports.filter((p) => p.type.endsWith('_IN')))}</div>
          </div>
          <div>
            <Box variant="awsui-key-label">{t('algorithms.bench.outputs')}</Box>
            <div data-testid="bench-outputs">{list(ports.filter((p) => p.type.endsWith('_OUT')))}</div>
          </div>
          <div>
            <Box variant="awsui-key-label">{t('algorithms.field.type')}</Box>
            <div>{data.algorithmType.name}</div>
          </div>
          <div>
            <Box variant="awsui-key-label">{t('algorithms.bench.file')}</Box>
            <div data-testid="bench-file">
              {data.algorithmFileId ? (
                <StatusIndicator type="success">{data.algorithmFileId}</StatusIndicator>
              ) : (
                <StatusIndicator type="warning">{t('algorithms.bench.noFile')}</StatusIndicator>
              )}
            </div>
          </div>
        </ColumnLayout>
        {ports.some((p) => p.type.endsWith('_IN')) ? null : (
          <StatusIndicator type="warning">{t('algorithms.bench.noInput')}</StatusIndicator>
        )}
        <Table
          variant="embedded"
          wrapLines
          header={<Header variant="h3">{t('algorithms.bench.values')}</Header>}
          items={values}
          trackBy="name"
          empty={<TableEmpty text={t('algorithms.form.noParameters')} />}
          columnDefinitions={[
            { id: 'name', header: t('algorithms.parameter.name'), cell: (p) => p.name },
            { id: 'type', header: t('algorithms.parameter.type'), cell: (p) => p.type },
            { id: 'default', header: t('algorithms.parameter.default'), cell: (p) => orDash(p.defaultValue) },
            { id: 'description', header: t('algorithms.field.description'), cell: (p) => orDash(p.description) },
          ]}
        />
      </SpaceBetween>
    </Container>
  );
}

/**
 * `/algorithm/lhdTest?id=` (docs/algorithms.md "Console screens"): the review bench. An auditor picks one of the
 * algorithms under review (others their own) and sees its declared ports, value parameters and file beside its
 * review history, with the way to the decision.
 */
export default function AlgorithmLhdTestPage() {
  const { t } = useI18n();
  const follow = useFollow();
  const userId = useSession().data?.me.id;
  const [search, setSearch] = useSearchParams();
  const id = search.get('id') ?? undefined;
  // The review queue for auditors; anyone else (403) benches their own algorithms.
  const candidates = useLoad(userId, async (signal) => {
    try {
      return { queue: true, items: (await getVerifyingAlgorithms(ALGORITHM_STATUS.underReview, signal)).content };
    } catch (failure) {
      if (statusOf(failure as Error) !== 403) throw failure;
      return { queue: false, items: await getAlgorithmsOfUser(userId!, signal) };
    }
  });
  const algorithm = useLoad(id, (signal) => getAlgorithm(id!, signal));
  const options = (candidates.data?.items ?? []).map((item) => ({ value: item.id, label: item.name }));
  const failure = candidates.error ?? algorithm.error;
  return (
    <ScreenLayout title={t('algorithms.bench.title')} description={t('algorithms.bench.description')}>
      <SpaceBetween size="l">
        {failure ? <Alert type="error">{t('algorithms.load.failed', { message: messageOf(failure) })}</Alert> : null}
        <FormField label={candidates.data?.queue === false ? t('algorithms.bench.own') : t('algorithms.bench.queue')}>
          <Select
            data-testid="bench-algorithm"
            selectedOption={options.find((option) => option.value === id) ?? null}
            options={options}
            statusType={candidates.loading ? 'loading' : 'finished'}
            loadingText={t('app.loading')}
            empty={t('algorithms.bench.empty')}
            placeholder={t('algorithms.bench.pick')}
            onChange={(event) => setSearch({ id: event.detail.selectedOption.value! }, { replace: true })}
          />
        </FormField>
        {!id ? (
          <Box color="text-status-inactive">{t('algorithms.bench.pick')}</Box>
        ) : algorithm.data ? (
          <SpaceBetween size="l">
            <ColumnLayout columns={2}>
              <Declaration data={algorithm.data} />
              <AlgorithmReviews reviews={algorithm.data.reviews ?? []} />
            </ColumnLayout>
            {candidates.data?.queue && algorithm.data.algorithmStatus.code === ALGORITHM_STATUS.underReview ? (
              <Link
                data-testid="bench-decide"
                href={`/console/verify-algorithm-detail?id=${algorithm.data.id}`}
                onFollow={follow}
              >
                {t('algorithms.bench.decide')}
              </Link>
            ) : null}
          </SpaceBetween>
        ) : algorithm.error ? null : (
          <Loading />
        )}
      </SpaceBetween>
    </ScreenLayout>
  );
}
