/**
 * The figures the system algorithms reach on known public data sets, each proved by a named unit test
 * (`test/unit/functions/domains/algorithms/modules.test.ts`) and set beside the literature in docs/algorithms.md
 * "System algorithms". The `/algorithm/poc` catalogue shows them; a figure changes only with its test.
 */
export interface KnownResult {
  /** The system algorithm's id (`sys-…`), as the library seeds it. */
  readonly algorithmId: string;
  /** The data set and how it was used. */
  readonly dataset: { readonly cn: string; readonly en: string };
  readonly metric: 'accuracy' | 'silhouette' | 'r2';
  readonly value: number;
  /** The test that proves the figure: its file and name. */
  readonly source: string;
}

const MODULE_TESTS = 'test/unit/functions/domains/algorithms/modules.test.ts';
const IRIS = { cn: '鸢尾花（分层 70/30 划分，种子 42）', en: 'Iris (stratified 70/30 split, seed 42)' };
const irisClassifier = (algorithmId: string): KnownResult => ({
  algorithmId,
  dataset: IRIS,
  metric: 'accuracy',
  value: algorithmId === 'sys-knn' ? 0.956 : 0.933,
  source: `${MODULE_TESTS} › classifiers on iris (stratified 70/30 split, seed 42) › ${algorithmId} reaches ≥ 0.9 test accuracy, with per-class figures and a confusion matrix`,
});

/** Each system algorithm's figure on a known data set. */
export const KNOWN_RESULTS: readonly KnownResult[] = [
  irisClassifier('sys-decision-tree'),
  irisClassifier('sys-random-forest'),
  irisClassifier('sys-knn'),
  {
    algorithmId: 'sys-logistic-regression',
    dataset: { cn: '鸢尾花：变色鸢尾对维吉尼亚鸢尾', en: 'Iris: versicolor against virginica' },
    metric: 'accuracy',
    value: 0.933,
    source: `${MODULE_TESTS} › classifiers on iris (stratified 70/30 split, seed 42) › logistic regression separates versicolor from virginica with ≥ 0.9 test accuracy`,
  },
  {
    algorithmId: 'sys-k-means',
    dataset: { cn: '鸢尾花四个特征，k = 3', en: 'Iris, four features, k = 3' },
    metric: 'silhouette',
    value: 0.551,
    source: `${MODULE_TESTS} › k-means on iris (k = 3) reaches a silhouette of about 0.55 and evaluates the same model alike`,
  },
  {
    algorithmId: 'sys-linear-regression',
    dataset: { cn: '汽车：油耗对马力与车重（392 辆）', en: 'Cars: mpg on horsepower and weight (392 cars)' },
    metric: 'r2',
    value: 0.706,
    source: `${MODULE_TESTS} › linear regression of mpg on horsepower and weight (cars) reaches R² ≈ 0.706; predict applies the model`,
  },
  {
    algorithmId: 'sys-knn',
    dataset: { cn: '企鹅（标准化，分层 70/30）', en: 'Penguins (standardised, stratified 70/30)' },
    metric: 'accuracy',
    value: 0.99,
    source: `${MODULE_TESTS} › sys-knn tells penguin species apart with ≥ 0.95 test accuracy after dropping gaps and standardising`,
  },
  {
    algorithmId: 'sys-random-forest',
    dataset: { cn: '企鹅（标准化，分层 70/30）', en: 'Penguins (standardised, stratified 70/30)' },
    metric: 'accuracy',
    value: 0.971,
    source: `${MODULE_TESTS} › sys-random-forest tells penguin species apart with ≥ 0.95 test accuracy after dropping gaps and standardising`,
  },
];
