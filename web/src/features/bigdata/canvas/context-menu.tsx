import '../messages/canvas-messages.js';
import { useEffect, useRef } from 'react';
import { useI18n } from '@/i18n/i18n-context.js';

/** One entry of the right-click menu. */
export interface MenuEntry {
  readonly id: string;
  readonly text: string;
  readonly disabled?: boolean;
  /** Why it is disabled (the entry's tooltip). */
  readonly disabledReason?: string;
  readonly onSelect?: () => void;
}

/**
 * The canvas's right-click menu at the click point: a list of menu items, the first enabled one focused, Escape or a
 * click elsewhere closes it.
 */
export function ContextMenu(props: { x: number; y: number; entries: readonly MenuEntry[]; onClose: () => void }) {
  const { t } = useI18n();
  const ref = useRef<HTMLUListElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
    const close = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as globalThis.Node)) props.onClose();
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [props]);
  return (
    <ul
      ref={ref}
      role="menu"
      aria-label={t('canvas.menu.label')}
      data-testid="canvas-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape') props.onClose();
      }}
      style={{
        position: 'absolute',
        left: props.x,
        top: props.y,
        zIndex: 10,
        listStyle: 'none',
        margin: 0,
        padding: 4,
        minWidth: 160,
        background: '#ffffff',
        border: '1px solid #8c8c94',
        borderRadius: 6,
        boxShadow: '0 4px 12px rgba(0, 7, 22, 0.15)',
      }}
    >
      {props.entries.map((entry) => (
        <li key={entry.id} role="none">
          <button
            type="button"
            role="menuitem"
            data-testid={`canvas-menu-${entry.id}`}
            disabled={entry.disabled}
            title={entry.disabled ? entry.disabledReason : undefined}
            onClick={() => {
              entry.onSelect?.();
              props.onClose();
            }}
            style={{
              display: 'block',
              width: '100%',
              textAlign: 'left',
              padding: '6px 10px',
              border: 'none',
              background: 'none',
              font: 'inherit',
              color: entry.disabled ? '#5f6b7a' : '#000716',
              cursor: entry.disabled ? 'default' : 'pointer',
            }}
          >
            {entry.text}
          </button>
        </li>
      ))}
    </ul>
  );
}
