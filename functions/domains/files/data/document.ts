import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { batchGetItems } from '../../../lib/data/batch.js';
import { fileKeys } from './keys.js';

/** An uploaded document (`DOC#{name}` / `#META`): who uploaded it, what and how big (declared, signed into the PUT). */
export interface DocumentRecord {
  readonly name: string;
  readonly fileName: string;
  readonly ownerId: string;
  readonly contentType: string;
  readonly size: number;
  /** Epoch milliseconds of the upload ticket. */
  readonly createdAt: number;
}

/** Records a new document; its name is freshly generated, so an existing record is a bug and fails loudly. */
export async function putDocumentRecord(options: { document: DocumentRecord }): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...fileKeys.document(options.document.name), entity: 'document', ...options.document },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Several document records by name (BatchGet); missing names are left out. */
export function getDocumentRecords(names: readonly string[]): Promise<DocumentRecord[]> {
  return batchGetItems<DocumentRecord>([...new Set(names)].map((name) => fileKeys.document(name)));
}
