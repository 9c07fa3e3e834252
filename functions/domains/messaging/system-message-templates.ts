/**
 * The catalogue of the messages the platform writes itself (review results, status notices, equipment alarms): each
 * a template in Chinese and English with `{name}` placeholders. A system message is delivered with its template key
 * and parameters and both renderings (`title`/`description` in Chinese as the spec's clients read them,
 * `titleEn`/`descriptionEn` for the English console); messages a person writes are stored as written.
 * `test/unit/functions/domains/messaging/system-message-templates.test.ts` holds every template to both languages
 * with the same placeholders; docs/messaging.md "System messages in two languages" says how to add one.
 */

import type { SYSTEM_MESSAGE_TEMPLATES } from './system-message-catalogue.js';

/** One language of a template. */
interface TemplateText {
  readonly title: string;
  readonly description: string;
}

/** A template in both languages. */
export interface SystemMessageTemplateTexts {
  readonly cn: TemplateText;
  readonly en: TemplateText;
}

/** The certification domain's system messages. */
export const CERTIFICATION_SYSTEM_MESSAGES = {
  'certification.enterpriseApproved': {
    cn: { title: '企业认证审核通过', description: '您提交的企业“{name}”的认证信息已通过审核。' },
    en: {
      title: 'Enterprise certification approved',
      description: 'The certification of enterprise "{name}" you submitted has been approved.',
    },
  },
  'certification.enterpriseRejected': {
    cn: { title: '企业认证审核未通过', description: '您提交的企业“{name}”的认证信息未通过审核，原因：{reason}' },
    en: {
      title: 'Enterprise certification rejected',
      description: 'The certification of enterprise "{name}" you submitted was rejected. Reason: {reason}',
    },
  },
  'certification.userApproved': {
    cn: { title: '个人认证审核通过', description: '您提交的个人实名认证信息已通过审核。' },
    en: {
      title: 'Personal certification approved',
      description: 'The personal real-name certification you submitted has been approved.',
    },
  },
  'certification.userRejected': {
    cn: { title: '个人认证审核未通过', description: '您提交的个人实名认证信息未通过审核，原因：{reason}' },
    en: {
      title: 'Personal certification rejected',
      description: 'The personal real-name certification you submitted was rejected. Reason: {reason}',
    },
  },
} as const satisfies Record<string, SystemMessageTemplateTexts>;

/** The roles domain's system messages. */
export const ROLES_SYSTEM_MESSAGES = {
  'roles.applicationApproved': {
    cn: { title: '角色申请已通过', description: '您申请的角色“{role}”已通过审核，下次请求起生效。' },
    en: {
      title: 'Role application approved',
      description: 'Your application for the role "{role}" has been approved; it takes effect from your next request.',
    },
  },
  'roles.applicationRejected': {
    cn: { title: '角色申请未通过', description: '您申请的角色“{role}”未通过审核，原因：{reason}' },
    en: {
      title: 'Role application rejected',
      description: 'Your application for the role "{role}" was rejected. Reason: {reason}',
    },
  },
  'roles.enterpriseAuthGranted': {
    cn: {
      title: '企业权限申请已通过',
      description: '企业“{enterprise}”申请的应用 {app} 权限（{privileges}）已开通。',
    },
    en: {
      title: 'Enterprise privilege request granted',
      description:
        'The privileges of application {app} ({privileges}) requested by enterprise "{enterprise}" are granted.',
    },
  },
  'roles.enterpriseAuthRejected': {
    cn: {
      title: '企业权限申请未通过',
      description: '企业“{enterprise}”申请的应用 {app} 权限未通过审核，原因：{reason}',
    },
    en: {
      title: 'Enterprise privilege request rejected',
      description:
        'The privileges of application {app} requested by enterprise "{enterprise}" were rejected. Reason: {reason}',
    },
  },
} as const satisfies Record<string, SystemMessageTemplateTexts>;

/** The applications domain's system messages. */
export const APPLICATIONS_SYSTEM_MESSAGES = {
  'applications.reviewApproved': {
    cn: { title: '审核通过：{what}', description: '{what} 已通过审核。' },
    en: { title: 'Review approved: {what}', description: '{what} has been approved.' },
  },
  'applications.reviewRejected': {
    cn: { title: '审核未通过：{what}', description: '{what} 未通过审核：{reason}' },
    en: { title: 'Review rejected: {what}', description: '{what} was rejected: {reason}' },
  },
  /**
   * The subscriber notice of a status change. The spec's clients find it by its documented title (doc 2 §7), which
   * the Chinese title keeps beside its Chinese name.
   */
  'applications.versionStatusNotice': {
    cn: { title: '版本上下线通知（version online/offline notice）', description: '{what}：{status}' },
    en: { title: 'Version online/offline notice', description: '{what}: {status}' },
  },
} as const satisfies Record<string, SystemMessageTemplateTexts>;

