import '../messages/canvas-messages.js';
import '../messages/runs-messages.js';
import '@xyflow/react/dist/style.css';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import {
  applyEdgeChanges,
  applyNodeChanges,
  Background,
  BackgroundVariant,
  Controls,
  ReactFlow,
  useReactFlow,
  type Connection,
  type Edge,
  type EdgeChange,
  type NodeChange,
} from '@xyflow/react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router-dom';
import { arrivingColumns, linkProblem, portsOf, type GraphLink } from '@shared/constants/project-graph.js';
import { MODULE_TYPE } from '@shared/schemas/pipeline.js';
import { messageOf } from '@/api/http-client.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { startSweep, type Sweep } from '../api/project-runs.js';
import {
  compileProject,
  getAlgorithmParameters,
  saveProject,
  storeGraphFile,
  type ChainModule,
  type ProjectGraph,
} from '../api/projects.js';
import { ContextMenu, type MenuEntry } from './context-menu.js';
import { ModuleDrawer } from './module-drawer.js';
import {
  algorithmModule,
  CANNOT_CONNECT_MS,
  CANVAS_HEIGHT,
  cloneModule,
  DRAWER_WIDTH,
  edgeIdOf,
  GRID,
  linkOf,
  MODULE_HEIGHT,
  MODULE_WIDTH,
  moduleHandles,
  nextPosition,
  snap,
  storedObjectModule,
  type PaletteItem,
} from './modules.js';
import { nodeTypes } from './node-types.js';
import type { ModuleNode } from './nodes/module-node.js';
import { Palette, PALETTE_MEDIA_TYPE, type PaletteContent } from './palette.js';
import { PROJECT_LIST_PATH } from './paths.js';
import { RunHistory } from './run-history.js';
import { RunResults, RunStateContext } from './run-results.js';
import { SweepModal, SweepResults } from './sweep-modal.js';
import { useProjectRun } from './use-project-run.js';

/** xyflow's settings that never change, at module scope so every render passes the same objects. */
const SNAP_GRID: [number, number] = [GRID, GRID];
const TRANSLATE_EXTENT: [[number, number], [number, number]] = [
  [-200, -200],
  [10000, CANVAS_HEIGHT],
];
const DEFAULT_VIEWPORT = { x: 0, y: 0, zoom: 1 };
const PRO_OPTIONS = { hideAttribution: true };
const DELETE_KEYS = ['Delete', 'Backspace'];

/** A drop over the canvas moves (the palette's drag). */
const onDragOver = (event: DragEvent) => {
  event.preventDefault();
  event.dataTransfer.dropEffect = 'move';
};

/** `nodes` with only `id` selected (none for undefined); boxes whose selection stays are kept as they are. */
const selectOnly = (nodes: ModuleNode[], id: string | undefined) =>
  nodes.map((node) => (!!node.selected === (node.id === id) ? node : { ...node, selected: node.id === id }));

/** The nodes and edges at one moment, for undo and redo. */
interface Snapshot {
  readonly nodes: ModuleNode[];
  readonly edges: Edge[];
}

/** The right-click menu: where it opened (in the canvas box and on the flow) and on which module. */
interface MenuState {
  readonly x: number;
  readonly y: number;
  readonly flow: { x: number; y: number };
}

/**
 * A module's box. Its size and port handles are given, not measured (`moduleHandles`): xyflow then renders only the
 * boxes in view and still draws the links of the others.
 */
const nodeOf = (module: ChainModule, position: { x: number; y: number }, selected = false): ModuleNode => ({
  id: module.id,
  type: 'module',
  position,
  selected,
  width: MODULE_WIDTH,
  height: MODULE_HEIGHT,
  handles: moduleHandles(module),
  data: { module, display: 'info' },
});

const edgeOf = (link: GraphLink): Edge => ({
  id: edgeIdOf(link),
  source: link.sourceId,
  sourceHandle: link.sourcePort,
  target: link.targetId,
  targetHandle: link.targetPort,
});

