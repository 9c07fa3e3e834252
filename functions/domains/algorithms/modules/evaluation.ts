import { ConfusionMatrix } from 'ml-confusion-matrix';
import { inertia, nearestCentroids, silhouette } from './clustering.js';
import { supervisedPredictor } from './supervised.js';
import { labelValues, numericMatrix, requireColumns } from './table.js';
import { ModuleInputError, type StoredModel, type SystemAlgorithm, type Table } from './types.js';

/** A stored model's answers for a table: class values, numbers, or cluster indexes. */
function applyModel(stored: StoredModel, table: Table): { values: (string | number)[]; points: number[][] } {
  requireColumns(table, stored.features, 'features');
  const points = numericMatrix(table, stored.features);
  if (stored.task === 'clustering') {
    const { centroids } = stored.model as { centroids: number[][] };
    return { values: nearestCentroids(points, centroids), points };
  }
  const predict = supervisedPredictor(stored);
  if (!predict) throw new ModuleInputError(`The model was made by ${stored.algorithmId}, which cannot predict`);
  const raw = predict(points);
  return { values: stored.classes ? raw.map((index) => stored.classes![index]) : raw, points };
}

/** Accuracy, per-class precision / recall / F1 and the confusion matrix (ml-confusion-matrix). */
export function classificationMetrics(actual: string[], predicted: string[], classes: string[]) {
  const matrix = ConfusionMatrix.fromLabels(actual, predicted, { labels: classes });
  const zeroIfNaN = (value: number) => (Number.isNaN(value) ? 0 : value);
  return {
    accuracy: matrix.getAccuracy(),
    perClass: classes.map((label) => ({
      label,
      precision: zeroIfNaN(matrix.getPositivePredictiveValue(label)),
      recall: zeroIfNaN(matrix.getTruePositiveRate(label)),
      f1: zeroIfNaN(matrix.getF1Score(label)),
      support: matrix.getPositiveCount(label),
    })),
    confusionMatrix: { labels: classes, matrix: matrix.getMatrix() },
  };
}

/** R², RMSE and MAE of predicted against actual values. */
export function regressionMetrics(actual: number[], predicted: number[]) {
  const mean = actual.reduce((total, v) => total + v, 0) / actual.length;
  let squared = 0;
  let absolute = 0;
  let total = 0;
  actual.forEach((value, i) => {
    squared += (value - predicted[i]) ** 2;
    absolute += Math.abs(value - predicted[i]);
    total += (value - mean) ** 2;
  });
  return {
    r2: total === 0 ? 0 : 1 - squared / total,
    rmse: Math.sqrt(squared / actual.length),
    mae: absolute / actual.length,
  };
}

const modelIn = { name: 'model', type: 'MODEL_IN', required: true, description: '模型 / Model' } as const;
const datasetIn = { name: 'dataset', type: 'DATASET_IN', required: true, description: '数据集 / Dataset' } as const;

/** Evaluation: applies a model to a labelled dataset and measures it by the model's task. */
export const evaluate: SystemAlgorithm = {
  id: 'sys-evaluate',
  name: { cn: '模型评估', en: 'Evaluation' },
  category: 'evaluation',
  description:
    '分类：准确率、各类精确率/召回率/F1、混淆矩阵；回归：R²、RMSE、MAE；聚类：惯性、轮廓系数 / Classifiers: accuracy, per-class precision, recall, F1, confusion matrix; regressors: R², RMSE, MAE; clustering: inertia, silhouette',
  parameters: [modelIn, datasetIn],
  async run(ctx) {
    const stored = await ctx.readModel('model');
    const table = await ctx.readDataset('dataset');
    const { values, points } = applyModel(stored, table);
    if (stored.task === 'clustering') {
      const clusters = values as number[];
      const { centroids } = stored.model as { centroids: number[][] };
      const metrics = { inertia: inertia(points, clusters, centroids), silhouette: silhouette(points, clusters) };
      return { metrics, summary: `Silhouette ${metrics.silhouette.toFixed(3)}, inertia ${metrics.inertia.toFixed(3)}` };
    }
    const actual = labelValues(table, stored.label!);
    if (stored.task === 'classification') {
      const metrics = classificationMetrics(actual, values.map(String), stored.classes!);
      return { metrics, summary: `Accuracy ${metrics.accuracy.toFixed(3)} on ${actual.length} rows` };
    }
    const metrics = regressionMetrics(
      actual.map((value, i) => {
        const number = Number(value);
        if (!Number.isFinite(number))
          throw new ModuleInputError(`Column "${stored.label}" row ${i + 1}: "${value}" is not a number`);
        return number;
      }),
      values as number[],
    );
    return {
      metrics,
      summary: `R² ${metrics.r2.toFixed(3)}, RMSE ${metrics.rmse.toFixed(3)} on ${actual.length} rows`,
    };
  },
};

/** Prediction: applies a stored model to a dataset and adds its answer as a column. */
export const predict: SystemAlgorithm = {
  id: 'sys-predict',
  name: { cn: '模型预测', en: 'Predict' },
  category: 'evaluation',
  description: '用已保存的模型预测数据集 / Applies a saved model to a dataset',
  parameters: [
    modelIn,
    datasetIn,
    { name: 'result', type: 'DATASET_OUT', description: '带预测列的数据集 / Rows with the prediction' },
    {
      name: 'predictionColumn',
      type: 'string',
      defaultValue: 'prediction',
      description: '预测列名 / Prediction column',
    },
  ],
  async run(ctx) {
    const stored = await ctx.readModel('model');
    const table = await ctx.readDataset('dataset');
    const { values } = applyModel(stored, table);
    const column = String(ctx.params.predictionColumn || 'prediction');
    await ctx.writeDataset('result', {
      columns: table.columns.includes(column) ? table.columns : [...table.columns, column],
      rows: table.rows.map((row, i) => ({ ...row, [column]: values[i] })),
    });
    return { summary: `Predicted ${values.length} rows` };
  },
};