/** The algorithms domain's system messages. */
export const ALGORITHMS_SYSTEM_MESSAGES = {
  'algorithms.reviewApproved': {
    cn: { title: '算法审核通过：{name}', description: '算法 {name} 已通过审核并上线。' },
    en: { title: 'Algorithm approved: {name}', description: 'Algorithm {name} has been approved and is online.' },
  },
  'algorithms.reviewRejected': {
    cn: { title: '算法审核未通过：{name}', description: '算法 {name} 未通过审核：{reason}' },
    en: { title: 'Algorithm rejected: {name}', description: 'Algorithm {name} was rejected: {reason}' },
  },
} as const satisfies Record<string, SystemMessageTemplateTexts>;

/** The equipment domain's system messages. */
export const EQUIPMENT_SYSTEM_MESSAGES = {
  'equipment.gatewayOffline': {
    cn: { title: '网关离线：{gateway}', description: '网关 {gateway} 已断开连接。' },
    en: { title: 'Gateway offline: {gateway}', description: 'Gateway {gateway} has disconnected.' },
  },
  'equipment.gatewaySilent': {
    cn: { title: '网关离线：{gateway}', description: '网关 {gateway} 已连接但停止发送数据。' },
    en: {
      title: 'Gateway offline: {gateway}',
      description: 'Gateway {gateway} is connected but has stopped sending data.',
    },
  },
  'equipment.gatewayStillOffline': {
    cn: { title: '网关仍离线：{gateway}', description: '网关 {gateway} 仍然离线。' },
    en: { title: 'Gateway still offline: {gateway}', description: 'Gateway {gateway} is still offline.' },
  },
  'equipment.gatewayRecovered': {
    cn: { title: '网关已恢复：{gateway}', description: '网关 {gateway} 已恢复在线。' },
    en: { title: 'Gateway recovered: {gateway}', description: 'Gateway {gateway} is back online.' },
  },
  'equipment.certificateExpiring': {
    cn: {
      title: '证书即将到期：{certificate}',
      description: '网关 {gateway} 的证书「{certificate}」有效期至 {end}，还剩 {days} 天，请及时注册新证书。',
    },
    en: {
      title: 'Certificate ending soon: {certificate}',
      description:
        'Certificate "{certificate}" of gateway {gateway} is valid until {end}, {days} day(s) from now: register a new one in time.',
    },
  },
  'equipment.certificateExpired': {
    cn: {
      title: '证书已到期：{certificate}',
      description: '网关 {gateway} 的证书「{certificate}」有效期已于 {end} 结束，证书已停用，请注册新证书。',
    },
    en: {
      title: 'Certificate ended: {certificate}',
      description:
        'The validity term of certificate "{certificate}" of gateway {gateway} ended on {end}; the certificate is deactivated. Register a new one.',
    },
  },
  'equipment.rotationCompleted': {
    cn: { title: '证书轮换完成：网关 {gateway}', description: '网关 {gateway} 已使用新证书连接，原证书已注销。' },
    en: {
      title: 'Certificate rotation completed: gateway {gateway}',
      description: 'Gateway {gateway} connected with its new certificate; the old one is destroyed.',
    },
  },
  'equipment.rotationFailed': {
    cn: {
      title: '证书轮换未完成：网关 {gateway}',
      description: '网关 {gateway} 的证书轮换未能完成，平台运维已收到告警，请勿重复操作。',
    },
    en: {
      title: 'Certificate rotation not finished: gateway {gateway}',
      description:
        "The certificate rotation of gateway {gateway} could not finish; the platform's operators have been alerted. Do not start it again.",
    },
  },
  'equipment.rotationTimedOut': {
    cn: {
      title: '证书轮换已回滚：网关 {gateway}',
      description: '网关 {gateway} 未在 {minutes} 分钟内使用新证书连接，新证书已撤销，原证书继续有效。',
    },
    en: {
      title: 'Certificate rotation rolled back: gateway {gateway}',
      description:
        'Gateway {gateway} did not connect with its new certificate within {minutes} minute(s): the new certificate is revoked and the old one stays in use.',
    },
  },
  'equipment.rotationRolledBack': {
    cn: {
      title: '证书轮换已回滚：网关 {gateway}',
      description: '网关 {gateway} 的证书轮换出错，新证书已撤销，原证书继续有效。',
    },
    en: {
      title: 'Certificate rotation rolled back: gateway {gateway}',
      description:
        'The certificate rotation of gateway {gateway} met an error: the new certificate is revoked and the old one stays in use.',
    },
  },
} as const satisfies Record<string, SystemMessageTemplateTexts>;

