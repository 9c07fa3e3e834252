import { describe, expect, it } from 'vitest';
import { isAdministrative } from '../../../../../functions/lib/http/audit-hook.js';

describe('which writes the audit log records', () => {
  it('takes writes guarded by a privilege, the platform administrators or the auditors, never reads nor own writes', () => {
    expect(isAdministrative({ method: 'POST', access: { privilege: 'role-list:add' } })).toBe(true);
    expect(isAdministrative({ method: 'PUT', access: 'platform-admin' })).toBe(true);
    expect(isAdministrative({ method: 'DELETE', access: 'auditor' })).toBe(true);
    expect(isAdministrative({ method: 'GET', access: { privilege: 'role-list:view' } })).toBe(false);
    expect(isAdministrative({ method: 'PUT', access: 'authenticated' })).toBe(false);
    expect(isAdministrative({ method: 'PUT', access: { self: 'path.id' } })).toBe(false);
    expect(isAdministrative({ method: 'POST', access: { member: 'current' } })).toBe(false);
  });
});
