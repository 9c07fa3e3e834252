import Box from '@cloudscape-design/components/box';
import CopyToClipboard, { type CopyToClipboardProps } from '@cloudscape-design/components/copy-to-clipboard';
import { useI18n, type I18nValue } from '@/i18n/i18n-context.js';

/** What {@link CopyableId} shows and copies. */
export interface CopyableIdProps {
  /** The id, copied as it is. */
  id: string;
  /** What the id is (网关 GUID, …), for the copy button's label and its message; 编号 / ID when not given. */
  label?: string;
  /** The `data-testid` of the wrapper. */
  testId?: string;
}

/**
 * The copy button's texts for an id, in the console's language: "复制网关 GUID" / "Copy Gateway GUID", and what the
 * popover says after the copy (or when the browser refused it).
 */
export function copyTexts(
  t: I18nValue['t'],
  label: string | undefined,
): Pick<CopyToClipboardProps, 'copyButtonAriaLabel' | 'copySuccessText' | 'copyErrorText'> {
  const name = label ?? t('app.id');
  return {
    copyButtonAriaLabel: t('app.copy', { label: name }),
    copySuccessText: t('app.copied', { label: name }),
    copyErrorText: t('app.copyFailed', { label: name }),
  };
}

/**
 * An id as the console shows it beside a record's name: secondary, monospace text with Cloudscape's inline
 * copy button, so a table's primary column can be the human name and the id stays one click from the clipboard
 * (docs/contributing.md "Tables and numbers").
 */
export function CopyableId(props: CopyableIdProps) {
  const { t } = useI18n();
  return (
    <span data-testid={props.testId} data-id={props.id}>
      <CopyToClipboard
        variant="inline"
        textToCopy={props.id}
        textToDisplay={
          <Box variant="code" color="text-body-secondary" fontSize="body-s">
            {props.id}
          </Box>
        }
        popoverRenderWithPortal
        {...copyTexts(t, props.label)}
      />
    </span>
  );
}