/** The tenancy domain's system messages. */
export const TENANCY_SYSTEM_MESSAGES = {
  'tenancy.spaceApproved': {
    cn: { title: '租户空间审核通过', description: '租户空间“{domain}”已通过审核并上线，有效期至 {end}。' },
    en: {
      title: 'Tenant space approved',
      description: 'The tenant space "{domain}" has been approved and is online until {end}.',
    },
  },
  'tenancy.spaceRejected': {
    cn: {
      title: '租户空间审核未通过',
      description: '租户空间“{domain}”未通过审核，租金 ¥{amount} 已退回企业账户，该域名可重新申请。',
    },
    en: {
      title: 'Tenant space rejected',
      description:
        'The tenant space "{domain}" was rejected: its rent of ¥{amount} has been refunded to the enterprise account and the domain may be applied for again.',
    },
  },
  'tenancy.renewalDue': {
    cn: {
      title: '租户空间即将到期：{domain}',
      description: '租户空间“{domain}”将于 {end} 到期（剩余 {days} 天），{reason}到期后空间将下线（数据保留）。',
    },
    en: {
      title: 'Tenant space ending soon: {domain}',
      description:
        'The tenant space "{domain}" ends on {end} ({days} day(s) left). {reason}At its end the space goes offline (nothing is deleted).',
    },
  },
  'tenancy.spaceRenewed': {
    cn: {
      title: '租户空间已自动续费：{domain}',
      description: '租户空间“{domain}”已自动续费 ¥{amount}，有效期至 {end}。',
    },
    en: {
      title: 'Tenant space renewed: {domain}',
      description: 'The tenant space "{domain}" was renewed automatically for ¥{amount}; it runs until {end}.',
    },
  },
  'tenancy.spaceExpired': {
    cn: {
      title: '租户空间已到期下线：{domain}',
      description: '租户空间“{domain}”已于 {end} 到期并下线，数据均已保留；{reason}',
    },
    en: {
      title: 'Tenant space offline: {domain}',
      description: 'The tenant space "{domain}" ended on {end} and is offline; nothing was deleted. {reason}',
    },
  },
  'tenancy.quotaGrantHeld': {
    cn: {
      title: '配额到期但仍被占用',
      description: '{items} 的配额已于 {end} 到期，但仍被部署占用，暂时保留；请释放部署或重新申请配额。',
    },
    en: {
      title: 'Quota ended but still in use',
      description:
        'The quota of {items} ended on {end} but deployments still reserve it, so it is kept for now: release them or apply for the quota again.',
    },
  },
} as const satisfies Record<string, SystemMessageTemplateTexts>;

/** The accounts domain's system messages. */
export const ACCOUNTS_SYSTEM_MESSAGES = {
  'accounts.topUpRequested': {
    cn: {
      title: '充值申请待确认：¥{amount}',
      description: '{requester} 申请为{account}充值 ¥{amount}，请在充值确认中确认到账或驳回。',
    },
    en: {
      title: 'Top-up request to confirm: ¥{amount}',
      description:
        '{requester} asks for ¥{amount} to be credited to {account}: confirm or reject it in Top-up confirmation.',
    },
  },
  'accounts.topUpConfirmed': {
    cn: {
      title: '充值已到账：¥{amount}',
      description: '您为{account}申请的充值 ¥{amount} 已确认到账，账户余额为 ¥{balance}。',
    },
    en: {
      title: 'Top-up credited: ¥{amount}',
      description: 'The top-up of ¥{amount} you requested for {account} is confirmed; the balance is now ¥{balance}.',
    },
  },
  'accounts.topUpRejected': {
    cn: { title: '充值申请未通过：¥{amount}', description: '您为{account}申请的充值 ¥{amount} 未通过，原因：{reason}' },
    en: {
      title: 'Top-up request rejected: ¥{amount}',
      description: 'The top-up of ¥{amount} you requested for {account} was rejected. Reason: {reason}',
    },
  },
} as const satisfies Record<string, SystemMessageTemplateTexts>;

