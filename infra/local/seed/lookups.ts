import type { LookupRecord } from '../../../functions/domains/identity/data/records.js';

/**
 * Every lookup collection the spec names, keyed by the collection name the
 * API serves it under. Codes follow the spec where it gives them (verify
 * statuses 0-4, certificate statuses 1/2/3/5, application statuses '0'-'5',
 * module and parameter codes 001...); elsewhere they are our design.
 */
type Entry = readonly [code: string, name: string, nameEn: string];

export const lookupCollections: Record<string, readonly Entry[]> = {
  // Document 1: users and enterprises
  verifyStatuses: [
    ['0', '未认证', 'Not verified'],
    ['1', '待审核', 'Pending review'],
    ['2', '审核中', 'Verifying'],
    ['3', '已认证', 'Verified'],
    ['4', '认证失败', 'Verification failed'],
  ],
  repreLicenseTypes: [
    ['ID_CARD', '居民身份证', 'Resident identity card'],
    ['PASSPORT', '护照', 'Passport'],
    ['HK_MO_PASS', '港澳居民来往内地通行证', 'Mainland travel permit for Hong Kong and Macao residents'],
    ['TW_PASS', '台湾居民来往大陆通行证', 'Mainland travel permit for Taiwan residents'],
  ],
  repreLicenseLocations: [
    ['MAINLAND', '中国大陆', 'Mainland China'],
    ['HONG_KONG', '中国香港', 'Hong Kong, China'],
    ['MACAO', '中国澳门', 'Macao, China'],
    ['TAIWAN', '中国台湾', 'Taiwan, China'],
    ['OVERSEAS', '海外', 'Overseas'],
  ],
  professions: [
    ['MANUFACTURING', '制造业', 'Manufacturing'],
    ['LOGISTICS', '交通运输、仓储和邮政业', 'Transport, storage and postal services'],
    ['ENERGY', '电力、热力、燃气及水生产和供应业', 'Energy and utilities'],
    ['IT', '信息传输、软件和信息技术服务业', 'Information technology and software'],
    ['CONSTRUCTION', '建筑业', 'Construction'],
    ['AGRICULTURE', '农、林、牧、渔业', 'Agriculture, forestry, animal husbandry and fishery'],
    ['MINING', '采矿业', 'Mining'],
    ['HEALTH', '卫生和社会工作', 'Health and social work'],
    ['EDUCATION', '教育', 'Education'],
    ['OTHER', '其他', 'Other'],
  ],
  properties: [
    ['STATE_OWNED', '国有企业', 'State-owned enterprise'],
    ['PRIVATE', '民营企业', 'Private enterprise'],
    ['FOREIGN', '外资企业', 'Foreign-invested enterprise'],
    ['JOINT_VENTURE', '合资企业', 'Joint venture'],
    ['INSTITUTION', '事业单位', 'Public institution'],
    ['OTHER', '其他', 'Other'],
  ],
  scales: [
    ['MICRO', '20人以下', 'Fewer than 20 people'],
    ['SMALL', '20-99人', '20-99 people'],
    ['MEDIUM', '100-499人', '100-499 people'],
    ['LARGE', '500-999人', '500-999 people'],
    ['XLARGE', '1000人以上', '1000 people or more'],
  ],
  functionRoles: [
    ['platform-admin', '平台管理员', 'Platform administrator'],
    ['auditor', '平台审核员', 'Platform auditor'],
  ],
  // Document 2: applications and market
  applicationTerminals: [
    ['WEB', '网页端', 'Web'],
    ['MOBILE', '移动端', 'Mobile'],
  ],
  applicationModels: [
    ['CLOUD_JAR', '云端部署', 'Cloud jar deployment'],
    ['EXTERNAL_URL', '外部链接', 'External URL app'],
    ['IMAGE', '镜像发布', 'Image publish'],
  ],
  applicationTypes: [
    ['PUBLIC', '市场应用', 'Market app'],
    ['PRIVATE', '专属应用', 'Exclusive app'],
  ],
  applicationStatuses: [
    ['0', '已保存', 'Saved'],
    ['1', '待审核', 'Submitted for audit'],
    ['2', '审核通过', 'Approved'],
    ['3', '已上线', 'Online'],
    ['4', '已下线', 'Offline'],
    ['5', '已封存', 'Archived'],
  ],
  sourceTypes: [
    ['JAVA8', 'Java 8', 'Java 8'],
    ['JAVA11', 'Java 11', 'Java 11'],
    ['NODEJS', 'Node.js', 'Node.js'],
    ['PYTHON3', 'Python 3', 'Python 3'],
    ['NGINX', 'Nginx（前端）', 'Nginx (frontend)'],
  ],
  tenantAppStatuses: [
    ['RUNNING', '运行中', 'Running'],
    ['STOPPED', '已停止', 'Stopped'],
    ['CRASHED', '已崩溃', 'Crashed'],
    ['BOOTING', '启动中', 'Booting'],
    ['UNKNOWN', '未知', 'Unknown'],
  ],
  // Document 3: equipment, algorithms, big data
  equipmentStatuses: [
    ['1', '运行中', 'Running'],
    ['2', '已停止', 'Stopped'],
    ['3', '离线', 'Offline'],
  ],
  certifyStatuses: [
    ['1', '已登记', 'Registered'],
    ['2', '审核通过', 'Approved'],
    ['3', '审核未通过', 'Rejected'],
    ['5', '已注销', 'Destroyed'],
  ],
  verifyCategories: [
    ['REGISTER', '登记审核', 'Register review'],
    ['DESTROY', '注销审核', 'Destroy review'],
  ],
  transferProtocols: [
    ['MQTT', 'MQTT', 'MQTT'],
    ['HTTP', 'HTTP', 'HTTP'],
    ['MODBUS_TCP', 'Modbus TCP', 'Modbus TCP'],
    ['OPC_UA', 'OPC UA', 'OPC UA'],
  ],
  compressMethods: [
    ['NONE', '不压缩', 'No compression'],
    ['GZIP', 'GZIP', 'GZIP'],
    ['ZIP', 'ZIP', 'ZIP'],
  ],
  logTypes: [
    ['OPERATION', '操作日志', 'Operation log'],
    ['ALARM', '告警日志', 'Alarm log'],
    ['CONNECTION', '连接日志', 'Connection log'],
    ['SYSTEM', '系统日志', 'System log'],
  ],
  algorithmTypes: [
    ['SPARK', 'Spark', 'Spark'],
    ['PYTHON', 'Python', 'Python'],
    ['TENSORFLOW', 'TensorFlow', 'TensorFlow'],
    ['JAVASCRIPT', 'JavaScript', 'JavaScript'],
    ['SYSTEM', '系统算法', 'System algorithm'],
  ],
  algorithmStatuses: [
    ['1', '已保存', 'Saved'],
    ['2', '审核中', 'Under review'],
    ['3', '已上线', 'Online'],
    ['4', '审核未通过', 'Rejected'],
    ['5', '已下线', 'Offline'],
  ],
  parameterTypes: [
    ['001', '数据集输入', 'Dataset in'],
    ['002', '模型输入', 'Model in'],
    ['003', '整数', 'Integer'],
    ['004', '小数', 'Decimal'],
    ['005', '字符串', 'String'],
    ['006', '枚举', 'Enum'],
    ['007', '布尔', 'Boolean'],
  ],
  moduleTypes: [
    ['001', '数据集', 'Dataset'],
    ['002', '算法', 'Algorithm'],
    ['003', '模型', 'Model'],
  ],
  categories: [
    ['TIME_SERIES', '时序数据', 'Time series'],
    ['IMAGE', '图像', 'Images'],
    ['TEXT', '文本', 'Text'],
    ['TABULAR', '表格数据', 'Tabular data'],
  ],
  dataTypes: [
    ['CSV', 'CSV', 'CSV'],
    ['JSON', 'JSON', 'JSON'],
    ['PARQUET', 'Parquet', 'Parquet'],
    ['IMAGE', '图片', 'Image'],
  ],
  // Document 1: messaging
  messageSelfDefinedTypes: [
    ['01', '审核消息', 'Review message'],
    ['02', '用户消息', 'User message'],
  ],
};

/** The lookup records of every collection, `sort` following the listed order. */
export function lookupRecords(): LookupRecord[] {
  return Object.entries(lookupCollections).flatMap(([collection, entries]) =>
    entries.map(([code, name, nameEn], index) => ({ collection, code, name, nameEn, sort: index + 1 })),
  );
}
