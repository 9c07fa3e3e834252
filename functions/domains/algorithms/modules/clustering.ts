import { distance } from 'ml-distance';
import { kmeans } from 'ml-kmeans';
import { featureColumns, numericMatrix } from './table.js';
import type { StoredModel, SystemAlgorithm } from './types.js';

/** The index of the centroid nearest to each point. */
export function nearestCentroids(points: number[][], centroids: number[][]): number[] {
  return points.map((point) => {
    let best = 0;
    centroids.forEach((centroid, index) => {
      if (distance.squaredEuclidean(point, centroid) < distance.squaredEuclidean(point, centroids[best])) best = index;
    });
    return best;
  });
}

/** Inertia: the sum of squared distances of the points to their cluster's centroid. */
export function inertia(points: number[][], clusters: number[], centroids: number[][]): number {
  return points.reduce((total, point, i) => total + distance.squaredEuclidean(point, centroids[clusters[i]]), 0);
}

/**
 * Mean silhouette (Rousseeuw 1987) with Euclidean distances: no mljs package computes it, so the
 * definition is applied over ml-distance's distances. O(n²): fine for the datasets a module evaluates.
 */
export function silhouette(points: number[][], clusters: number[]): number {
  const k = Math.max(...clusters) + 1;
  const sizes = Array.from({ length: k }, (_, c) => clusters.filter((x) => x === c).length);
  const scores = points.map((point, i) => {
    const sums = new Array<number>(k).fill(0);
    points.forEach((other, j) => {
      if (i !== j) sums[clusters[j]] += distance.euclidean(point, other);
    });
    const own = clusters[i];
    if (sizes[own] <= 1) return 0;
    const a = sums[own] / (sizes[own] - 1);
    const b = Math.min(...sums.map((sum, c) => (c === own || sizes[c] === 0 ? Infinity : sum / sizes[c])));
    return b === Infinity ? 0 : (b - a) / Math.max(a, b);
  });
  return scores.reduce((total, s) => total + s, 0) / scores.length;
}

/** k-means (ml-kmeans, k-means++ start, seeded): writes the model and the rows with their cluster. */
export const kMeans: SystemAlgorithm = {
  id: 'sys-k-means',
  name: { cn: 'K 均值聚类', en: 'k-means' },
  category: 'clustering',
  description: 'K 均值聚类（k-means++ 初始化）/ k-means clustering with k-means++ initialisation',
  parameters: [
    { name: 'dataset', type: 'DATASET_IN', required: true, description: '输入数据集 / Input dataset' },
    { name: 'model', type: 'MODEL_OUT', description: '聚类模型（质心）/ Clustering model (centroids)' },
    { name: 'result', type: 'DATASET_OUT', description: '带 cluster 列的数据集 / Rows with their cluster' },
    {
      name: 'features',
      type: 'string',
      defaultValue: '',
      description: '特征列，空为全部数值列 / Feature columns; empty: every numeric column',
    },
    { name: 'k', type: 'integer', defaultValue: 3, min: 2, max: 100, description: '簇数 / Number of clusters' },
    {
      name: 'maxIterations',
      type: 'integer',
      defaultValue: 100,
      min: 1,
      max: 10000,
      description: '最大迭代次数 / Maximum iterations',
    },
    { name: 'seed', type: 'integer', defaultValue: 42, min: 0, max: 2147483647, description: '随机种子 / Random seed' },
  ],
  async run(ctx) {
    const table = await ctx.readDataset('dataset');
    const features = featureColumns(table, ctx.params.features);
    const points = numericMatrix(table, features);
    const k = Math.min(ctx.params.k as number, points.length);
    const result = kmeans(points, k, {
      seed: ctx.params.seed as number,
      maxIterations: ctx.params.maxIterations as number,
    });
    const stored: StoredModel = {
      algorithmId: 'sys-k-means',
      task: 'clustering',
      features,
      model: { centroids: result.centroids },
    };
    await ctx.writeModel('model', stored);
    await ctx.writeDataset('result', {
      columns: [...table.columns, 'cluster'],
      rows: table.rows.map((row, i) => ({ ...row, cluster: result.clusters[i] })),
    });
    const metrics = {
      inertia: inertia(points, result.clusters, result.centroids),
      silhouette: silhouette(points, result.clusters),
      iterations: result.iterations,
    };
    return { metrics, summary: `${k} clusters, silhouette ${metrics.silhouette.toFixed(3)}` };
  },
};
