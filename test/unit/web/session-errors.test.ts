import { describe, expect, it } from 'vitest';
import { cnMessages, formatMessage } from '../../../web/src/i18n/messages.js';
import { ApiError } from '../../../web/src/api/http-client.js';
import { loginErrorCodeOf } from '../../../web/src/session/context-loader.js';
import { expiredReasonKey, expiresSession, loginErrorKey, LOGIN_ERROR_CODES } from '../../../web/src/session/errors.js';

const reasonText = (reason: string | undefined) => formatMessage(cnMessages, expiredReasonKey(reason));

describe('expired-session reason', () => {
  it('gives the spec texts for login timeout, query TGT failed and ip changed', () => {
    expect(reasonText('login timeout')).toBe('会话已过期，请重新登录');
    expect(reasonText('Query TGT failed')).toBe('TGT已失效，请重新登录');
    expect(reasonText('error/query_TGT_failed')).toBe('TGT已失效，请重新登录');
    expect(reasonText('Ip changed')).toBe('IP地址已切换，请重新登录');
    expect(reasonText('error/ip_changed')).toBe('IP地址已切换，请重新登录');
  });

  it('gives the general text for anything else', () => {
    expect(reasonText('Unauthorized Token has been revoked')).toBe('您的登录状态已失效，请重新登录');
    expect(reasonText(undefined)).toBe('您的登录状态已失效，请重新登录');
  });
});

describe('login error codes', () => {
  it('records network and not-authenticated failures without ending the session; others end it', () => {
    expect(expiresSession('error/network')).toBe(false);
    expect(expiresSession('error/not_auth')).toBe(false);
    expect(expiresSession('error/fetch_enterprises_error')).toBe(true);
    expect(expiresSession('error/ip_changed')).toBe(true);
  });

  it('maps a failed step to its code, but network failures and 401 to their own codes', () => {
    expect(loginErrorCodeOf(new ApiError(500, {}, 'boom'), 'error/fetch_roles_error')).toBe('error/fetch_roles_error');
    expect(loginErrorCodeOf(new ApiError(0, {}, 'offline'), 'error/fetch_roles_error')).toBe('error/network');
    expect(loginErrorCodeOf(new ApiError(401, {}, 'no'), 'error/fetch_enterprises_error')).toBe('error/not_auth');
  });

  it('has a catalogue text for every code', () => {
    for (const code of LOGIN_ERROR_CODES) {
      expect(cnMessages[loginErrorKey(code)], code).toBeTruthy();
    }
  });
});
