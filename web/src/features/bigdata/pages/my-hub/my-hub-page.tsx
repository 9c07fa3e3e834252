import '../../messages/bigdata-messages.js';
import type { ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '@/api/http-client.js';
import { useFormatting } from '@/components/formatting.js';
import { useFollow } from '@/components/router-link.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useLoad, type LoadState } from '@/components/use-load.js';
import { getAlgorithmsOfUser } from '@/features/algorithms/api/algorithms.js';
import { useI18n } from '@/i18n/i18n-context.js';
import type { MessageKey } from '@/i18n/messages.js';
import { useSession } from '@/session/session-context.js';
import { listDatasets, listModels } from '../../api/bigdata.js';
import { listProjects } from '../../api/projects.js';
import { projectPanelPath } from '../../canvas/paths.js';

/** How many of each kind the hub lists. */
const LATEST = 5;

/** One entry of a hub card: its name linked to where it is read, and when. */
interface HubEntry {
  id: string;
  name: string;
  href: string;
  at: string | number;
}

/** A card of the hub: the count, the latest few, or the empty state with the next natural step. */
function HubCard(props: {
  testId: string;
  title: string;
  /** The count; `more` when the first page did not hold them all. */
  list: LoadState<{ entries: HubEntry[]; more: boolean }>;
  empty: MessageKey;
  next: { text: string; href: string };
  all: { text: string; href: string };
}) {
  const { t } = useI18n();
  const { dateTime } = useFormatting();
  const follow = useFollow();
  const navigate = useNavigate();
  const { list } = props;
  const entries = list.data?.entries ?? [];
  const counter = list.data ? `(${entries.length}${list.data.more ? '+' : ''})` : undefined;
  const emptyState = (
    <SpaceBetween size="s">
      <Box color="text-status-inactive">{t(props.empty)}</Box>
      <Button onClick={() => navigate(props.next.href)}>{props.next.text}</Button>
    </SpaceBetween>
  );
  let body: ReactNode;
  if (list.error) body = <Alert type="error">{t('bigdata.load.failed', { message: messageOf(list.error) })}</Alert>;
  else if (!list.data)
    // The spinner holds the empty state's place (laid out, unseen): a card that grew from the spinner's height when
    // its figures arrived pushed the cards below it down (a layout shift of 0.096 on a phone).
    body = (
      <div style={{ position: 'relative' }}>
        <div style={{ visibility: 'hidden' }}>{emptyState}</div>
        <div style={{ position: 'absolute', inset: 0 }}>
          <Spinner />
        </div>
      </div>
    );
  else if (entries.length === 0) body = emptyState;
  else
    body = (
      <SpaceBetween size="xs">
        {entries.slice(0, LATEST).map((entry) => (
          <div key={entry.id}>
            <Link href={entry.href} onFollow={follow}>
              {entry.name}
            </Link>
            <Box variant="small" display="block" color="text-body-secondary">
              {dateTime(entry.at)}
            </Box>
          </div>
        ))}
        <Link href={props.all.href} onFollow={follow}>
          {props.all.text}
        </Link>
      </SpaceBetween>
    );
  return (
    <Container data-testid={props.testId} fitHeight header={<Header counter={counter}>{props.title}</Header>}>
      {body}
    </Container>
  );
}

/**
 * `/console/bigdata/my-hub` (docs/bigdata.md "Console"): the caller's datasets, models and algorithms at a glance:
 * how many, the latest few of each linked to where they are read, and the next step where there are none.
 */
export default function MyHubPage() {
  const { t } = useI18n();
  const userId = useSession().data?.me.id;
  const datasets = useLoad('datasets', async (signal) => {
    const page = await listDatasets({ system: false, name: '' }, signal);
    const entries = page.items.map((dataset) => ({
      id: dataset.id,
      name: dataset.name,
      href: '/console/bigdata/dataset-management',
      at: dataset.createdAt,
    }));
    return { entries, more: page.cursor !== undefined };
  });
  // The enterprise's models, of which the hub keeps those the caller trained or registered.
  const models = useLoad(userId, async (signal) => {
    const page = await listModels(false, signal);
    const entries = page.items
      .filter((model) => model.createdBy === userId)
      .map((model) => ({
        id: model.id,
        name: model.name ?? model.algorithmId,
        href: `/console/algorithm/trained-model?id=${model.id}`,
        at: model.createdAt,
      }));
    return { entries, more: page.cursor !== undefined };
  });
  const algorithms = useLoad(userId, async (signal) => {
    const list = await getAlgorithmsOfUser(userId!, signal);
    const entries = list.map((algorithm) => ({
      id: algorithm.id,
      name: algorithm.name,
      href: `/console/algorithm-view?id=${algorithm.id}`,
      at: algorithm.createDate,
    }));
    return { entries, more: false };
  });
  const projects = useLoad(userId, async (signal) => {
    const page = await listProjects('', signal);
    const entries = page.items.map((project) => ({
      id: project.id,
      name: project.name,
      href: projectPanelPath(project.id),
      at: project.updatedAt,
    }));
    return { entries, more: page.cursor !== undefined };
  });
  return (
    <ScreenLayout title={t('bigdata.hub.title')} description={t('bigdata.hub.description')}>
      <ColumnLayout columns={2}>
        <HubCard
          testId="hub-projects"
          title={t('bigdata.hub.projects')}
          list={projects}
          empty="bigdata.hub.noProjects"
          next={{ text: t('bigdata.hub.createProject'), href: '/console/bigdata/projectList' }}
          all={{ text: t('bigdata.hub.allProjects'), href: '/console/bigdata/projectList' }}
        />
        <HubCard
          testId="hub-datasets"
          title={t('bigdata.hub.datasets')}
          list={datasets}
          empty="bigdata.hub.noDatasets"
          next={{ text: t('bigdata.action.upload'), href: '/console/bigdata/dataset-management' }}
          all={{ text: t('bigdata.hub.allDatasets'), href: '/console/bigdata/dataset-management' }}
        />
        <HubCard
          testId="hub-models"
          title={t('bigdata.hub.models')}
          list={models}
          empty="bigdata.hub.noModels"
          next={{ text: t('bigdata.hub.sampleChains'), href: '/console/algorithm/projectPoc' }}
          all={{ text: t('bigdata.hub.allModels'), href: '/console/bigdata/trained-model' }}
        />
        <HubCard
          testId="hub-algorithms"
          title={t('bigdata.hub.algorithms')}
          list={algorithms}
          empty="bigdata.hub.noAlgorithms"
          next={{ text: t('bigdata.hub.createAlgorithm'), href: '/console/algorithm-add' }}
          all={{ text: t('bigdata.hub.allAlgorithms'), href: '/console/algorithm-list' }}
        />
      </ColumnLayout>
    </ScreenLayout>
  );
}
