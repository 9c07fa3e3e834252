import { describe, expect, it } from 'vitest';
import { StructuredLogger, type LogLevel } from '../../../../functions/lib/logger.js';

/** A logger whose lines are kept, parsed, instead of written. */
function capture(level: string | undefined) {
  const lines: { level: LogLevel; record: Record<string, unknown> }[] = [];
  const logger = new StructuredLogger('sia-test', level, (lineLevel, line) =>
    lines.push({ level: lineLevel, record: JSON.parse(line) as Record<string, unknown> }),
  );
  return { logger, lines };
}

describe('the structured logger', () => {
  it('writes one JSON record per call with level, message, timestamp, service and the attributes', () => {
    const { logger, lines } = capture('DEBUG');
    logger.info('Stored telemetry', { equipmentId: 'e-1', nodes: 3 });
    expect(lines).toHaveLength(1);
    expect(lines[0].level).toBe('INFO');
    expect(lines[0].record).toMatchObject({
      level: 'INFO',
      message: 'Stored telemetry',
      service: 'sia-test',
      equipmentId: 'e-1',
      nodes: 3,
    });
    expect(new Date(lines[0].record.timestamp as string).getTime()).not.toBeNaN();
  });

  it('drops records below the configured level and everything when SILENT', () => {
    const warnOnly = capture('warn');
    warnOnly.logger.debug('d');
    warnOnly.logger.info('i');
    warnOnly.logger.warn('w');
    warnOnly.logger.error('e');
    expect(warnOnly.lines.map((line) => line.record.message)).toEqual(['w', 'e']);

    const silent = capture('SILENT');
    silent.logger.error('e');
    expect(silent.lines).toEqual([]);
  });

  it('treats a missing or unknown level as INFO', () => {
    for (const level of [undefined, 'LOUD']) {
      const { logger, lines } = capture(level);
      logger.debug('hidden');
      logger.info('shown');
      expect(lines.map((line) => line.record.message)).toEqual(['shown']);
    }
  });

  it('keeps an error readable: name, message, stack, code and cause', () => {
    const { logger, lines } = capture('INFO');
    const cause = new Error('socket hang up');
    const error = Object.assign(new Error('Transaction cancelled', { cause }), {
      name: 'TransactionCanceledException',
      code: 'X',
    });
    logger.error('Request failed', { error });
    const logged = lines[0].record.error as Record<string, unknown>;
    expect(logged).toMatchObject({ name: 'TransactionCanceledException', message: 'Transaction cancelled', code: 'X' });
    expect(logged.stack).toContain('Transaction cancelled');
    expect(logged.cause).toMatchObject({ message: 'socket hang up' });
  });

  it('writes a record with a repeated reference or a bigint instead of throwing', () => {
    const { logger, lines } = capture('INFO');
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    logger.warn('odd attributes', { loop, big: 10n });
    expect(lines[0].record).toMatchObject({ loop: { name: 'loop', self: '[Circular]' }, big: '10' });
  });

  it('stamps records with the invocation, and only the first invocation is a cold start', () => {
    const { logger, lines } = capture('INFO');
    logger.addContext({ functionName: 'sia-dev-api-user', awsRequestId: 'r-1' });
    logger.info('first');
    logger.addContext({ functionName: 'sia-dev-api-user', awsRequestId: 'r-2' });
    logger.info('second');
    expect(lines.map((line) => [line.record.function_request_id, line.record.cold_start])).toEqual([
      ['r-1', true],
      ['r-2', false],
    ]);
    expect(lines[0].record.function_name).toBe('sia-dev-api-user');
  });
});
