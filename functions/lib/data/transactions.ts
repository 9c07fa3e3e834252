import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../clients/dynamodb.js';
import { isConditionFailure } from './batch.js';

/**
 * TransactWrite plumbing every data module shares: the item type, the reasons
 * of a cancelled transaction (in the order of its items) and a runner that maps
 * a failed condition to the caller's error.
 */

/** One item of a TransactWrite (Put, Update, Delete or ConditionCheck). */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The cancellation reasons of a failed TransactWrite, in TransactItems order (empty for other errors). */
export function cancellationReasons(error: unknown): { Code?: string }[] {
  return (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
}

/** The cancellation reason codes of a failed TransactWrite, in TransactItems order. */
export function cancellationCodes(error: unknown): (string | undefined)[] {
  return cancellationReasons(error).map((r) => r.Code);
}

/** Sends one TransactWrite of `transactItems` (all or nothing); the caller maps its errors. */
export function writeTransaction(transactItems: TransactItem[]): Promise<unknown> {
  return documentClient.send(new TransactWriteCommand({ TransactItems: transactItems }));
}

/** How often a transaction cancelled by another one on the same item is sent again. */
const CONTENDED_RETRIES = 5;

/**
 * Sends one TransactWrite whose items other writers update at the same time (a subscriber set, an enterprise's
 * counts): DynamoDB cancels a transaction that meets another on an item (`TransactionConflict`) without applying
 * anything, so it is sent again after a short, growing pause. Any other failure goes to the caller.
 */
export async function writeContendedTransaction(transactItems: TransactItem[]): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await writeTransaction(transactItems);
      return;
    } catch (error) {
      if (attempt >= CONTENDED_RETRIES || !cancellationCodes(error).includes('TransactionConflict')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt * (1 + Math.random())));
    }
  }
}

/** A ConditionCheck item on the table: the transaction fails unless `expression` holds for the item at `key`. */
export function conditionCheck(
  key: Record<string, unknown>,
  expression: string,
  values?: Record<string, unknown>,
  names?: Record<string, string>,
): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName,
      Key: key,
      ConditionExpression: expression,
      ...(values ? { ExpressionAttributeValues: values } : {}),
      ...(names ? { ExpressionAttributeNames: names } : {}),
    },
  };
}

/**
 * Runs a TransactWrite; a failed condition is handed to `onConditionFailure` with the reason codes. `contended`:
 * other writers update one of its items at the same time (a counter), so it runs as `writeContendedTransaction`.
 */
export async function transact(
  transactItems: TransactItem[],
  onConditionFailure: (codes: (string | undefined)[]) => Error,
  options: { contended?: boolean } = {},
): Promise<void> {
  try {
    await (options.contended ? writeContendedTransaction(transactItems) : writeTransaction(transactItems));
  } catch (error) {
    if (isConditionFailure(error)) throw onConditionFailure(cancellationCodes(error));
    throw error;
  }
}
