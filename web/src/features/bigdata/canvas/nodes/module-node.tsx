import '../../messages/canvas-messages.js';
import { memo, useMemo } from 'react';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { portsOf, type PortKind } from '@shared/constants/project-graph.js';
import { useI18n } from '@/i18n/i18n-context.js';
import type { ChainModule } from '../../api/projects.js';
import { MODULE_HEIGHT, MODULE_WIDTH } from '../modules.js';
import { ModuleRunState, runStateText, useModuleRunState } from '../run-results.js';

/** What a module box shows: the module and its display state (info when saved or dropped, warning once edited). */
export type ModuleNodeData = { module: ChainModule; display: 'info' | 'warning' };
export type ModuleNode = Node<ModuleNodeData, 'module'>;

/** Port colours: datasets blue, models purple (the same in both themes' contrast range). */
const PORT_COLOUR: Record<PortKind, string> = { dataset: '#0972d3', model: '#7d3cc8' };

/** A port handle's style: spread evenly along the box's edge, in its kind's colour. */
const handleStyle = (index: number, count: number, kind: PortKind) => ({
  left: `${((index + 1) / (count + 1)) * 100}%`,
  width: 10,
  height: 10,
  background: PORT_COLOUR[kind],
});

/**
 * A module box (200×40): its name, its display state, its input ports above and its output ports below (a handle
 * per port, named by its parameter). A selected module's label is highlighted. Hovering shows its last result.
 * Memoised (xyflow passes new props objects only to the nodes that changed), and its ports worked out once per
 * module: a canvas of 1,000 modules re-renders only the boxes a change touches.
 */
export const ModuleNodeView = memo(function ModuleNodeView({ data, selected }: NodeProps<ModuleNode>) {
  const { t } = useI18n();
  const { inputs, outputs } = useMemo(() => portsOf(data.module), [data.module]);
  const label = data.module.name ?? data.module.id;
  // The latest run's state once the project has run (project runs, docs/bigdata.md "Live states").
  const run = useModuleRunState(data.module.id);
  return (
    <div
      data-testid={`module-${label}`}
      data-run-status={run?.status}
      title={`${label} — ${run ? runStateText(run, t) : t('canvas.state.notRun')}`}
      style={{
        width: MODULE_WIDTH,
        height: MODULE_HEIGHT,
        boxSizing: 'border-box',
        display: 'flex',
        alignItems: 'center',
        gap: 6,
        padding: '0 8px',
        borderRadius: 6,
        background: '#ffffff',
        border: `${selected ? 2 : 1}px solid ${selected ? '#0972d3' : '#8c8c94'}`,
      }}
    >
      {inputs.map((port, index) => (
        <Handle
          key={`in-${port.name}`}
          id={port.name}
          type="target"
          position={Position.Top}
          title={`${port.name} (${t(`canvas.port.${port.kind}`)})`}
          data-testid={`port-in-${label}-${port.name}`}
          style={handleStyle(index, inputs.length, port.kind)}
        />
      ))}
      {run && data.display !== 'warning' ? (
        <ModuleRunState module={run} />
      ) : (
        <StatusIndicator
          type={data.display === 'warning' ? 'warning' : 'info'}
          iconAriaLabel={t(`canvas.state.${data.display}`)}
        />
      )}
      <span
        style={{
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          fontWeight: selected ? 700 : 400,
          color: selected ? '#0972d3' : '#000716',
        }}
      >
        {label}
      </span>
      {outputs.map((port, index) => (
        <Handle
          key={`out-${port.name}`}
          id={port.name}
          type="source"
          position={Position.Bottom}
          title={`${port.name} (${t(`canvas.port.${port.kind}`)})`}
          data-testid={`port-out-${label}-${port.name}`}
          style={handleStyle(index, outputs.length, port.kind)}
        />
      ))}
    </div>
  );
});
