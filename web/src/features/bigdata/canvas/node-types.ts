import { ModuleNodeView } from './nodes/module-node.js';

/** The canvas's node kinds, at module scope so xyflow sees the same object on every render. */
export const nodeTypes = { module: ModuleNodeView };
