/**
 * The platform's default quotas per enterprise (issue 23): what one enterprise may hold at most. Each is enforced by
 * a counter kept in the same DynamoDB transaction as the records it counts, conditional on staying within the quota,
 * so no concurrency can pass it (docs/equipment.md "Quota", docs/iot.md "Data push").
 */
export const PLATFORM_QUOTAS = {
  /** Gateways (registered, imported) of one enterprise. */
  gatewaysPerEnterprise: 10_000,
  /** Data-push rules of one enterprise (each is tried on every reading of its scope). */
  pushRulesPerEnterprise: 100,
} as const;

/** A refusal at a quota in both languages: the server answers the English one (409), the console shows either. */
export interface QuotaMessage {
  readonly cn: string;
  readonly en: string;
}

/** The refusal of one gateway more than the quota allows. */
export const gatewayQuotaReached = (quota: number | string): QuotaMessage => ({
  cn: `该企业的网关数量已达上限（${quota} 个），请先删除不再使用的网关`,
  en: `This enterprise has reached its limit of ${quota} gateways; delete gateways it no longer uses first`,
});

/** The refusal of one data-push rule more than the quota allows. */
export const pushRuleQuotaReached = (quota: number | string): QuotaMessage => ({
  cn: `该企业的数据推送规则已达上限（${quota} 条），请先删除不再使用的规则`,
  en: `This enterprise has reached its limit of ${quota} data-push rules; delete rules it no longer uses first`,
});
