import { describe, expect, it } from 'vitest';
import { auditedPart, MAX_AUDITED_CHARS, REDACTED } from '../../../../../functions/domains/audit/redact.js';

describe("an audit entry's request and records", () => {
  it('hide passwords, tokens and codes at any depth, and keep the codes that name records', () => {
    expect(
      auditedPart({
        username: 'li.lei',
        password: 'secret-1',
        newPassword: 'secret-2',
        smsCode: '12345',
        code: 'ROLE_X',
        roleCode: 'ADMIN',
        profile: { accessToken: 'abc', refreshToken: 'def', apiKey: 'k', items: [{ privateKey: 'pem', name: 'n' }] },
      }),
    ).toEqual({
      username: 'li.lei',
      password: REDACTED,
      newPassword: REDACTED,
      smsCode: REDACTED,
      code: 'ROLE_X',
      roleCode: 'ADMIN',
      profile: {
        accessToken: REDACTED,
        refreshToken: REDACTED,
        apiKey: REDACTED,
        items: [{ privateKey: REDACTED, name: 'n' }],
      },
    });
  });

  it("leave out a stored record's table keys and keep a note of the size of a part too large to keep", () => {
    expect(auditedPart({ pk: 'ROLE#1', sk: '#META', gsi1pk: 'x', id: '1', name: 'r' })).toEqual({ id: '1', name: 'r' });
    const large = { text: 'x'.repeat(MAX_AUDITED_CHARS) };
    expect(auditedPart(large)).toEqual({ truncated: true, characters: JSON.stringify(large).length });
    expect(auditedPart(undefined)).toBeUndefined();
  });
});
