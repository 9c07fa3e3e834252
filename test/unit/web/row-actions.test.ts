import { describe, expect, it, vi } from 'vitest';
import { rowActionItems, runRowAction, type RowAction } from '../../../web/src/components/row-actions.js';

const actions = (onClick: (id: string) => void): RowAction[] => [
  { id: 'edit', text: '修改', onClick: () => onClick('edit') },
  { id: 'stop', text: '停止', onClick: () => onClick('stop'), disabled: true, disabledReason: '网关已停止' },
  { id: 'delete', text: '删除', onClick: () => onClick('delete'), shown: false },
];

describe('row actions', () => {
  it('lists the shown actions in order, a disabled one with its reason', () => {
    expect(rowActionItems(actions(() => undefined))).toEqual([
      { id: 'edit', text: '修改' },
      { id: 'stop', text: '停止', disabled: true, disabledReason: '网关已停止' },
    ]);
  });

  it('runs the chosen action only when it is shown and enabled', () => {
    const clicked = vi.fn();
    for (const id of ['edit', 'stop', 'delete', 'unknown']) runRowAction(actions(clicked), id);
    expect(clicked.mock.calls).toEqual([['edit']]);
  });
});
