import '../messages/canvas-messages.js';
import { useState, type DragEvent } from 'react';
import Box from '@cloudscape-design/components/box';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useI18n } from '@/i18n/i18n-context.js';
import type { AlgorithmTreeNode } from '../api/projects.js';
import type { PaletteItem } from './modules.js';

/** The drag payload's media type: a palette item as JSON. */
export const PALETTE_MEDIA_TYPE = 'application/x-sia-palette';

/** What the palette lists, loaded by the page. */
export interface PaletteContent {
  readonly datasets: { readonly mine: PaletteItem[]; readonly system: PaletteItem[] };
  readonly models: { readonly mine: PaletteItem[]; readonly system: PaletteItem[] };
  readonly algorithms: readonly AlgorithmTreeNode[];
}

const matches = (name: string, search: string) => name.toLowerCase().includes(search.toLowerCase());

/**
 * One palette entry: dragged onto the canvas it drops there; clicked (or Enter) it is added at the next grid
 * position, so the keyboard reaches every component too.
 */
function Entry(props: { item: PaletteItem; onAdd: (item: PaletteItem) => void }) {
  const { t } = useI18n();
  const start = (event: DragEvent) => {
    event.dataTransfer.setData(PALETTE_MEDIA_TYPE, JSON.stringify(props.item));
    event.dataTransfer.effectAllowed = 'move';
  };
  return (
    <button
      type="button"
      draggable
      onDragStart={start}
      onClick={() => props.onAdd(props.item)}
      aria-label={t('canvas.palette.add', { name: props.item.name })}
      data-testid={`palette-${props.item.kind}-${props.item.name}`}
      style={{
        display: 'block',
        width: '100%',
        textAlign: 'left',
        padding: '4px 8px',
        margin: '2px 0',
        border: '1px solid #c6c6cd',
        borderRadius: 4,
        background: '#ffffff',
        cursor: 'grab',
        font: 'inherit',
      }}
    >
      {props.item.name}
    </button>
  );
}

function List(props: { items: readonly PaletteItem[]; onAdd: (item: PaletteItem) => void }) {
  const { t } = useI18n();
  if (props.items.length === 0) return <Box color="text-status-inactive">{t('canvas.palette.none')}</Box>;
  return (
    <div>
      {props.items.map((item) => (
        <Entry key={`${item.kind}-${item.id}`} item={item} onAdd={props.onAdd} />
      ))}
    </div>
  );
}

/** The algorithm tree's categories, each holding its algorithms; empty categories are left out of a search. */
function AlgorithmTree(props: {
  nodes: readonly AlgorithmTreeNode[];
  search: string;
  onAdd: (item: PaletteItem) => void;
}) {
  const leaves = props.nodes
    .filter((node) => node.isAlgorithm && matches(node.label, props.search))
    .map((node): PaletteItem => ({ kind: 'algorithm', id: node.key, name: node.label }));
  const categories = props.nodes.filter((node) => !node.isAlgorithm);
  const hasMatch = (node: AlgorithmTreeNode): boolean =>
    node.isAlgorithm ? matches(node.label, props.search) : node.children.some(hasMatch);
  return (
    <SpaceBetween size="xxs">
      {leaves.length > 0 ? <List items={leaves} onAdd={props.onAdd} /> : null}
      {categories.filter(hasMatch).map((category) => (
        <ExpandableSection key={category.key} headerText={category.label} defaultExpanded>
          <AlgorithmTree nodes={category.children} search={props.search} onAdd={props.onAdd} />
        </ExpandableSection>
      ))}
    </SpaceBetween>
  );
}

/** The left palette: datasets (mine, system), the algorithm tree, trained models (mine, system), with a search. */
export function Palette(props: { content: PaletteContent; onAdd: (item: PaletteItem) => void }) {
  const { t } = useI18n();
  const [search, setSearch] = useState('');
  const filter = (items: readonly PaletteItem[]) => items.filter((item) => matches(item.name, search));
  const group = (mine: readonly PaletteItem[], system: readonly PaletteItem[]) => (
    <SpaceBetween size="xs">
      <ExpandableSection headerText={t('canvas.palette.mine')} defaultExpanded>
        <List items={filter(mine)} onAdd={props.onAdd} />
      </ExpandableSection>
      <ExpandableSection headerText={t('canvas.palette.system')} defaultExpanded>
        <List items={filter(system)} onAdd={props.onAdd} />
      </ExpandableSection>
    </SpaceBetween>
  );
  return (
    <nav aria-label={t('canvas.palette.label')} style={{ height: 700, overflowY: 'auto' }}>
      <SpaceBetween size="s">
        <TextFilter
          filteringText={search}
          filteringPlaceholder={t('canvas.palette.search')}
          filteringAriaLabel={t('canvas.palette.search')}
          onChange={({ detail }) => setSearch(detail.filteringText)}
        />
        <ExpandableSection headerText={t('canvas.palette.datasets')} defaultExpanded>
          {group(props.content.datasets.mine, props.content.datasets.system)}
        </ExpandableSection>
        <ExpandableSection headerText={t('canvas.palette.algorithms')} defaultExpanded>
          <AlgorithmTree nodes={props.content.algorithms} search={search} onAdd={props.onAdd} />
        </ExpandableSection>
        <ExpandableSection headerText={t('canvas.palette.models')} defaultExpanded>
          {group(props.content.models.mine, props.content.models.system)}
        </ExpandableSection>
      </SpaceBetween>
    </nav>
  );
}
