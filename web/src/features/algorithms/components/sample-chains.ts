/**
 * The sample chains a big-data project can start from (`/algorithm/projectPoc`): system datasets through system
 * algorithms, each step with the settings that matter. Text until the project canvas lands; each chain is the
 * one the algorithm module tests run (docs/algorithms.md "System algorithms").
 */
export interface SampleChain {
  readonly id: string;
  readonly name: { readonly cn: string; readonly en: string };
  /** The system dataset it starts from (`system-…`), or none: the reader uploads one. */
  readonly datasetId?: string;
  /** The modules in order: a system algorithm and the settings a step needs beyond the defaults. */
  readonly steps: readonly { readonly algorithmId: string; readonly settings: string }[];
}

export const SAMPLE_CHAINS: readonly SampleChain[] = [
  {
    id: 'iris-classification',
    name: { cn: '鸢尾花分类', en: 'Iris classification' },
    datasetId: 'system-iris',
    steps: [
      { algorithmId: 'sys-train-test-split', settings: 'ratio 0.7, stratify species, seed 42' },
      { algorithmId: 'sys-decision-tree', settings: 'label species' },
      { algorithmId: 'sys-evaluate', settings: 'model ← decision tree, dataset ← test' },
    ],
  },
  {
    id: 'penguin-species',
    name: { cn: '企鹅物种识别', en: 'Penguin species' },
    datasetId: 'system-penguins',
    steps: [
      { algorithmId: 'sys-fill-missing', settings: 'strategy drop' },
      { algorithmId: 'sys-standardize', settings: '' },
      { algorithmId: 'sys-train-test-split', settings: 'ratio 0.7, stratify Species' },
      { algorithmId: 'sys-knn', settings: 'label Species, k 5' },
      { algorithmId: 'sys-evaluate', settings: 'model ← KNN, dataset ← test' },
    ],
  },
  {
    id: 'iris-clusters',
    name: { cn: '鸢尾花聚类', en: 'Iris clusters' },
    datasetId: 'system-iris',
    steps: [
      { algorithmId: 'sys-k-means', settings: 'k 3' },
      { algorithmId: 'sys-evaluate', settings: 'model ← k-means, dataset ← iris' },
    ],
  },
  {
    id: 'own-regression',
    name: { cn: '自有数据回归', en: 'Regression on your own data' },
    steps: [
      { algorithmId: 'sys-fill-missing', settings: 'strategy mean' },
      { algorithmId: 'sys-linear-regression', settings: 'label: the number to predict' },
      { algorithmId: 'sys-evaluate', settings: 'R², RMSE, MAE' },
      { algorithmId: 'sys-predict', settings: 'predictionColumn prediction' },
    ],
  },
];
