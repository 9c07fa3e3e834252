/**
 * Rules of datasets the console and the server both apply (docs/bigdata.md): the upload limit through the console,
 * the data types a file may have, the categories, and the messages of a refused upload (Chinese and English).
 */

/** A dataset sent in the JSON body of `POST /api-bigdata/datasets` is under 2 MB (spec: "Dataset file limit"). */
export const DATASET_CONSOLE_LIMIT_BYTES = 2 * 1024 * 1024;

/** The file kinds a dataset may be: comma-separated values, or JSON lines (one object a line). */
export const DATASET_DATA_TYPES = [
  { code: 'csv', name: 'CSV', nameEn: 'CSV' },
  { code: 'jsonl', name: 'JSON 行', nameEn: 'JSON lines' },
] as const;
export type DatasetDataType = (typeof DATASET_DATA_TYPES)[number]['code'];

/** The categories a dataset is filed under. */
export const DATASET_CATEGORIES = [
  { code: 'industrial', name: '工业数据', nameEn: 'Industrial data' },
  { code: 'biology', name: '生物数据', nameEn: 'Biology' },
  { code: 'transport', name: '交通数据', nameEn: 'Transport' },
  { code: 'other', name: '其他', nameEn: 'Other' },
] as const;
export type DatasetCategoryCode = (typeof DATASET_CATEGORIES)[number]['code'];

/** The rows of a dataset's preview in `GET datasets/{id}`. */
export const DATASET_PREVIEW_ROWS = 20;

/** The messages of a refused upload, as the console shows them under the field. */
export const DATASET_MESSAGES = {
  fileRequired: { zh: '请选择数据文件', en: 'Choose a data file' },
  fileTooLarge: { zh: '文件须小于 2MB', en: 'The file must be under 2 MB' },
  fileUnreadable: { zh: '文件不是有效的 CSV 或 JSON 行数据', en: 'The file is not valid CSV or JSON lines' },
  nameRequired: { zh: '请输入数据集名称', en: 'Enter a dataset name' },
  typeRequired: { zh: '请选择数据类型', en: 'Choose a data type' },
  categoryRequired: { zh: '请选择数据集分类', en: 'Choose a category' },
  descriptionRequired: { zh: '请输入数据集描述', en: 'Enter a description' },
} as const;
