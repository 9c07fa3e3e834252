import { describe, expect, it } from 'vitest';
import { copyTexts } from '../../../web/src/components/copyable-id.js';
import { cnMessages, formatMessage, type MessageKey } from '../../../web/src/i18n/messages.js';
import { en } from '../../../web/src/i18n/messages-en.js';

const cnT = (key: MessageKey, values?: Readonly<Record<string, string | number>>) =>
  formatMessage(cnMessages, key, values);
const enT = (key: MessageKey, values?: Readonly<Record<string, string | number>>) => formatMessage(en, key, values);

describe('copyable id', () => {
  it('names the copy button and its messages after what the id is, in both languages', () => {
    expect(copyTexts(cnT, '网关 GUID')).toEqual({
      copyButtonAriaLabel: '复制网关 GUID',
      copySuccessText: '网关 GUID已复制',
      copyErrorText: '网关 GUID未能复制',
    });
    expect(copyTexts(enT, 'Gateway GUID')).toEqual({
      copyButtonAriaLabel: 'Copy Gateway GUID',
      copySuccessText: 'Gateway GUID copied',
      copyErrorText: 'Gateway GUID could not be copied',
    });
  });

  it('calls an id without a label an id', () => {
    expect(copyTexts(cnT, undefined).copyButtonAriaLabel).toBe('复制编号');
    expect(copyTexts(enT, undefined).copyButtonAriaLabel).toBe('Copy ID');
  });
});