/** The canvas's starting nodes and edges from the project's modules and its graph file. */
export function initialSnapshot(modules: readonly ChainModule[], graph: ProjectGraph | undefined): Snapshot {
  const placed = new Map((graph?.nodes ?? []).map((node) => [node.id, node]));
  return {
    nodes: modules.map((module, index) => {
      const at = placed.get(module.id);
      return nodeOf(module, at ? { x: at.x, y: at.y } : nextPosition(index));
    }),
    edges: (graph?.links ?? []).map(edgeOf),
  };
}

/**
 * The project canvas (项目页面, docs/bigdata.md "Projects"): the palette, the flow on @xyflow/react with the
 * connection rule checked as a link is drawn, the right-click menu with the clipboard, the drawer of the selected
 * module with its run result, undo and redo, Save (graph file, then the project), Check (the compile check), Run (saves,
 * then runs the project on the chain runner: the modules' states follow as they are pushed; docs/bigdata.md "Running a
 * project"), the run history and Back.
 */
export function ProjectCanvas(props: {
  projectId: string;
  projectName: string;
  initial: Snapshot;
  palette: PaletteContent;
  /** Each dataset's columns by its id (the palette's datasets), for the columns arriving along the links. */
  datasetColumns: Readonly<Record<string, readonly string[]>>;
}) {
  const { t } = useI18n();
  const { notify, dismiss } = useNotifications();
  const navigate = useNavigate();
  const flow = useReactFlow();
  const box = useRef<HTMLDivElement>(null);
  const [nodes, setNodes] = useState<ModuleNode[]>(props.initial.nodes);
  const [edges, setEdges] = useState<Edge[]>(props.initial.edges);
  const [history, setHistory] = useState<{ past: Snapshot[]; future: Snapshot[] }>({ past: [], future: [] });
  const [menu, setMenu] = useState<MenuState>();
  const [clipboard, setClipboard] = useState<ChainModule>();
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);
  /** The module whose 参数扫描 dialog is open. */
  const [sweeping, setSweeping] = useState<ChainModule>();
  const refusalTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const current = useRef<Snapshot>({ nodes, edges });
  current.current = { nodes, edges };

  const modules = useMemo(() => nodes.map((node) => node.data.module), [nodes]);
  const links = useMemo(() => edges.map(linkOf), [edges]);
  const selected = nodes.find((node) => node.selected);
  const projectRun = useProjectRun(props.projectId);
  const runStates = useMemo(
    () => new Map((projectRun.run?.modules ?? []).map((module) => [module.moduleId, module])),
    [projectRun.run],
  );
  /** A run this canvas started: the run before it and the 算法运行中 notice, until it ends. */
  const started = useRef<{ before?: string; progress: string }>(undefined);

  /** Keeps the state before a change, so undo can return to it. */
  const record = useCallback(() => {
    const before = current.current;
    setHistory((h) => ({ past: [...h.past.slice(-49), before], future: [] }));
  }, []);
  const restore = (from: 'past' | 'future') => {
    const stack = history[from];
    const target = stack[stack.length - 1];
    if (!target) return;
    const now = current.current;
    setHistory((h) =>
      from === 'past'
        ? { past: h.past.slice(0, -1), future: [...h.future, now] }
        : { past: [...h.past, now], future: h.future.slice(0, -1) },
    );
    setNodes(target.nodes);
    setEdges(target.edges);
  };

  const onNodesChange = useCallback((changes: NodeChange<ModuleNode>[]) => {
    setNodes((all) => applyNodeChanges(changes, all));
  }, []);
  const onEdgesChange = useCallback((changes: EdgeChange[]) => {
    setEdges((all) => applyEdgeChanges(changes, all));
  }, []);

  /** The connection rule as a link is drawn: a broken one shows 无法连接 for 3 s and is not kept. */
  const onConnect = (connection: Connection) => {
    const link = linkOf(connection);
    const problem = linkProblem(modules, links, link);
    if (problem) {
      clearTimeout(refusalTimer.current);
      setRefusal(t(`canvas.problem.${problem}`));
      refusalTimer.current = setTimeout(() => setRefusal(undefined), CANNOT_CONNECT_MS);
      return;
    }
    record();
    setEdges((all) => [...all, edgeOf(link)]);
  };

  const place = (module: ChainModule, position: { x: number; y: number }) => {
    record();
    setNodes((all) => [...all, nodeOf(module, { x: snap(position.x), y: snap(position.y) })]);
  };

  /** Adds a palette item: at the drop point, or at the next grid position (click, Enter). */
  const add = async (item: PaletteItem, position = nextPosition(current.current.nodes.length)) => {
    try {
      const module =
        item.kind === 'algorithm'
          ? algorithmModule(item, await getAlgorithmParameters(item.id))
          : storedObjectModule(item);
      place(module, position);
    } catch (failure) {
      notify({ type: 'error', content: t('canvas.load.failed', { message: messageOf(failure) }) });
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const payload = event.dataTransfer.getData(PALETTE_MEDIA_TYPE);
    if (!payload) return;
    void add(JSON.parse(payload) as PaletteItem, flow.screenToFlowPosition({ x: event.clientX, y: event.clientY }));
  };

  const remove = (id: string) => {
    record();
    setNodes((all) => all.filter((node) => node.id !== id));
    setEdges((all) => all.filter((edge) => edge.source !== id && edge.target !== id));
  };

  const openMenu = useCallback(
    (event: MouseEvent | globalThis.MouseEvent, nodeId?: string) => {
      event.preventDefault();
      const rect = box.current!.getBoundingClientRect();
      if (nodeId) setNodes((all) => selectOnly(all, nodeId));
      setMenu({
        x: event.clientX - rect.left,
        y: event.clientY - rect.top,
        flow: flow.screenToFlowPosition({ x: event.clientX, y: event.clientY }),
      });
    },
    [flow],
  );
  // Stable handlers: xyflow hands them to every box, so a new one each render would re-render the boxes in view.
  const onNodeContextMenu = useCallback((event: MouseEvent, node: ModuleNode) => openMenu(event, node.id), [openMenu]);
  const onPaneContextMenu = useCallback((event: MouseEvent | globalThis.MouseEvent) => openMenu(event), [openMenu]);
  const closeMenu = useCallback(() => setMenu(undefined), []);
  const onBeforeDelete = useCallback(async () => {
    record();
    return true;
  }, [record]);

  const setParameter = (name: string, value: string) => {
    if (!selected) return;
    record();
    setNodes((all) =>
      all.map((node) =>
        node.id === selected.id
          ? {
              ...node,
              data: {
                display: 'warning',
                module: {
                  ...node.data.module,
                  inputParams: node.data.module.inputParams.map((param) =>
                    param.name === name ? { ...param, value } : param,
                  ),
                },
              },
            }
          : node,
      ),
    );
  };

  /** Save: the graph file first, then the project naming it; saved modules show their info state. */
  const save = async () => {
    const progress = notify({ type: 'info', content: t('canvas.projectSaving') });
    const graph: ProjectGraph = {
      nodes: nodes.map((node) => ({ id: node.id, x: node.position.x, y: node.position.y })),
      links,
    };
    try {
      const { location } = await storeGraphFile(graph);
      await saveProject({ id: props.projectId, name: props.projectName, location, modules });
      setNodes((all) => all.map((node) => ({ ...node, data: { ...node.data, display: 'info' } })));
      notify({ type: 'success', content: t('canvas.projectSaved', { name: props.projectName }) });
      return true;
    } catch (failure) {
      notify({
        type: 'error',
        content: t('canvas.projectSaveFailed', { name: props.projectName, message: messageOf(failure) }),
      });
      return false;
    } finally {
      dismiss(progress);
    }
  };

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  /** Check: saves, then asks the server's compile check for the execution order. */
  const check = async () => {
    if (!(await save())) return;
    try {
      const order = await compileProject(props.projectId, links);
      notify(
        order.length > 0
          ? { type: 'success', content: t('canvas.checked', { count: order.length }) }
          : { type: 'error', content: t('canvas.compileFailed') },
      );
    } catch {
      notify({ type: 'error', content: t('canvas.compileFailed') });
    }
  };

  // The end of a run this canvas started: 项目执行成功 or 项目执行失败.
  useEffect(() => {
    const latest = projectRun.run;
    const watching = started.current;
    if (!watching || !latest || latest.runId === watching.before || latest.status === 'RUNNING') return;
    started.current = undefined;
    dismiss(watching.progress);
    notify(
      latest.status === 'SUCCEEDED'
        ? { type: 'success', content: t('canvas.runSucceeded', { name: props.projectName }) }
        : {
            type: 'error',
            content: latest.error ? `${t('canvas.runFailed')}: ${latest.error}` : t('canvas.runFailed'),
          },
    );
  }, [projectRun.run, dismiss, notify, t, props.projectName]);

  /**
   * Run: saves, then runs the saved project (the spec's call with the module list; one module for the menu's run,
   * or from a module). A graph the compile check refuses answers 400: 工程校验失败 (项目执行失败，请检查连接 for one
   * module).
   */
  const execute = async (options: { moduleId?: string; fromModuleId?: string } = {}) => {
    if (!(await save())) return;
    const progress = notify({ type: 'info', content: t('canvas.running') });
    started.current = { before: projectRun.run?.runId, progress };
    try {
      await projectRun.start(options.moduleId ? [{ id: options.moduleId }] : modules, {
        fromModuleId: options.fromModuleId,
      });
    } catch (failure) {
      started.current = undefined;
      dismiss(progress);
      const refused = (failure as { status?: number }).status === 400;
      notify({
        type: 'error',
        content: refused
          ? t(options.moduleId ? 'canvas.singleRunFailed' : 'canvas.compileFailed')
          : `${t('canvas.runFailed')}: ${messageOf(failure)}`,
      });
    }
  };

  /** Sweep: saves (the server sweeps the stored project), starts the sweep and shows it as the latest run. */
  const sweep = async (body: Sweep) => {
    // A save that failed has said so already.
    if (!(await save())) return undefined;
    const { runId } = await startSweep(props.projectId, body);
    await projectRun.refresh();
    return runId;
  };

  /** Focuses a module's box, first panning so it is in view (a box out of view is not in the DOM). */
  const focusModule = (id: string) => {
    const node = current.current.nodes.find((candidate) => candidate.id === id);
    const rect = box.current?.querySelector('.react-flow')?.getBoundingClientRect();
    if (!node || !rect) return;
    const { x, y, zoom } = flow.getViewport();
    const left = node.position.x * zoom + x;
    const top = node.position.y * zoom + y;
    const inView =
      left >= 0 && top >= 0 && left + MODULE_WIDTH * zoom <= rect.width && top + MODULE_HEIGHT * zoom <= rect.height;
    if (!inView) void flow.setCenter(node.position.x + MODULE_WIDTH / 2, node.position.y + MODULE_HEIGHT / 2, { zoom });
    // The box mounts once the viewport has moved: look for it over the next frames.
    let frames = 0;
    const attempt = () => {
      const element = box.current?.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(id)}"]`);
      if (element) element.focus();
      else if ((frames += 1) < 30) requestAnimationFrame(attempt);
    };
    requestAnimationFrame(attempt);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Tab and Shift+Tab on a module box go to the next or previous module in the project's order, in view or not.
    if (event.key === 'Tab' && !event.ctrlKey && !event.altKey && !event.metaKey) {
      const from = (event.target as HTMLElement).closest('.react-flow__node')?.getAttribute('data-id');
      const all = current.current.nodes;
      const index = from ? all.findIndex((node) => node.id === from) : -1;
      const next = index < 0 ? undefined : all[index + (event.shiftKey ? -1 : 1)];
      if (next) {
        event.preventDefault();
        focusModule(next.id);
      }
      return;
    }
    // A field of the drawer keeps its own undo.
    if (!(event.ctrlKey || event.metaKey) || (event.target as HTMLElement).closest('input, textarea')) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) {
      event.preventDefault();
      restore('past');
    } else if (key === 'y' || (key === 'z' && event.shiftKey)) {
      event.preventDefault();
      restore('future');
    }
  };

  const notRun = t('runs.results.none');
  const selectedRun = selected ? runStates.get(selected.id) : undefined;
  const menuEntries: MenuEntry[] = [
    {
      id: 'delete',
      text: t('canvas.menu.delete'),
      disabled: !selected,
      onSelect: () => selected && remove(selected.id),
    },
    {
      id: 'copy',
      text: t('canvas.menu.copy'),
      disabled: !selected,
      onSelect: () => selected && setClipboard(structuredClone(selected.data.module)),
    },
    {
      id: 'cut',
      text: t('canvas.menu.cut'),
      disabled: !selected,
      onSelect: () => {
        if (!selected) return;
        setClipboard(structuredClone(selected.data.module));
        remove(selected.id);
      },
    },
    {
      id: 'paste',
      text: t('canvas.menu.paste'),
      disabled: !clipboard,
      onSelect: () => {
        if (!clipboard || !menu) return;
        place(cloneModule(clipboard), menu.flow);
        setClipboard(undefined);
      },
    },
    {
      id: 'run',
      text: t('canvas.menu.run'),
      disabled: !selected || busy || projectRun.running,
      onSelect: () => selected && void run(() => execute({ moduleId: selected.id })),
    },
    {
      id: 'run-from',
      text: t('runs.runFromHere'),
      disabled: !selected || busy || projectRun.running,
      onSelect: () => selected && void run(() => execute({ fromModuleId: selected.id })),
    },
    ...(selected?.data.module.moduleType.code === MODULE_TYPE.algorithm
      ? [
          {
            id: 'sweep',
            text: t('runs.sweep.action'),
            disabled: busy || projectRun.running,
            onSelect: () => setSweeping(selected.data.module),
          },
        ]
      : []),
    ...(selected
      ? portsOf(selected.data.module).outputs.flatMap((port) => [
          {
            id: `view-${port.name}`,
            text: `${t('canvas.menu.result', { port: port.name })} · ${t('canvas.menu.view')}`,
            // The drawer of the selected module shows its result, with the preview and save of each output.
            disabled: selectedRun?.status !== 'SUCCEEDED',
            disabledReason: notRun,
          },
          {
            id: `save-${port.name}`,
            text: `${t('canvas.menu.result', { port: port.name })} · ${t('canvas.menu.saveResult')}`,
            disabled: selectedRun?.status !== 'SUCCEEDED',
            disabledReason: notRun,
          },
        ])
      : []),
  ];

  const known = Object.fromEntries(
    modules
      .filter((module) => module.moduleType.code === MODULE_TYPE.dataset && module.objectId)
      .map((module) => [module.id, props.datasetColumns[module.objectId!] ?? []]),
  );
  const arriving = selected ? (arrivingColumns(modules, links, known)[selected.id] ?? []) : [];

  return (
    <SpaceBetween size="s">
      <SpaceBetween size="xs" direction="horizontal">
        <Button variant="primary" data-testid="canvas-save" loading={busy} onClick={() => void run(save)}>
          {t('canvas.action.save')}
        </Button>
        <Button data-testid="canvas-check" disabled={busy} onClick={() => void run(check)}>
          {t('canvas.action.check')}
        </Button>
        <Button
          data-testid="canvas-run"
          disabled={busy}
          loading={projectRun.running}
          onClick={() => void run(() => execute())}
        >
          {t('canvas.action.run')}
        </Button>
        <Button data-testid="canvas-undo" disabled={history.past.length === 0} onClick={() => restore('past')}>
          {t('canvas.action.undo')}
        </Button>
        <Button data-testid="canvas-redo" disabled={history.future.length === 0} onClick={() => restore('future')}>
          {t('canvas.action.redo')}
        </Button>
        <Button data-testid="canvas-back" onClick={() => void navigate(PROJECT_LIST_PATH)}>
          {t('canvas.action.back')}
        </Button>
      </SpaceBetween>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <div style={{ width: 240, flex: 'none' }}>
          <Palette content={props.palette} onAdd={(item) => void add(item)} />
        </div>
        <div
          ref={box}
          role="region"
          aria-label={t('canvas.canvas.label')}
          data-testid="canvas"
          onKeyDown={onKeyDown}
          style={{ position: 'relative', flex: 1, minWidth: 0, height: 700, border: '1px solid #c6c6cd' }}
        >
          <RunStateContext.Provider value={runStates}>
            <ReactFlow<ModuleNode>
              nodes={nodes}
              edges={edges}
              nodeTypes={nodeTypes}
              onNodesChange={onNodesChange}
              onEdgesChange={onEdgesChange}
              onConnect={onConnect}
              onBeforeDelete={onBeforeDelete}
              onNodeDragStart={record}
              onDrop={onDrop}
              onDragOver={onDragOver}
              onNodeContextMenu={onNodeContextMenu}
              onPaneContextMenu={onPaneContextMenu}
              onPaneClick={closeMenu}
              deleteKeyCode={DELETE_KEYS}
              snapToGrid
              snapGrid={SNAP_GRID}
              translateExtent={TRANSLATE_EXTENT}
              defaultViewport={DEFAULT_VIEWPORT}
              proOptions={PRO_OPTIONS}
              // Only the boxes and links in view are in the DOM (a project holds up to 1,000 modules); Tab from a box
              // moves to the next module and pans to it (`focusModule`), so the keyboard still reaches every one.
              onlyRenderVisibleElements
            >
              <Background variant={BackgroundVariant.Dots} gap={GRID} />
              <Controls showInteractive={false} />
            </ReactFlow>
          </RunStateContext.Provider>
          {refusal ? (
            <div
              // At the canvas's foot, clear of the modules and their ports: the next link can be drawn while it shows.
              style={{
                position: 'absolute',
                bottom: 16,
                left: '50%',
                transform: 'translateX(-50%)',
                zIndex: 5,
                pointerEvents: 'none',
              }}
            >
              <Alert type="error" data-testid="cannot-connect" header={t('canvas.cannotConnect')}>
                {refusal}
              </Alert>
            </div>
          ) : null}
          {selected ? (
            <div style={{ position: 'absolute', top: 0, right: 0, bottom: 0, overflowY: 'auto', zIndex: 6 }}>
              <ModuleDrawer
                module={selected.data.module}
                datasetColumns={
                  selected.data.module.moduleType.code === MODULE_TYPE.dataset
                    ? (props.datasetColumns[selected.data.module.objectId ?? ''] ?? [])
                    : undefined
                }
                arriving={arriving}
                onParameterChange={setParameter}
                onSweep={busy || projectRun.running ? undefined : () => setSweeping(selected.data.module)}
                onClose={() => setNodes((all) => selectOnly(all, undefined))}
              />
              <div style={{ width: DRAWER_WIDTH }}>
                {projectRun.run?.sweep?.moduleId === selected.id ? (
                  <Container>
                    <SweepResults run={projectRun.run} />
                  </Container>
                ) : (
                  <RunResults projectId={props.projectId} run={projectRun.run} moduleId={selected.id} />
                )}
              </div>
            </div>
          ) : null}
          {sweeping ? (
            <SweepModal
              projectId={props.projectId}
              module={sweeping}
              start={sweep}
              onClose={() => setSweeping(undefined)}
            />
          ) : null}
          {menu ? <ContextMenu x={menu.x} y={menu.y} entries={menuEntries} onClose={() => setMenu(undefined)} /> : null}
        </div>
      </div>
      <ExpandableSection headerText={t('runs.history.title')} data-testid="run-history-section">
        <RunHistory projectId={props.projectId} refreshKey={`${projectRun.run?.runId}:${projectRun.run?.status}`} />
      </ExpandableSection>
    </SpaceBetween>
  );
}
