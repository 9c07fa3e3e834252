import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { withoutKeys } from '../../../lib/data/paging.js';
import { bigdataKeys } from './keys.js';

/**
 * What a module's output was made from (docs/bigdata.md "The step cache"): the hashes of the algorithm (id and
 * version), of its validated parameters and of its inputs' contents (their ETags). `key` hashes all three.
 */
export interface StepFingerprint {
  readonly key: string;
  readonly algorithm: string;
  readonly parameters: string;
  readonly inputs: string;
}

/** A module's cached output: the fingerprint, the run that made it and its module contract result. */
export interface StepCacheEntry extends StepFingerprint {
  readonly projectId: string;
  readonly moduleId: string;
  readonly runId: string;
  readonly result: Record<string, unknown>;
  readonly at: number;
}

/** The cached output of a project's module, or undefined before its first successful run. */
export async function getStepCacheEntry(projectId: string, moduleId: string): Promise<StepCacheEntry | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: bigdataKeys.stepCache(projectId, moduleId) }),
  );
  return result.Item ? (withoutKeys(result.Item) as unknown as StepCacheEntry) : undefined;
}

/** Keeps a module's latest output as its cache entry (the last successful run wins; older outputs stay in S3). */
export async function putStepCacheEntry(entry: StepCacheEntry): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...bigdataKeys.stepCache(entry.projectId, entry.moduleId), entity: 'stepCache', ...entry },
    }),
  );
}
