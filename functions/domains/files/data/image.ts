import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { writeOrThrow } from '../../../lib/data/conditional-writes.js';
import { ForbiddenError, NotFoundError } from '../../../lib/errors.js';
import { writeTransaction, conditionCheck } from '../../../lib/data/transactions.js';
import { fileKeys } from './keys.js';
import { identityKeys } from '../../identity/index.js';

/** The record of an uploaded (or announced) image: who owns it and what it is. */
export interface ImageRecord {
  readonly name: string;
  readonly ownerId: string;
  readonly enterpriseId: string;
  readonly contentType: string;
  readonly size: number;
  /** Epoch milliseconds of the upload ticket. */
  readonly createdAt: number;
}

/** Records a new image; the name is freshly generated, so an existing record is a bug and fails loudly. */
export async function putImageRecord(options: { image: ImageRecord }): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...fileKeys.image(options.image.name), entity: 'image', ...options.image },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** Reads an image record, or undefined. */
export async function getImageRecord(options: { name: string }): Promise<ImageRecord | undefined> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName, Key: fileKeys.image(options.name) }));
  if (!result.Item) return undefined;
  const { pk, sk, entity, ...image } = result.Item;
  return image as ImageRecord;
}

/**
 * Sets the user's avatar to an image the user owns: one transaction that
 * checks the image record's owner and updates only the `avatar` attribute of
 * the profile item. 404 when the image has no record, 403 when it is someone else's.
 */
export async function setUserAvatar(options: { userId: string; name: string }): Promise<void> {
  try {
    await writeTransaction([
      conditionCheck(fileKeys.image(options.name), 'ownerId = :owner', { ':owner': options.userId }),
      {
        Update: {
          TableName: tableName,
          Key: identityKeys.user(options.userId),
          UpdateExpression: 'SET avatar = :name, updatedAt = :now',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':name': options.name, ':now': Date.now() },
        },
      },
    ]);
  } catch (error) {
    if ((error as { name?: string }).name !== 'TransactionCanceledException') throw error;
    const image = await getImageRecord({ name: options.name });
    if (!image) throw new NotFoundError(`No image named ${options.name}`);
    if (image.ownerId !== options.userId) throw new ForbiddenError('You can only use your own images as avatar');
    throw new NotFoundError('Unknown user');
  }
}

/** Resets the user's avatar to the default image (removes the attribute of the profile item). */
export async function clearUserAvatar(options: { userId: string }): Promise<void> {
  await writeOrThrow(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: identityKeys.user(options.userId),
        UpdateExpression: 'REMOVE avatar SET updatedAt = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':now': Date.now() },
      }),
    ),
    () => new NotFoundError('Unknown user'),
  );
}