/** The deployments domain's system messages. */
export const DEPLOYMENTS_SYSTEM_MESSAGES = {
  'deployments.endingSoon': {
    cn: {
      title: '应用即将到期：{app}',
      description:
        '应用“{app}”的购买将于 {end} 到期（剩余 {days} 天），到期后应用将停止运行；续费可延长使用期，无需重新部署。',
    },
    en: {
      title: 'App ending soon: {app}',
      description:
        'The purchase of "{app}" ends on {end} ({days} day(s) left); at its end the app stops. Buying more months extends it without a redeploy.',
    },
  },
  'deployments.ended': {
    cn: {
      title: '应用已到期停止：{app}',
      description: '应用“{app}”的购买已到期，应用已停止运行（部署与数据均保留）；续费后可重新启动。',
    },
    en: {
      title: 'App ended: {app}',
      description:
        'The purchase of "{app}" has ended and the app was stopped (its deployment is kept); renew it to start it again.',
    },
  },
  'deployments.usageThreshold': {
    cn: {
      title: '配额使用已达 {percent}%：{item}',
      description: '已部署应用使用的 {item} 已达配额的 {percent}%（{used} / {total}），请关注资源或申请增加配额。',
    },
    en: {
      title: 'Quota {percent}% used: {item}',
      description:
        'The deployed apps use {percent}% of the {item} quota ({used} of {total}): watch the resources or apply for more quota.',
    },
  },
} as const satisfies Record<string, SystemMessageTemplateTexts>;

/** The key of a system message template. */
export type SystemMessageTemplate = keyof typeof SYSTEM_MESSAGE_TEMPLATES;

/** A part of the catalogue (a domain's, or the whole). */
type Catalogue = Readonly<Record<string, SystemMessageTemplateTexts>>;

/** A parameter: one text for both languages (a name, a number, a reason someone wrote), or one per language. */
export type SystemMessageParam = string | number | { readonly cn: string; readonly en: string };

/** The placeholder names of a text (`'{a} and {b}'` → `'a' | 'b'`). */
type PlaceholdersOf<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/** The placeholders of a template (the Chinese ones; the catalogue test holds English to the same). */
type TemplatePlaceholders<Texts extends Catalogue, Key extends keyof Texts> = PlaceholdersOf<
  Texts[Key]['cn']['title'] | Texts[Key]['cn']['description']
>;

/** The parameters a template needs: exactly its placeholders (none: an empty object). */
type SystemMessageParams<Texts extends Catalogue, Key extends keyof Texts> = [
  TemplatePlaceholders<Texts, Key>,
] extends [never]
  ? Readonly<Record<string, never>>
  : { readonly [Name in TemplatePlaceholders<Texts, Key>]: SystemMessageParam };

/** A system message to send: a template of the catalogue (or of the part given) and its parameters, checked per template. */
export type SystemMessage<Texts extends Catalogue = typeof SYSTEM_MESSAGE_TEMPLATES> = {
  [Key in keyof Texts & string]: { readonly template: Key; readonly params: SystemMessageParams<Texts, Key> };
}[keyof Texts & string];

/** What a system message adds to a notification: both renderings, the template and its parameters. */
export interface RenderedSystemMessage {
  readonly title: string;
  readonly description: string;
  readonly titleEn: string;
  readonly descriptionEn: string;
  readonly template: SystemMessageTemplate;
  readonly params: Readonly<Record<string, SystemMessageParam>>;
}

/** The placeholders of a text, in order of appearance, each once. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))];
}

const fill = (text: string, params: Readonly<Record<string, SystemMessageParam>>, locale: 'cn' | 'en') =>
  text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    return typeof value === 'object' ? value[locale] : String(value);
  });

/**
 * Renders a system message of the given part of the catalogue (the caller's domain's) in both languages; spread the
 * result into `notifyUsers` / `notifyReviewDecision`:
 * `...systemMessage(CERTIFICATION_SYSTEM_MESSAGES, { template: 'certification.userApproved', params: {} })`.
 */
export function systemMessage<Texts extends Catalogue>(
  catalogue: Texts,
  message: SystemMessage<Texts>,
): RenderedSystemMessage {
  const texts: SystemMessageTemplateTexts = catalogue[message.template];
  const params: Readonly<Record<string, SystemMessageParam>> = message.params;
  return {
    title: fill(texts.cn.title, params, 'cn'),
    description: fill(texts.cn.description, params, 'cn'),
    titleEn: fill(texts.en.title, params, 'en'),
    descriptionEn: fill(texts.en.description, params, 'en'),
    // The parts are the catalogue's: their keys are its keys.
    template: message.template as SystemMessageTemplate,
    params,
  };
}
