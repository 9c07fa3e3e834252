import { NIL_ID } from '../../../../shared/constants/ids.js';
import { fenToYuan } from '../../../../shared/constants/money-rules.js';
import {
  NAMESPACE_STATUS_NAMES,
  NAMESPACE_VERSION_STATUS_NAMES,
  PLATFORM_NAMESPACE_NAME,
  QUOTA_ITEM_INFO,
  QUOTA_ITEMS,
  quotaPlanOf,
  type NamespaceStatusCode,
} from '../../../../shared/constants/tenancy-rules.js';
import type { Namespace, NamespaceVersion, OrgQuota } from '../../../../shared/schemas/tenancy-responses.js';
import { quotaFigures, type NamespaceRecord, type NamespaceVersionRecord, type QuotaRecord } from '../data/records.js';

/** A space status as the answers carry it: code and name in both languages. */
export function namespaceStatusView(code: string) {
  const names = NAMESPACE_STATUS_NAMES[code as NamespaceStatusCode] ?? { cn: code, en: code };
  return { code, name: names.cn, enName: names.en };
}

/** A stored space as the answers carry it: field by field, without its password. */
export function namespaceView(record: NamespaceRecord): Namespace {
  const plan = quotaPlanOf(record.quotaPlan);
  return {
    id: record.id,
    name: record.name,
    domain: record.name,
    enterpriseId: record.enterpriseId,
    enterpriseName: record.enterpriseName,
    ...(record.platform ? { platform: record.platform } : {}),
    quotaPlan: {
      code: record.quotaPlan,
      name: plan?.name ?? record.quotaPlan,
      enName: plan?.enName ?? record.quotaPlan,
    },
    memory: plan?.quota.MEMORY_QUOTA ?? 0,
    price: fenToYuan(record.monthlyFen),
    monthlyFen: record.monthlyFen,
    period: record.months,
    amount: fenToYuan(record.amountFen),
    amountFen: record.amountFen,
    description: record.description,
    autoRenewal: record.autoRenewal,
    status: namespaceStatusView(record.statusCode),
    createdAt: record.createdAt,
    ...(record.startsAt ? { startsAt: record.startsAt } : {}),
    ...(record.endsAt ? { endsAt: record.endsAt } : {}),
    createUserId: record.createUserId,
    createUserName: record.createUserName,
    ...(record.auditedAt ? { auditedAt: record.auditedAt } : {}),
    ...(record.auditUserName ? { auditUserName: record.auditUserName } : {}),
  };
}

/** The platform-wide namespace (doc 2 §1: the nil identifier), where every application may run. */
export const platformNamespaceView = () => ({
  id: NIL_ID,
  name: PLATFORM_NAMESPACE_NAME,
  enterpriseId: NIL_ID,
  status: namespaceStatusView('3'),
});

/** An enterprise's quota items: total, reserved (total less available) and available. */
export function quotaView(record: QuotaRecord | undefined): OrgQuota[] {
  const figures = quotaFigures(record);
  return QUOTA_ITEMS.map((item) => ({
    item,
    name: QUOTA_ITEM_INFO[item].name,
    enName: QUOTA_ITEM_INFO[item].enName,
    unit: QUOTA_ITEM_INFO[item].unit,
    total: figures[item].total,
    reserved: figures[item].total - figures[item].available,
    available: figures[item].available,
  }));
}

/** A version publication as the spec's audit list reads it. */
export function namespaceVersionView(record: NamespaceVersionRecord): NamespaceVersion {
  const names =
    NAMESPACE_VERSION_STATUS_NAMES[record.statusCode as keyof typeof NAMESPACE_VERSION_STATUS_NAMES] ??
    NAMESPACE_VERSION_STATUS_NAMES['1'];
  return {
    id: record.id,
    name: record.name,
    enterpriseId: record.enterpriseId,
    applicationId: record.applicationId,
    version: {
      id: record.id,
      version: record.version,
      majorVersion: { namespace: { id: NIL_ID, name: PLATFORM_NAMESPACE_NAME } },
    },
    status: { code: record.statusCode, name: names.cn, enName: names.en },
    createdAt: record.createdAt,
  };
}
