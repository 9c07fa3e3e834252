import { inputCodeOf, outputCodeOf, OUTPUT_CODES, portsOf, type GraphLink } from '@shared/constants/project-graph.js';
import { Position } from '@xyflow/react';
import { MODULE_TYPE } from '@shared/schemas/pipeline.js';
import type { AlgorithmParameter, ChainModule } from '../api/projects.js';

/**
 * The canvas's modules as the chain runner takes them (docs/bigdata.md "Projects"), built from what the palette
 * offers, and the canvas's constants (spec: grid 10, module box 200×40, drawer 480, the cannot-connect message 3 s).
 */

export const GRID = 10;
export const MODULE_WIDTH = 200;
export const MODULE_HEIGHT = 40;
export const DRAWER_WIDTH = 480;
export const CANNOT_CONNECT_MS = 3000;
export const CANVAS_HEIGHT = 7000;

/** What the palette offers: a dataset, a trained model or an algorithm. */
export type PaletteItem =
  | { readonly kind: 'dataset'; readonly id: string; readonly name: string; readonly path: string }
  | { readonly kind: 'model'; readonly id: string; readonly name: string; readonly path: string }
  | { readonly kind: 'algorithm'; readonly id: string; readonly name: string };

/** A new module id, unique in the project. */
export const newModuleId = () => `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** A value snapped to the grid. */
export const snap = (value: number) => Math.round(value / GRID) * GRID;

/** The next grid position for a module added without a drop point (keyboard or click): rows of three. */
export const nextPosition = (count: number) => ({ x: 40 + (count % 3) * 250, y: 40 + Math.floor(count / 3) * 120 });

/** A dataset or model module: one output port, the stored object it reads in `parameters.path`. */
export function storedObjectModule(item: Extract<PaletteItem, { kind: 'dataset' | 'model' }>): ChainModule {
  const dataset = item.kind === 'dataset';
  return {
    id: newModuleId(),
    objectId: item.id,
    name: item.name,
    moduleType: { code: dataset ? MODULE_TYPE.dataset : MODULE_TYPE.model },
    inputParams: [],
    outputParams: [
      {
        name: dataset ? 'dataset' : 'model',
        type: { code: dataset ? OUTPUT_CODES.DATASET_OUT : OUTPUT_CODES.MODEL_OUT },
      },
    ],
    parameters: { path: item.path },
  };
}

/** An algorithm module: its declared parameters as input parameters (with their defaults) and output ports. */
export function algorithmModule(
  item: { id: string; name: string },
  declared: readonly AlgorithmParameter[],
): ChainModule {
  return {
    id: newModuleId(),
    objectId: item.id,
    name: item.name,
    moduleType: { code: MODULE_TYPE.algorithm },
    inputParams: declared.flatMap((parameter) => {
      const code = inputCodeOf(parameter.type);
      return code ? [{ name: parameter.name, type: { code }, value: parameter.value ?? parameter.defaultValue }] : [];
    }),
    outputParams: declared.flatMap((parameter) => {
      const code = outputCodeOf(parameter.type);
      return code ? [{ name: parameter.name, type: { code } }] : [];
    }),
    parameters: {},
  };
}

/** A module copied for a paste: a new id, the same settings. */
export const cloneModule = (module: ChainModule): ChainModule => ({
  ...structuredClone(module),
  id: newModuleId(),
});

/** The link an xyflow edge stands for (handles are port names). */
export const linkOf = (edge: {
  source: string;
  target: string;
  sourceHandle?: string | null;
  targetHandle?: string | null;
}): GraphLink => ({
  sourceId: edge.source,
  sourcePort: edge.sourceHandle ?? '',
  targetId: edge.target,
  targetPort: edge.targetHandle ?? '',
});

/** The id of the edge of a link (one link per input port, so the target end names it). */
export const edgeIdOf = (link: GraphLink) => `${link.sourceId}.${link.sourcePort}->${link.targetId}.${link.targetPort}`;

/** The size of a port handle as drawn (10 px and its 1 px border). */
const HANDLE_SIZE = 12;

/**
 * Where a module box's port handles lie, as xyflow would measure them (inputs spread along the top edge, outputs
 * along the bottom, each centred on the edge). Given on the node, they let xyflow place a box and its links without
 * rendering it first, so a canvas that renders only the boxes in view (`onlyRenderVisibleElements`) never mounts the
 * others just to measure them.
 */
export function moduleHandles(module: ChainModule) {
  const { inputs, outputs } = portsOf(module);
  const along = (ports: typeof inputs, type: 'source' | 'target') =>
    ports.map((port, index) => ({
      id: port.name,
      type,
      position: type === 'target' ? Position.Top : Position.Bottom,
      x: ((index + 1) / (ports.length + 1)) * MODULE_WIDTH - HANDLE_SIZE / 2,
      y: (type === 'target' ? 0 : MODULE_HEIGHT) - HANDLE_SIZE / 2,
      width: HANDLE_SIZE,
      height: HANDLE_SIZE,
    }));
  return [...along(inputs, 'target'), ...along(outputs, 'source')];
}
