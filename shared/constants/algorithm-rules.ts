/**
 * Rules of the algorithm library that the console and the server both apply (docs/algorithms.md): the statuses and
 * their transitions, the parameter types, the limits of a form.
 */

/**
 * Algorithm status codes (the `algorithmStatuses` lookup): saved (a draft), under review, online (approved),
 * rejected, offline. Only an online algorithm can be used by others; its author can use it while it waits for review.
 */
export const ALGORITHM_STATUS = { saved: '1', underReview: '2', online: '3', rejected: '4', offline: '5' } as const;
export type AlgorithmStatusCode = (typeof ALGORITHM_STATUS)[keyof typeof ALGORITHM_STATUS];
export const ALGORITHM_STATUS_CODES = ['1', '2', '3', '4', '5'] as const;

/** The names of the statuses, as the lookup seeds them. */
export const ALGORITHM_STATUS_NAMES: Record<AlgorithmStatusCode, { cn: string; en: string }> = {
  '1': { cn: '已保存', en: 'Saved' },
  '2': { cn: '审核中', en: 'Under review' },
  '3': { cn: '已上线', en: 'Online' },
  '4': { cn: '审核未通过', en: 'Rejected' },
  '5': { cn: '已下线', en: 'Offline' },
};

/** Statuses in which the author may still use an algorithm besides online (the pipeline editor's palette). */
export const AUTHOR_USABLE_STATUSES: readonly string[] = ['1', '2', '3'];

/**
 * The status changes of `updateAlgorithmStatus`, by who makes them: the author submits ('2' from saved, rejected
 * or offline) or withdraws a submission ('1'); an auditor (never the author) approves ('3') or rejects ('4') a
 * submission. Taking offline ('5', from online) is `offlineAlgorithm`'s. An edit sets a not-submitted algorithm back
 * to saved.
 */
export const ALGORITHM_TRANSITIONS = {
  author: { '2': ['1', '4', '5'], '1': ['2'] },
  auditor: { '3': ['2'], '4': ['2'] },
} as const satisfies Record<string, Partial<Record<AlgorithmStatusCode, readonly AlgorithmStatusCode[]>>>;

/**
 * The languages an algorithm can run in (`algorithmTypes` codes): JavaScript in the WebAssembly sandbox and the
 * built-in system algorithms. Every listed language can be saved (documented clients send SPARK, PYTHON and
 * TENSORFLOW), but only these can be submitted for review or run (docs/algorithms.md "User algorithms in a sandbox").
 */
export const RUNNABLE_LANGUAGES: readonly string[] = ['JAVASCRIPT', 'SYSTEM'];

/** The language of user algorithms the platform runs itself, the "extensions" (`/api-algorithm/extensions`). */
export const EXTENSION_LANGUAGE = 'JAVASCRIPT';

/** The display names of the languages in messages (the `algorithmTypes` lookup's English names). */
const LANGUAGE_NAMES: Record<string, string> = {
  SPARK: 'Spark',
  PYTHON: 'Python',
  TENSORFLOW: 'TensorFlow',
  JAVASCRIPT: 'JavaScript',
};

/** Why an algorithm of a language without a runtime cannot be submitted or run, or undefined when it can. */
export function noRuntimeMessage(languageCode: string): string | undefined {
  if (RUNNABLE_LANGUAGES.includes(languageCode)) return undefined;
  const language = LANGUAGE_NAMES[languageCode] ?? languageCode;
  return `No runtime for ${language} algorithms yet: only JavaScript algorithms can be submitted`;
}

/** The statuses an algorithm may be edited in (not while under review). */
export const EDITABLE_STATUSES: readonly string[] = ['1', '3', '4', '5'];

/** The parameter types: the module's inputs and outputs, and the ordinary value types. */
export const PARAMETER_TYPES = [
  'DATASET_IN',
  'MODEL_IN',
  'DATASET_OUT',
  'MODEL_OUT',
  'integer',
  'decimal',
  'string',
  'enum',
  'boolean',
] as const;
export type ParameterType = (typeof PARAMETER_TYPES)[number];

/** Limits of the algorithm form. */
export const ALGORITHM_LIMITS = {
  name: 100,
  description: 2000,
  keyword: 200,
  parameters: 50,
  parameterName: 64,
  parameterValue: 500,
  /** The algorithm file, uploaded through a presigned PUT (docs/algorithms.md). */
  fileBytes: 100 * 1024 * 1024,
  /**
   * The algorithm file sent in a multipart body (the documented call): API Gateway and Lambda cap a request at about
   * 6 MB and base64 inflates the body by 4/3, so about 4 MB; a larger file goes through the presigned PUT.
   */
  multipartFileBytes: 4 * 1024 * 1024,
  /** The ids of one bulk action (each takes up to three items of one TransactWrite). */
  bulk: 25,
} as const;

/** The message of a taken name (the spec's). */
export const ALGORITHM_NAME_TAKEN = 'algorithm name already exists';

/** A parameter as the form sends it. */
export interface AlgorithmParameterInput {
  name: string;
  type: ParameterType;
  value?: string | undefined;
  defaultValue?: string | undefined;
  description?: string | undefined;
  options?: string[] | undefined;
  min?: number | undefined;
  max?: number | undefined;
}

/** Whether `value` is a valid value of a parameter of this type (inputs and outputs take any text: a path or an id). */
export function parameterValueIssue(parameter: AlgorithmParameterInput, value: string): string | undefined {
  switch (parameter.type) {
    case 'integer':
    case 'decimal': {
      const number = Number(value);
      if (value.trim() === '' || !Number.isFinite(number)) return 'Not a number';
      if (parameter.type === 'integer' && !Number.isInteger(number)) return 'Not an integer';
      if (parameter.min !== undefined && number < parameter.min) return `At least ${parameter.min}`;
      if (parameter.max !== undefined && number > parameter.max) return `At most ${parameter.max}`;
      return undefined;
    }
    case 'boolean':
      return value === 'true' || value === 'false' ? undefined : 'Must be true or false';
    case 'enum':
      return parameter.options?.includes(value) ? undefined : 'Not one of the options';
    default:
      return undefined;
  }
}

/**
 * The issues of a parameter list, each on its field (`index.field`): a range only on numbers and with min ≤ max,
 * options only and always on an enum, the default and the value valid for the type and within the range.
 */
export function parameterIssues(parameters: readonly AlgorithmParameterInput[]): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  parameters.forEach((parameter, index) => {
    const numeric = parameter.type === 'integer' || parameter.type === 'decimal';
    if (!numeric && (parameter.min !== undefined || parameter.max !== undefined)) {
      issues.push({ path: `${index}.min`, message: 'A range is only for integer and decimal parameters' });
    }
    if (parameter.min !== undefined && parameter.max !== undefined && parameter.min > parameter.max) {
      issues.push({ path: `${index}.max`, message: 'Must not be below min' });
    }
    if (parameter.type === 'enum' && !parameter.options?.length) {
      issues.push({ path: `${index}.options`, message: 'An enum parameter needs its options' });
    }
    if (parameter.type !== 'enum' && parameter.options?.length) {
      issues.push({ path: `${index}.options`, message: 'Options are only for enum parameters' });
    }
    for (const field of ['defaultValue', 'value'] as const) {
      const value = parameter[field];
      if (value === undefined || value === '') continue;
      const issue = parameterValueIssue(parameter, value);
      if (issue) issues.push({ path: `${index}.${field}`, message: issue });
    }
  });
  return issues;
}
