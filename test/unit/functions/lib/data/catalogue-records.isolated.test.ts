import { beforeEach, describe, expect, it, vi } from 'vitest';

const send = vi.fn();
vi.mock('../../../../../functions/lib/clients/dynamodb.js', () => ({
  documentClient: { send },
  tableName: 'test-table',
}));

const { catalogueRecords } = await import('../../../../../functions/lib/data/catalogue-records.js');
const { ConflictError, NotFoundError } = await import('../../../../../functions/lib/errors.js');

interface Thing {
  id: string;
  enterpriseId: string;
  name: string;
  useCount?: number;
}

const things = catalogueRecords<Thing>({
  entity: 'thing',
  nameKind: 'messageGroupName',
  what: 'thing',
  key: (enterpriseId, id) => ({ pk: `SCOPE#${enterpriseId}`, sk: `THING#${id}` }),
});

const first: Thing = { id: 't1', enterpriseId: 'e1', name: 'First' };
const second: Thing = { id: 't2', enterpriseId: 'e1', name: 'Second' };

/** A cancelled TransactWrite with one reason code per item. */
const cancelled = (...codes: string[]) =>
  Object.assign(new Error('cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

const sentInput = (call = 0) => send.mock.calls[call][0].input;

beforeEach(() => {
  send.mockReset().mockResolvedValue({});
});

describe('catalogue records', () => {
  it('keys an item by scope and id and tags it with the entity', () => {
    expect(things.item(first)).toEqual({ pk: 'SCOPE#e1', sk: 'THING#t1', entity: 'thing', ...first });
  });

  it('lists a scope by querying its partition for the entity sort-key prefix', async () => {
    send.mockResolvedValueOnce({ Items: [first] });
    expect(await things.list('e1')).toEqual([first]);
    expect(sentInput()).toMatchObject({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': 'SCOPE#e1', ':prefix': 'THING#' },
    });
  });

  it('creates the record and claims its per-scope name marker in one conditional transaction', async () => {
    await things.create(first);
    const items = sentInput().TransactItems;
    expect(items).toHaveLength(2);
    expect(items[0].Put).toMatchObject({
      Item: { pk: 'SCOPE#e1', sk: 'THING#t1', entity: 'thing', name: 'First' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(items[1].Put).toMatchObject({ Item: { kind: 'messageGroupName', ownerId: 't1' } });
    expect(items[1].Put.ConditionExpression).toBe('attribute_not_exists(pk)');
  });

  it('answers 409 on the name when the marker is taken', async () => {
    send.mockRejectedValueOnce(cancelled('None', 'ConditionalCheckFailed'));
    await expect(things.create(first)).rejects.toMatchObject({
      message: 'A thing with this name already exists here',
    });
  });

  it('renames by swapping the name marker in the same transaction as the update', async () => {
    await things.update(first, { set: { name: 'Renamed' } });
    const items = sentInput().TransactItems;
    expect(items.map((item: object) => Object.keys(item)[0])).toEqual(['Update', 'Delete', 'Put']);
    expect(items[0].Update.ConditionExpression).toBe('attribute_exists(pk)');
    expect(items[1].Delete.ExpressionAttributeValues).toEqual({ ':owner': 't1' });
  });

  it('deletes records with their markers, each record conditioned on existing', async () => {
    await things.remove([first, second], { goneMessage: 'A thing no longer exists' });
    const items = sentInput().TransactItems;
    expect(items).toHaveLength(4);
    expect(items[0].Delete).toEqual({
      TableName: 'test-table',
      Key: { pk: 'SCOPE#e1', sk: 'THING#t1' },
      ConditionExpression: 'attribute_exists(pk)',
    });
    expect(items[1].Delete).toMatchObject({
      ConditionExpression: 'attribute_not_exists(pk) OR ownerId = :owner',
      ExpressionAttributeValues: { ':owner': 't1' },
    });
  });

  it('adds the entity condition and extra items to the delete transaction', async () => {
    const extra = { ConditionCheck: { TableName: 'test-table', Key: { pk: 'x', sk: 'y' }, ConditionExpression: 'c' } };
    await things.remove([first], {
      goneMessage: 'gone',
      condition: (thing) => ({ expression: 'name = :name', values: { ':name': thing.name } }),
      extra: [extra],
    });
    const items = sentInput().TransactItems;
    expect(items[0].Delete).toMatchObject({
      ConditionExpression: 'attribute_exists(pk) AND name = :name',
      ExpressionAttributeValues: { ':name': 'First' },
    });
    expect(items[2]).toBe(extra);
  });

  it('answers 404 when a record to delete is gone', async () => {
    send.mockRejectedValueOnce(cancelled('None', 'None', 'ConditionalCheckFailed', 'None'));
    const deleting = things.remove([first, second], { goneMessage: 'A thing no longer exists' });
    await expect(deleting).rejects.toBeInstanceOf(NotFoundError);
    await expect(deleting).rejects.toThrow('A thing no longer exists');
  });

  it('refuses the delete of a record in use with the entity error naming those still there', async () => {
    send
      .mockRejectedValueOnce(cancelled('ConditionalCheckFailed', 'None', 'None', 'None'))
      .mockResolvedValueOnce({ Responses: { 'test-table': [{ ...things.item(first), useCount: 2 }] } });
    const deleting = things.remove([first, second], {
      goneMessage: 'gone',
      condition: () => ({ expression: 'useCount <= :zero', values: { ':zero': 0 } }),
      inUse: (stillThere) => new ConflictError(`In use: ${stillThere.map((thing) => thing.name).join(', ')}`),
    });
    await expect(deleting).rejects.toBeInstanceOf(ConflictError);
    await expect(deleting).rejects.toThrow('In use: First');
    expect(sentInput(1).RequestItems['test-table'].Keys).toEqual([{ pk: 'SCOPE#e1', sk: 'THING#t1' }]);
  });

  it('answers 404 instead of in use when the failed record is gone on the second look', async () => {
    send
      .mockRejectedValueOnce(cancelled('ConditionalCheckFailed', 'None'))
      .mockResolvedValueOnce({ Responses: { 'test-table': [] } });
    const deleting = things.remove([first], {
      goneMessage: 'A thing no longer exists',
      inUse: () => new ConflictError('in use'),
    });
    await expect(deleting).rejects.toThrow('A thing no longer exists');
  });

  it('passes on failures that are not failed conditions', async () => {
    const throttled = Object.assign(new Error('slow down'), { name: 'ThrottlingException' });
    send.mockRejectedValueOnce(throttled);
    await expect(things.remove([first], { goneMessage: 'gone' })).rejects.toBe(throttled);
  });
});
