/**
 * Metrics the functions emit for operator alarms (CloudWatch embedded metric format, `functions/lib/metrics.ts`) and
 * the catalogue's alarms watch (`metricAlarms` in `infra/definitions/function-catalogue.ts`): one namespace, each
 * metric per function (dimension `FunctionName`).
 */
export const OPERATOR_METRICS_NAMESPACE = 'SIA/Operations';

/** The dimension of every operator metric: the Lambda function's name (`sia-{stage}-{id}`). */
export const OPERATOR_METRIC_DIMENSION = 'FunctionName';

/** Metric names. */
export const OPERATOR_METRICS = {
  /** Accounts whose ledger does not sum to their balance (the account reconciliation, docs/money.md). */
  accountMismatches: 'AccountLedgerMismatches',
  /** Administrative writes whose audit entry could not be written (the request still answered; docs/operations.md). */
  auditWriteFailures: 'AuditWriteFailures',
} as const;
