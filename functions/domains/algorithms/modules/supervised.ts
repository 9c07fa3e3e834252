import { DecisionTreeClassifier } from 'ml-cart';
import KNN from 'ml-knn';
import LogisticRegression from 'ml-logistic-regression';
import { Matrix } from 'ml-matrix';
import { RandomForestClassifier } from 'ml-random-forest';
import MultivariateLinearRegression from 'ml-regression-multivariate-linear';
import type { AlgorithmParameter } from '../../../../shared/schemas/algorithm-modules.js';
import { featureColumns, labelValues, numericMatrix } from './table.js';
import { ModuleInputError, type StoredModel, type SystemAlgorithm } from './types.js';

/** The ports and columns every supervised trainer shares. */
const trainerParameters: AlgorithmParameter[] = [
  { name: 'dataset', type: 'DATASET_IN', required: true, description: '训练集 / Training set' },
  { name: 'model', type: 'MODEL_OUT', description: '训练得到的模型 / Trained model' },
  { name: 'label', type: 'string', required: true, description: '标签列 / Label column' },
  {
    name: 'features',
    type: 'string',
    defaultValue: '',
    description:
      '特征列，逗号分隔，空为除标签外的全部数值列 / Feature columns; empty: every numeric column but the label',
  },
];

/** Makes a numeric matrix the library predicts from, returning a value (regression) or a class index. */
type Predictor = (features: number[][]) => number[];

interface Family {
  readonly task: 'classification' | 'regression';
  /** Trains on the features and numeric labels (class indexes of a classifier) with the module's parameters. */
  train(x: number[][], y: number[], params: Record<string, unknown>): { toJSON(): object };
  load(model: object): Predictor;
}

/** Logistic regression has no intercept of its own: a constant column gives it one. */
const withBias = (x: number[][]) => x.map((row) => [...row, 1]);

const families: Record<string, Family> = {
  'sys-linear-regression': {
    task: 'regression',
    train: (x, y, params) =>
      new MultivariateLinearRegression(
        x,
        y.map((v) => [v]),
        { intercept: params.intercept !== false, statistics: false },
      ),
    load: (model) => {
      const regression = MultivariateLinearRegression.load(model as never);
      return (x) => (regression.predict(x) as number[][]).map((row) => row[0]);
    },
  },
  'sys-logistic-regression': {
    task: 'classification',
    train: (x, y, params) => {
      const classifier = new LogisticRegression({
        numSteps: params.numSteps as number,
        learningRate: params.learningRate as number,
      });
      classifier.train(new Matrix(withBias(x)), Matrix.columnVector(y));
      return classifier;
    },
    load: (model) => {
      const classifier = LogisticRegression.load(model);
      return (x) => classifier.predict(new Matrix(withBias(x)));
    },
  },
  'sys-decision-tree': {
    task: 'classification',
    train: (x, y, params) => {
      const tree = new DecisionTreeClassifier({
        gainFunction: 'gini',
        maxDepth: params.maxDepth as number,
        minNumSamples: params.minNumSamples as number,
      });
      tree.train(x, y);
      return tree;
    },
    load: (model) => {
      const tree = DecisionTreeClassifier.load(model);
      return (x) => tree.predict(x);
    },
  },
  'sys-random-forest': {
    task: 'classification',
    train: (x, y, params) => {
      const forest = new RandomForestClassifier({
        nEstimators: params.nEstimators as number,
        maxFeatures: params.maxFeatures as number,
        seed: params.seed as number,
        replacement: true,
        useSampleBagging: true,
        noOOB: true,
        treeOptions: { maxDepth: params.maxDepth as number },
      });
      forest.train(x, y);
      return forest as unknown as { toJSON(): object };
    },
    load: (model) => {
      const forest = RandomForestClassifier.load(model as never);
      return (x) => forest.predict(x);
    },
  },
  'sys-knn': {
    task: 'classification',
    train: (x, y, params) => new KNN(x, y, { k: params.k as number }),
    load: (model) => {
      const classifier = KNN.load(model);
      return (x) => classifier.predict(x);
    },
  },
};

