/**
 * The console's message catalogue: one entry per visible text, in Chinese
 * (the default locale, spec doc 1 §1) and English (`messages-en.ts`). Texts the spec quotes word
 * for word (messages.json, doc 000) are copied exactly into `cn`; `en` gives
 * their English equivalent. Placeholders are written `{name}` and filled by
 * `formatMessage`.
 */
import { gatewayQuotaReached, pushRuleQuotaReached } from '@shared/constants/platform-quotas.js';

/**
 * The status words of invitations and certifications: the spec writes them
 * in English for both locales, so both tables take them from here.
 */
export const statusWords = {
  'spec.invite.pendingInvite': '待邀请',
  'spec.invite.pendingActivate': '待激活',
  'spec.invite.failed': '失败',
  'spec.invite.activated': '已激活',
  'spec.invite.timeout': '已超时',
  'spec.invite.disabled': '已停用',
  'spec.invite.reinvited': '已重新邀请',
  'spec.invite.emailFail': '邮件发送失败',
  'spec.auth.pending': '待审核',
  'spec.auth.authenticated': '已认证',
  'spec.auth.failed': '认证失败',
  'spec.auth.notAuthenticated': '未认证',
} as const;

const coreCn = {
  'app.name': 'SIA 工业互联网云平台',
  'app.loading': '加载中……',
  'app.loadMore': '加载更多',
  'app.skipToContent': '跳到主要内容',
  'app.copy': '复制{label}',
  'app.copied': '{label}已复制',
  'app.copyFailed': '{label}未能复制',
  'app.id': '编号',
  'app.rowActions': '操作',
  'app.rowActionsOf': '{name} 的操作',
  'app.namesSeparator': '、',
  'app.namesMore': '{names} 等 {count} 项',

  'help.info': '信息',
  'help.panel': '帮助',
  'help.openPanel': '打开帮助面板',
  'help.closePanel': '关闭帮助面板',
  'help.loadFailed': '帮助内容未能加载，请稍后重试。',
  'help.related': '相关主题',
  'help.learnMore': '了解更多',
  'help.article': '在帮助中心阅读全文',

  'landing.title': '工业互联网云平台',
  'landing.subtitle': '连接设备、应用与企业的一站式云控制台',
  'landing.intro':
    '在一个控制台中管理企业与角色、应用市场、设备与网关、算法与大数据。选择企业和角色后，菜单和权限会随之变化。',
  'landing.feature.identity': '企业与角色：按企业和角色切换菜单与权限',
  'landing.feature.market': '应用市场：发布、订阅并部署应用',
  'landing.feature.equipment': '设备管理：网关、证书、备份与实时数据',
  'landing.signIn': '登录',
  'landing.openConsole': '进入控制台',
  'landing.market': '浏览应用市场',

  'login.title': '登录',
  'login.description': '使用平台账号登录控制台',
  'login.username': '用户名',
  'login.password': '密码',
  'login.submit': '登录',
  'login.cancel': '返回首页',
  'login.usernameRequired': '请输入用户名',
  'login.passwordRequired': '请输入密码',
  'login.badCredentials': '用户名或密码错误',
  'login.passwordChangeRequired': '该账号需要先重置密码才能登录',
  'login.failed': '登录失败：{message}',
  'login.error.network': '网络错误，无法连接服务器',
  'login.error.not_auth': '尚未登录或登录已失效',
  'login.error.bad_request': '请求无效',
  'login.error.fetch_enterprises_error': '获取企业列表失败',
  'login.error.fetch_current_enterprise_error': '获取当前企业失败',
  'login.error.fetch_roles_error': '获取角色列表失败',
  'login.error.query_TGT_failed': 'TGT查询失败',
  'login.error.ip_changed': 'IP地址已切换',
  'login.error.fetch_cas_url_error': '获取登录服务地址失败',
  'login.error.cas_logout_error': '退出登录服务失败',
  'login.error.foundation_logout_error': '退出平台失败',
  'login.contextFailed': '登录信息加载失败：{reason}',

  'login.register': '没有账号？注册',
  'landing.register': '注册',

  'register.title': '注册',
  'register.description': '创建平台账号，注册后即可登录控制台',
  'register.username': '用户名',
  'register.email': '邮箱',
  'register.phone': '手机号',
  'register.code': '验证码',
  'register.password': '密码',
  'register.confirm': '确认密码',
  'register.sendCode': '获取验证码',
  'register.resendIn': '{seconds} 秒后重发',
  'register.submit': '注册',
  'register.haveAccount': '已有账号？去登录',
  'register.usernameRequired': '请输入用户名',
  'register.usernameTooLong': '用户名最多 31 个字符',
  'register.usernameHash': '用户名不能包含 #',
  'register.emailRequired': '请输入邮箱',
  'register.emailInvalid': '请输入正确的邮箱地址',
  'register.phoneRequired': '请输入手机号',
  'register.phoneInvalid': '请输入正确的手机号',
  'register.passwordRequired': '请输入密码',
  'register.passwordRule': '密码须为 8–20 位字母、数字或下划线，且至少包含其中两种',
  'register.passwordPersonal': '密码不能与用户名相同，也不能包含手机号',
  'register.confirmRequired': '请再次输入密码',
  'register.sendFailed': '验证码发送失败：{message}',
  'register.submitFailed': '注册失败：{message}',
  'register.strength.title': '密码强度',
  'register.strength.weak': '弱',
  'register.strength.medium': '中',
  'register.strength.strong': '强',
  'register.strength.length': '长度为 8–20 个字符',
  'register.strength.charset': '只能包含字母、数字和下划线',
  'register.strength.kinds': '至少包含字母、数字、下划线中的两种',
  'register.strength.personal': '不能是用户名，也不能包含手机号',
  'register.strength.met': '已满足',
  'register.strength.unmet': '未满足',
  'register.restore.title': '恢复账号',
  'register.restore.text': '该手机号和邮箱属于一个已注销的账号。是否恢复该账号？取消则继续注册新账号。',
  'register.restore.ok': '恢复账号',
  'register.restore.cancel': '继续注册',
  'registerSuccess.title': '注册成功',
  'registerSuccess.text': '您的账号已创建，现在可以登录控制台。',
  'registerSuccess.signIn': '去登录',

  'logout.inProgress': '正在退出登录……',

  'session.expired.title': '登录信息已失效',
  'session.expired.timeout': '会话已过期，请重新登录',
  'session.expired.tgt': 'TGT已失效，请重新登录',
  'session.expired.ip': 'IP地址已切换，请重新登录',
  'session.expired.other': '您的登录状态已失效，请重新登录',
  'session.ok': '确定',
  'session.close': '关闭',
  'session.networkLost': '您的网络已失去连接，请检查网络!',

  'nav.console': '控制台',
  'nav.home': '首页',
  'nav.menu': '菜单',
  'nav.enterprise': '企业',
  'nav.noEnterprise': '无企业',
  'nav.role': '角色',
  'nav.allRoles': '全部角色',
  'nav.language': '语言',
  'nav.localeCn': '中文',
  'nav.localeEn': 'English',
  'nav.userMenu': '用户菜单',
  'nav.signIn': '登录',
  'nav.signOut': '退出登录',
  'nav.overflowMenu': '更多',
  'nav.openNavigation': '打开导航',
  'nav.closeNavigation': '关闭导航',
  'nav.breadcrumbs': '面包屑导航',
  'nav.emptyMenu': '当前角色没有可用菜单',
  'nav.switchFailed': '切换失败：{message}',
  'nav.switchEnterpriseDone': '已切换到企业：{name}',
  'nav.switchRoleDone': '已切换到角色：{name}',

  'notify.dismiss': '关闭通知',
  'notify.region': '通知',

  'home.enterpriseVerification': '企业认证',
  'home.title': '控制台首页',
  'home.personalInfo': '个人信息',
  'home.avatarAlt': '{name} 的头像',
  'home.welcome': '欢迎，{name}',
  'home.phone': '手机号',
  'home.roles': '角色',
  'home.company': '所属企业',
  'home.verification': '认证状态',
  'home.status.verifying': '认证中',
  'home.status.verified': '已认证',
  'home.status.failed': '认证失败',
  'home.status.notCertified': '未认证',
  'home.link.editUserCertify': '修改个人认证',
  'home.link.createUserCertify': '进行个人认证',
  'home.link.createEnterpriseDetails': '进行企业认证',
  'home.deregister': '注销平台账号',
  'home.deregisterConfirm': '注销账号 {name}？注销后将无法登录平台；之后可以用原手机号和邮箱注册来恢复它。',
  'home.deregisterSuccess': '账号 {name} 已注销',
  'home.deregisterFailed': '信息注销失败',
  'home.cancel': '取消',
  'common.cancel': '取消',
  'common.confirm': '确定',
  'home.loadFailed': '获取个人信息失败：{message}',
  'home.none': '无',

  'exception.403.title': '403',
  'exception.403.text': '抱歉，您无权访问此页面，请先登录。',
  'exception.404.title': '404',
  'exception.404.text': '抱歉，您访问的页面不存在。',
  'exception.415.title': '415',
  'exception.415.text': '抱歉，缺少必要的编号，或未找到对应的数据。',
  'exception.500.title': '500',
  'exception.500.text': '抱歉，服务器出错了。',
  'exception.backHome': '返回首页',
  'exception.backConsole': '返回控制台首页',

  'refusal.platformAdmin': '仅平台管理员可用',
  'refusal.auditor': '仅平台审核员可用',
  'refusal.member': '仅限本企业成员',
  'refusal.role': '您在该企业中没有此角色',
  'refusal.self': '只能访问您自己的记录',
  'refusal.privilege': '您当前的角色在该企业中没有此权限（{privilege}）',
  'refusal.gatewayQuota': gatewayQuotaReached('{quota}').cn,
  'refusal.pushRuleQuota': pushRuleQuotaReached('{quota}').cn,
  'exception.signIn': '去登录',

  'errorBoundary.title': '出错了',
  'errorBoundary.text': '抱歉，页面出现了错误。请刷新页面后重试。',
  'errorBoundary.refresh': '刷新',

  'spec.enterpriseNameTaken': '该企业名称已被注册，请换一个名称',
  'spec.cannotDelete': '无法删除！',
  'spec.wrongPhoneCode': '验证码错误',
  'spec.registerFailed': '注册信息有误，请检查后重新提交。',
  'spec.alreadyRegistered': '该用户名/邮箱/手机号已被注册，请换一个。',
  'spec.passwordMismatch': '两次输入的密码不一致。',
  'spec.wrongCode': '请输入正确的验证码。',
  'spec.codeRequired': '请输入验证码。',
  'spec.restoreSuccess': '{email} 的账号已恢复，现在可以登录',
  'spec.restoreFailed': '账号恢复失败',
  'spec.menuSubmitFailed': '菜单提交失败！',
  'spec.menuDeleteFailed': '菜单删除失败！',
  'spec.querying': '查询中……',
  'spec.noMessages': '未查询到消息',
  'spec.fetchMessagesFailed': '获取消息失败',
  'spec.noCategories': '未获取到消息类别',
  'spec.noGroups': '未获取到消息组',
  'spec.noTypes': '未获取到消息类型',
  'spec.noTypesQueried': '未查询到消息类型',
  'spec.categoryFetchError': '获取消息类别错误',
  'spec.groupFetchError': '获取消息组错误',
  'spec.typeFetchError': '获取消息类型错误：',
  'spec.refreshError': '刷新错误：',
  'spec.sending': '发送中……',
  'spec.sendFailed': '发送失败！',
  'spec.deleting': '删除中……',
  'spec.deleteFailed': '删除失败！',
  'spec.saving': '保存中……',
  'spec.saveFailed': '保存失败！',
  'spec.saveError': '保存错误：',
  'spec.allMessages': '全部消息',
  'spec.userMessageType': '用户消息',
  ...statusWords,
} as const;

