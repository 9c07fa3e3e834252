import { describe, expect, it } from 'vitest';
import { gatewayQuotaReached, pushRuleQuotaReached } from '../../../shared/constants/platform-quotas.js';
import { cnMessages, formatMessage } from '../../../web/src/i18n/messages.js';
import { localisedRefusal } from '../../../web/src/session/server-refusals.js';

const inChinese = (message: string) => {
  const refusal = localisedRefusal(message);
  return refusal && formatMessage(cnMessages, refusal.key, refusal.values);
};

describe('server refusals in the console', () => {
  it('shows the access refusals of the server in Chinese', () => {
    expect(inChinese('Platform administrators only')).toBe('仅平台管理员可用');
    expect(inChinese('Platform auditors only')).toBe('仅平台审核员可用');
    expect(inChinese('Members of this enterprise only')).toBe('仅限本企业成员');
    expect(inChinese('Your current role does not grant role-list:view in this enterprise')).toBe(
      '您当前的角色在该企业中没有此权限（role-list:view）',
    );
  });

  it("shows a quota's refusal in Chinese with the server's quota", () => {
    expect(inChinese(gatewayQuotaReached(10000).en)).toBe(gatewayQuotaReached(10000).cn);
    expect(inChinese(pushRuleQuotaReached(100).en)).toBe(pushRuleQuotaReached(100).cn);
    expect(localisedRefusal(`${gatewayQuotaReached(10000).en}!`)).toBeUndefined();
  });

  it('leaves any other message as the server worded it', () => {
    expect(localisedRefusal('The department name is taken')).toBeUndefined();
    expect(localisedRefusal(undefined)).toBeUndefined();
  });
});