/** Trains one family on a module's training set and writes the model. */
async function train(id: string, ctx: Parameters<SystemAlgorithm['run']>[0]) {
  const family = families[id];
  const table = await ctx.readDataset('dataset');
  const label = String(ctx.params.label);
  const features = featureColumns(table, ctx.params.features, [label]);
  if (features.includes(label))
    throw new ModuleInputError(`Parameter features: the label "${label}" cannot be a feature`);
  const x = numericMatrix(table, features);
  const labels = labelValues(table, label);
  let classes: string[] | undefined;
  let y: number[];
  if (family.task === 'classification') {
    classes = [...new Set(labels)].sort();
    if (classes.length < 2) throw new ModuleInputError(`Column "${label}": a classifier needs at least two classes`);
    y = labels.map((value) => classes!.indexOf(value));
  } else {
    y = labels.map((value, index) => {
      const number = Number(value);
      if (!Number.isFinite(number))
        throw new ModuleInputError(`Column "${label}" row ${index + 1}: "${value}" is not a number`);
      return number;
    });
  }
  const model = family.train(x, y, ctx.params).toJSON();
  const stored: StoredModel = { algorithmId: id, task: family.task, features, label, classes, model };
  await ctx.writeModel('model', stored);
  return {
    metrics: { trainingRows: x.length, features: features.length, ...(classes ? { classes: classes.length } : {}) },
    summary: `Trained on ${x.length} rows and ${features.length} features`,
  };
}

/** A supervised system algorithm of a family, with its own parameters after the shared ones. */
function trainer(
  id: keyof typeof families,
  name: SystemAlgorithm['name'],
  description: string,
  own: AlgorithmParameter[],
): SystemAlgorithm {
  return {
    id,
    name,
    category: families[id].task,
    description,
    parameters: [...trainerParameters, ...own],
    run: (ctx) => train(id, ctx),
  };
}

const maxDepth = (defaultValue: number): AlgorithmParameter => ({
  name: 'maxDepth',
  type: 'integer',
  defaultValue,
  min: 1,
  max: 50,
  description: '树的最大深度 / Maximum tree depth',
});

export const supervisedAlgorithms: SystemAlgorithm[] = [
  trainer(
    'sys-linear-regression',
    { cn: '线性回归', en: 'Linear regression' },
    '多元线性回归（最小二乘）/ Multivariate least squares',
    [{ name: 'intercept', type: 'boolean', defaultValue: true, description: '拟合截距 / Fit an intercept' }],
  ),
  trainer(
    'sys-logistic-regression',
    { cn: '逻辑回归', en: 'Logistic regression' },
    '梯度下降逻辑回归，多类一对多 / Gradient descent, one-vs-rest for several classes',
    [
      {
        name: 'numSteps',
        type: 'integer',
        defaultValue: 1000,
        min: 10,
        max: 100000,
        description: '迭代步数 / Gradient steps',
      },
      {
        name: 'learningRate',
        type: 'decimal',
        defaultValue: 0.005,
        min: 1e-7,
        max: 1,
        description: '学习率 / Learning rate',
      },
    ],
  ),
  trainer(
    'sys-decision-tree',
    { cn: '决策树', en: 'Decision tree' },
    'CART 分类树（基尼系数）/ CART classification tree (Gini)',
    [
      // Shallow by default: a deeper CART tree overfits small tables (iris: 0.89 at depth 10, 0.93 at 5).
      maxDepth(5),
      {
        name: 'minNumSamples',
        type: 'integer',
        defaultValue: 5,
        min: 1,
        max: 10000,
        description: '节点最少样本数 / Minimum samples to split',
      },
    ],
  ),
  trainer(
    'sys-random-forest',
    { cn: '随机森林', en: 'Random forest' },
    'CART 树的随机森林分类 / Random forest of CART trees',
    [
      {
        name: 'nEstimators',
        type: 'integer',
        // Ten trees: iris reaches the same accuracy as with 20, and a forest on 10,000 rows stays minutes, not ten.
        defaultValue: 10,
        min: 1,
        max: 500,
        description: '树的数量 / Number of trees',
      },
      {
        name: 'maxFeatures',
        type: 'decimal',
        defaultValue: 0.8,
        min: 0.01,
        max: 1,
        description: '每棵树的特征比例 / Share of features per tree',
      },
      {
        name: 'seed',
        type: 'integer',
        defaultValue: 42,
        min: 0,
        max: 2147483647,
        description: '随机种子 / Random seed',
      },
      maxDepth(10),
    ],
  ),
  trainer(
    'sys-knn',
    { cn: 'K 近邻', en: 'k-nearest neighbours' },
    'K 近邻分类（欧氏距离）/ k-nearest neighbours (Euclidean)',
    [{ name: 'k', type: 'integer', defaultValue: 5, min: 1, max: 100, description: '近邻数 / Number of neighbours' }],
  ),
];

/** The predictor of a stored supervised model, or undefined when the model is not of a supervised family. */
export function supervisedPredictor(stored: StoredModel): Predictor | undefined {
  const family = families[stored.algorithmId];
  return family ? family.load(stored.model as object) : undefined;
}