/**
 * Each feature keeps its texts beside its screens, in
 * `features/<feature>/messages/<area>-messages.ts` (Chinese) and `-en.ts` (English), so
 * areas grow without touching this file. An area's Chinese table registers itself when
 * first imported and adds its keys to {@link MessageCatalogue} by declaration merging:
 * each console file that uses an area's texts imports that file, so the texts ship with
 * the screens that show them instead of in the first download
 * (test/unit/web/message-areas.test.ts checks the imports). This module imports no area,
 * so the areas and the catalogue form no import cycle.
 */
export interface MessageCatalogue extends Record<CoreMessageKey, string> {}

/** The keys of the core texts (the shell, sign-in, registration and exception screens), always loaded. */
export type CoreMessageKey = keyof typeof coreCn;

/** Every key of the catalogue; the Chinese tables are the reference. */
export type MessageKey = keyof MessageCatalogue;
export type MessageTable = Record<MessageKey, string>;

const cn: Partial<MessageTable> = { ...coreCn };

/** The Chinese table (default locale): the core texts plus every area registered so far. */
export const cnMessages = cn as MessageTable;

/** Adds an area's Chinese texts to the table (called by the area's module when it is imported). */
export function registerChineseMessages(table: Readonly<Partial<MessageTable>>): void {
  Object.assign(cn, table);
}

/**
 * Looks a key up in a table and fills `{name}` placeholders from `values`;
 * an unknown placeholder is left as written so a missing value is visible.
 */
export function formatMessage(
  table: MessageTable,
  key: MessageKey,
  values: Readonly<Record<string, string | number>> = {},
): string {
  // An unregistered area shows its key rather than failing the whole screen.
  return (table[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
