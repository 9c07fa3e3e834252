import ButtonDropdown, { type ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import { useI18n } from '@/i18n/i18n-context.js';

/** One action of a table row. */
export interface RowAction {
  /** The item's id, also its `data-testid` (Cloudscape puts the id there): `equipment-modify`, … */
  id: string;
  text: string;
  onClick: () => void;
  disabled?: boolean;
  /** Why it is disabled, shown on the item. */
  disabledReason?: string;
  /** Hidden (not only disabled) when false: an action the caller may never take. */
  shown?: boolean;
}

/** The dropdown's items: the shown actions in order, each with its disabled state and reason. */
export function rowActionItems(actions: readonly RowAction[]): ButtonDropdownProps.Item[] {
  return actions
    .filter((action) => action.shown !== false)
    .map(({ id, text, disabled, disabledReason }) => ({
      id,
      text,
      ...(disabled ? { disabled: true, ...(disabledReason ? { disabledReason } : {}) } : {}),
    }));
}

/** Runs the action the menu item `id` stands for, unless it is disabled or unknown. */
export function runRowAction(actions: readonly RowAction[], id: string): void {
  const action = actions.find((entry) => entry.id === id && entry.shown !== false);
  if (action && !action.disabled) action.onClick();
}

/**
 * A table row's actions as one "操作" / "Actions" dropdown instead of a row of buttons: a table whose rows have more
 * than two actions keeps its width (docs/contributing.md "Tables and numbers"). The menu opens over the page
 * (`expandToViewport`), so the table's overflow does not cut it. `name` is the row's record, read by screen readers
 * ("运维网关 的操作").
 */
export function RowActions(props: { name: string; actions: readonly RowAction[]; testId?: string }) {
  const { t } = useI18n();
  return (
    <ButtonDropdown
      data-testid={props.testId}
      items={rowActionItems(props.actions)}
      ariaLabel={t('app.rowActionsOf', { name: props.name })}
      expandToViewport
      onItemClick={({ detail }) => runRowAction(props.actions, detail.id)}
    >
      {t('app.rowActions')}
    </ButtonDropdown>
  );
}
