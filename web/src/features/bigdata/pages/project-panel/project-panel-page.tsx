import '../../messages/canvas-messages.js';
import { useEffect } from 'react';
import { ReactFlowProvider } from '@xyflow/react';
import Alert from '@cloudscape-design/components/alert';
import { useNavigate, useParams } from 'react-router-dom';
import { messageOf } from '@/api/http-client.js';
import { Loading } from '@/components/loading.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { listDatasets, listModels, type Dataset, type Model } from '../../api/bigdata.js';
import { getAlgorithmTree, getProject, readGraphFile } from '../../api/projects.js';
import { initialSnapshot, ProjectCanvas } from '../../canvas/canvas.js';
import type { PaletteItem } from '../../canvas/modules.js';

const datasetItem = (dataset: Dataset): PaletteItem => ({
  kind: 'dataset',
  id: dataset.id,
  name: dataset.name,
  path: dataset.path,
});
const modelItem = (model: Model): PaletteItem => ({
  kind: 'model',
  id: model.id,
  name: model.name ?? model.id,
  path: model.key,
});

/** Everything the canvas starts from: the project, its graph file, and what the palette offers. */
async function loadPanel(id: string, signal: AbortSignal) {
  const project = await getProject(id, signal);
  const [graph, mine, system, myModels, systemModels, algorithms] = await Promise.all([
    project.location ? readGraphFile(project.location, signal) : Promise.resolve(undefined),
    listDatasets({ system: false, name: '' }, signal),
    listDatasets({ system: true, name: '' }, signal),
    listModels(false, signal),
    listModels(true, signal),
    getAlgorithmTree(signal),
  ]);
  const datasets = [...mine.items, ...system.items];
  return {
    project,
    initial: initialSnapshot(project.modules, graph),
    palette: {
      datasets: { mine: mine.items.map(datasetItem), system: system.items.map(datasetItem) },
      models: { mine: myModels.items.map(modelItem), system: systemModels.items.map(modelItem) },
      algorithms,
    },
    datasetColumns: Object.fromEntries(datasets.map((dataset) => [dataset.id, dataset.columns.map((c) => c.name)])),
  };
}

/**
 * `/console/bigdata/projectPanel/:id` (项目页面; docs/bigdata.md "Projects"): one of the caller's projects on the
 * canvas. A missing or unknown id goes to `/exception/415`.
 */
export default function ProjectPanelPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { id } = useParams();
  const panel = useLoad(id, (signal) => loadPanel(id!, signal));
  const missing = !id || (panel.error as { status?: number } | undefined)?.status === 404;
  useEffect(() => {
    if (missing) void navigate('/exception/415', { replace: true });
  }, [missing, navigate]);
  return (
    <ScreenLayout
      title={t('canvas.panel.title')}
      description={panel.data ? t('canvas.panel.titleOf', { name: panel.data.project.name }) : undefined}
    >
      {panel.error && !missing ? (
        <Alert type="error">{t('canvas.load.failed', { message: messageOf(panel.error) })}</Alert>
      ) : null}
      {panel.data ? (
        <ReactFlowProvider>
          <ProjectCanvas
            projectId={panel.data.project.id}
            projectName={panel.data.project.name}
            initial={panel.data.initial}
            palette={panel.data.palette}
            datasetColumns={panel.data.datasetColumns}
          />
        </ReactFlowProvider>
      ) : panel.loading ? (
        <Loading />
      ) : null}
    </ScreenLayout>
  );
}
