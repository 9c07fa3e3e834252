/** Minimal typings of the mljs packages that ship none (ml-cart, ml-logistic-regression, ml-knn). */
declare module 'ml-cart' {
  export interface CartOptions {
    gainFunction?: 'gini' | 'regression';
    splitFunction?: 'mean';
    minNumSamples?: number;
    maxDepth?: number;
  }
  export class DecisionTreeClassifier {
    constructor(options?: CartOptions);
    train(trainingSet: number[][], trainingLabels: number[]): void;
    predict(toPredict: number[][]): number[];
    toJSON(): object;
    static load(model: object): DecisionTreeClassifier;
  }
}

declare module 'ml-logistic-regression' {
  import type { Matrix } from 'ml-matrix';
  export default class LogisticRegression {
    constructor(options?: { numSteps?: number; learningRate?: number });
    train(features: Matrix, target: Matrix): void;
    predict(features: Matrix): number[];
    toJSON(): object;
    static load(model: object): LogisticRegression;
  }
}

declare module 'ml-knn' {
  export default class KNN {
    constructor(dataset: number[][], labels: number[], options?: { k?: number });
    predict(dataset: number[][]): number[];
    toJSON(): object;
    static load(model: object): KNN;
  }
}
