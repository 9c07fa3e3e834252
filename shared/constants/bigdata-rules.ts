/**
 * Rules of datasets the console and the server both apply (docs/bigdata.md): the upload limit through the console,
 * the data types a file may have, the categories, and the messages of a refused upload (Chinese and English).
 */

/** A dataset sent in the JSON body of `POST /api-bigdata/datasets` is under 2 MB (spec: "Dataset file limit"). */
export const DATASET_CONSOLE_LIMIT_BYTES = 2 * 1024 * 1024;

/**
 * A larger dataset file goes through a presigned PUT (`POST datasets/uploads`), up to the platform's 100 MB object
 * limit, then `POST datasets` names its key (`srcPath`).
 */
export const DATASET_UPLOAD_LIMIT_BYTES = 100 * 1024 * 1024;

/** The rows of an uploaded file whose values infer its columns' types and statistics; every row is counted. */
export const DATASET_SAMPLE_ROWS = 10_000;

/** The readings a dataset of a gateway's backed-up history holds at most (all of them are read into memory). */
export const DATASET_BACKUP_MAX_READINGS = 500_000;

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
  fileOverLimit: { zh: '文件须不大于 100MB', en: 'The file must be at most 100 MB' },
  uploadMissing: { zh: '未找到上传的文件，请重新上传', en: 'The uploaded file is not there: upload it again' },
  noHistory: { zh: '该时间范围内没有历史数据', en: 'No history in this range' },
  tooMuchHistory: {
    zh: '该时间范围内的历史数据过多，请缩短时间范围',
    en: 'Too much history in this range: choose a shorter one',
  },
  nameRequired: { zh: '请输入数据集名称', en: 'Enter a dataset name' },
  typeRequired: { zh: '请选择数据类型', en: 'Choose a data type' },
  categoryRequired: { zh: '请选择数据集分类', en: 'Choose a category' },
  descriptionRequired: { zh: '请输入数据集描述', en: 'Enter a description' },
} as const;
