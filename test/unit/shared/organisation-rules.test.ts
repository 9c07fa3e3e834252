import { describe, expect, it } from 'vitest';
import { effectiveInvitationState, parseInvitationLines } from '../../../shared/constants/organisation-rules.js';

describe('parseInvitationLines', () => {
  it('reads name,email lines with an optional header, skipping blank lines and trimming quotes and spaces', () => {
    const { lines, errors } = parseInvitationLines(
      '\uFEFFname,email\r\n"张三" , zhang@example.com\n\n  Li Si,li@example.com  ',
    );
    expect(errors).toEqual([]);
    expect(lines).toEqual([
      { line: 2, name: '张三', email: 'zhang@example.com' },
      { line: 4, name: 'Li Si', email: 'li@example.com' },
    ]);
  });

  it('accepts a full-width comma as the separator', () => {
    expect(parseInvitationLines('王五，wang@example.com').lines).toEqual([
      { line: 1, name: '王五', email: 'wang@example.com' },
    ]);
  });

  it('reports every bad line with its number: columns, empty values, bad e-mail, long name, duplicates (any case)', () => {
    const { lines, errors } = parseInvitationLines(
      [
        'a,a@example.com',
        'only-one-cell',
        ',b@example.com',
        'c,',
        'd,not-mail',
        `${'x'.repeat(51)},e@example.com`,
        'f,A@EXAMPLE.COM',
      ].join('\n'),
    );
    expect(lines).toHaveLength(1);
    expect(errors).toEqual([
      { line: 2, problem: 'columns' },
      { line: 3, problem: 'emptyName' },
      { line: 4, problem: 'emptyEmail' },
      { line: 5, problem: 'email', email: 'not-mail' },
      { line: 6, problem: 'nameTooLong' },
      { line: 7, problem: 'duplicate', email: 'A@EXAMPLE.COM' },
    ]);
  });

  it('treats a header only on the first non-blank line', () => {
    expect(parseInvitationLines('a,a@example.com\nname,email').errors).toEqual([
      { line: 2, problem: 'email', email: 'email' },
    ]);
  });
});

describe('effectiveInvitationState', () => {
  const now = Date.parse('2026-06-01T00:00:00Z');
  it('shows a live invitation past its validity as TIMEOUT', () => {
    for (const state of ['PENDING_INVITE', 'PENDING_ACTIVATE', 'REINVITED'] as const) {
      expect(effectiveInvitationState({ state, validUntil: '2026-05-31T23:59:59Z' }, now)).toBe('TIMEOUT');
      expect(effectiveInvitationState({ state, validUntil: '2026-06-02T00:00:00Z' }, now)).toBe(state);
    }
  });

  it('keeps final states as stored', () => {
    for (const state of ['ACTIVATED', 'DISABLED', 'FAILED', 'EMAIL_FAIL'] as const) {
      expect(effectiveInvitationState({ state, validUntil: '2020-01-01T00:00:00Z' }, now)).toBe(state);
    }
  });
});
