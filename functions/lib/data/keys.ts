/**
 * Key builders of the single table, in one place so every entity module and
 * docs/data-model.md agree. Prefixes are upper case; ids are UUIDs or codes.
 * `#`-prefixed sort keys sort before every entity-typed sort key.
 */

export const keys = {
  user: (userId: string) => ({ pk: `USER#${userId}`, sk: '#PROFILE' }),
  session: (userId: string) => ({ pk: `USER#${userId}`, sk: '#SESSION' }),
  functionRole: (userId: string, code: string) => ({ pk: `USER#${userId}`, sk: `FROLE#${code}` }),
  membership: (userId: string, enterpriseId: string) => ({ pk: `USER#${userId}`, sk: `ENT#${enterpriseId}` }),
  roleAssignment: (userId: string, enterpriseId: string, roleId: string) => ({
    pk: `USER#${userId}`,
    sk: `ROLE#${enterpriseId}#${roleId}`,
  }),
  enterprise: (enterpriseId: string) => ({ pk: `ENT#${enterpriseId}`, sk: '#META' }),
  role: (enterpriseId: string, roleId: string) => ({ pk: `ENT#${enterpriseId}`, sk: `ROLE#${roleId}` }),
  roleMenuPrivilege: (roleId: string, menuId: string) => ({ pk: `ROLE#${roleId}`, sk: `MENU#${menuId}` }),
  menu: (enterpriseId: string, menuId: string) => ({ pk: `MENUS#${enterpriseId}`, sk: `MENU#${menuId}` }),
  /** A deployed front end (kind `web`) that menus can point at. */
  deployment: (kind: string, deploymentId: string) => ({ pk: `DEPLOYMENTS#${kind}`, sk: `DEPLOY#${deploymentId}` }),
  lookup: (collection: string, code: string) => ({ pk: `LOOKUP#${collection}`, sk: `CODE#${code}` }),
  region: (parentCode: string, code: string) => ({ pk: `REGION#${parentCode}`, sk: `CODE#${code}` }),
  /** An application or module (publishing): meta item; its partition also holds module links, majors, reviews, subscriptions. */
  application: (applicationId: string) => ({ pk: `APP#${applicationId}`, sk: '#META' }),
  /** A module of a main application (its dependencies ride on the link). */
  applicationModule: (mainId: string, moduleId: string) => ({ pk: `APP#${mainId}`, sk: `MODULE#${moduleId}` }),
  majorVersion: (applicationId: string, majorId: string) => ({ pk: `APP#${applicationId}`, sk: `MAJOR#${majorId}` }),
  applicationReview: (applicationId: string, reviewedAt: string, reviewId: string) => ({
    pk: `APP#${applicationId}`,
    sk: `REVIEW#${reviewedAt}#${reviewId}`,
  }),
  subscription: (applicationId: string, userId: string) => ({ pk: `APP#${applicationId}`, sk: `SUB#${userId}` }),
  /** A version (minor) of an application, by id alone (`getVersionById/{id}`). */
  version: (versionId: string) => ({ pk: `VERSION#${versionId}`, sk: '#META' }),
  /** A resource plan, by id alone (`deleteResource/{id}`). */
  plan: (planId: string) => ({ pk: `PLAN#${planId}`, sk: '#META' }),
  /** The application category tree: one partition. */
  applicationCategory: (categoryId: string) => ({ pk: 'APPCATEGORIES', sk: `CAT#${categoryId}` }),
  /** Uniqueness marker: written in the same transaction as the record it guards. */
  unique: (kind: string, value: string) => ({ pk: `UNIQUE#${kind}#${value.toLowerCase()}`, sk: '#UNIQUE' }),
  /**
   * The code last sent to a phone for one purpose (one live code per phone and purpose), so a
   * registration, password-reset, username-recovery or sign-in code never satisfies another purpose.
   */
  verificationCode: (phone: string, purpose: string = 'REGISTER') => ({ pk: `VCODE#${phone}`, sk: `#${purpose}` }),
  /** A sign-in session (token `origin_jti`, else `auth_time`) that passed the phone check; read with the caller. */
  phoneValidation: (userId: string, sessionKey: string) => ({ pk: `USER#${userId}`, sk: `PHONEOK#${sessionKey}` }),
  /** An e-mailed account token, keyed by the sha256 of the token (the token itself is never stored). */
  emailToken: (tokenHash: string) => ({ pk: `EMAILTOKEN#${tokenHash}`, sk: '#TOKEN' }),
  /** A private registration waiting for its e-mail verification (no profile exists until then). */
  pendingRegistration: (userId: string) => ({ pk: `PENDREG#${userId}`, sk: '#META' }),
  /** A fixed-window counter: `scope` names the limit, `subject` what is counted, `window` the window's index. */
  rateLimit: (scope: string, subject: string, window: number) => ({
    pk: `RATE#${scope}#${subject}`,
    sk: `WINDOW#${window}`,
  }),
  equipment: (equipmentId: string) => ({ pk: `EQUIP#${equipmentId}`, sk: '#META' }),
  /** An equipment type of an enterprise, in the enterprise's partition. */
  equipmentType: (enterpriseId: string, typeId: string) => ({ pk: `ENT#${enterpriseId}`, sk: `EQTYPE#${typeId}` }),
  /** A gateway's configuration (the wizard's general settings and collect nodes), beside its record. */
  equipmentConfig: (equipmentId: string) => ({ pk: `EQUIP#${equipmentId}`, sk: '#CONFIG' }),
  /** A command sent to a gateway (`commandId` starts with the send time, so a gateway's commands sort by time). */
  equipmentCommand: (equipmentId: string, commandId: string) => ({
    pk: `EQUIP#${equipmentId}#CMD`,
    sk: `CMD#${commandId}`,
  }),
  /** A log entry of a gateway, by time (`{iso time}#{short id}`, so two entries of one millisecond both stay). */
  equipmentLog: (equipmentId: string, at: string, entryId: string) => ({
    pk: `EQUIP#${equipmentId}#LOG`,
    sk: `${at}#${entryId}`,
  }),
  /** The offline-alarm watch of a gateway: when to look at it next and its alarm (docs/equipment.md). */
  equipmentWatch: (equipmentId: string) => ({ pk: `EQUIP#${equipmentId}`, sk: '#WATCH' }),
  /** An equipment (gateway) certificate and its review state (docs/equipment.md, "Certificates"). */
  equipmentCertificate: (certifyId: string) => ({ pk: `EQCERT#${certifyId}`, sk: '#META' }),
  /**
   * The latest reading of one node of an equipment: an item per node in the equipment's latest-values partition, so
   * the ingest writes them with batched puts (a message's nodes, many gateways a batch) and a Query reads them all.
   */
  equipmentLatestNode: (equipmentId: string, name: string) => ({
    pk: `EQUIP#${equipmentId}#LATEST`,
    sk: `node#${name}`,
  }),
  /**
   * A backed-up reading of one node (docs/equipment.md "History and backup"), by receive time and then the device's
   * time (a node appears once per message, so the pair is unique).
   */
  equipmentHistory: (equipmentId: string, alias: string, receiveTime: number, timestamp: number) => ({
    pk: `EQUIP#${equipmentId}#HIST#${alias}`,
    sk: `${String(receiveTime).padStart(15, '0')}#${String(timestamp).padStart(15, '0')}`,
  }),
  /** Where the history archive run stopped in the registry of nodes (it resumes there on its next run). */
  historyArchiveRun: () => ({ pk: 'HISTARCHIVE', sk: '#RUN' }),
  /** A backed-up node's archive watermark, in its history partition (`#` sorts before the readings' digits). */
  equipmentHistoryNode: (equipmentId: string, alias: string) => ({
    pk: `EQUIP#${equipmentId}#HIST#${alias}`,
    sk: '#ARCHIVE',
  }),
  /**
   * One delivery of a message to a user (the id is the notificationObjectId, so a retried delivery
   * rewrites the same key); the partition also holds the unread counter. Lists go through gsi1-3.
   */
  inboxItem: (userId: string, id: string) => ({ pk: `INBOX#${userId}`, sk: `MSG#${id}` }),
  /** The unread counters of a user's inbox (`unread`, `T#{selfType}`), changed in the same transaction as the items. */
  inboxCounter: (userId: string) => ({ pk: `INBOX#${userId}`, sk: '#COUNT' }),
  /** A custom message type a sender named (scope: the sending enterprise, NIL for the platform). */
  inboxSelfType: (scopeId: string, selfType: string) => ({ pk: `MSGSELFTYPES#${scopeId}`, sk: `TYPE#${selfType}` }),
  /** A user opened a WebSocket in the last 2 hours (pushes skip users without one). */
  inboxPresence: (userId: string) => ({ pk: `PRESENCE#${userId}`, sk: '#META' }),
  /** A large send's fan-out job (id = the notificationObjectId) and its recipient chunks. */
  fanoutJob: (jobId: string) => ({ pk: `FANOUT#${jobId}`, sk: '#META' }),
  fanoutChunk: (jobId: string, index: number) => ({
    pk: `FANOUT#${jobId}`,
    sk: `CHUNK#${String(index).padStart(5, '0')}`,
  }),
  /** An e-mail copy that kept failing after its retries: one per notification and recipient. */
  emailFailure: (notificationObjectId: string, userId: string) => ({
    pk: `MAILFAIL#${notificationObjectId}`,
    sk: `USER#${userId}`,
  }),
  /** A user's application for a role (grants area; kept out of `USER#`, which loadCaller reads whole). */
  roleApplication: (applicationId: string) => ({ pk: `ROLEAPP#${applicationId}`, sk: '#META' }),
  /** Exists while a user's application for a role is pending: at most one pending application per user and role. */
  pendingRoleApplication: (userId: string, roleId: string) => ({
    pk: `ROLEAPPPENDING#${userId}#${roleId}`,
    sk: '#PENDING',
  }),
  /** An enterprise's request for an application's privileges (grants area). */
  enterpriseAuthRequest: (requestId: string) => ({ pk: `ENTAUTHREQ#${requestId}`, sk: '#META' }),
  /** Exists while an enterprise's request for an application is pending: one pending request per enterprise and app. */
  pendingEnterpriseAuth: (enterpriseId: string, appCode: string) => ({
    pk: `ENTAUTHPENDING#${enterpriseId}#${appCode.toLowerCase()}`,
    sk: '#PENDING',
  }),
  /** The privileges of an application granted to an enterprise (union of its approved requests). */
  enterpriseAuthGrant: (enterpriseId: string, appCode: string) => ({
    pk: `ENTAUTH#${enterpriseId}`,
    sk: `APP#${appCode}`,
  }),
  /** A message category of a scope (`{NIL}`: the platform); the scope's types and groups share the partition. */
  messageCategory: (enterpriseId: string, categoryId: string) => ({
    pk: `MSGADMIN#${enterpriseId}`,
    sk: `CATEGORY#${categoryId}`,
  }),
  messageType: (enterpriseId: string, typeId: string) => ({ pk: `MSGADMIN#${enterpriseId}`, sk: `TYPE#${typeId}` }),
  messageGroup: (enterpriseId: string, groupId: string) => ({ pk: `MSGADMIN#${enterpriseId}`, sk: `GROUP#${groupId}` }),
  /** One user in a message group (the group's own partition, read whole at send time). */
  messageGroupMember: (groupId: string, userId: string) => ({ pk: `MSGGROUP#${groupId}`, sk: `MEMBER#${userId}` }),
  /** A message sent by an administrator (the record of the admin list; deliveries live in the inboxes). */
  sentMessage: (messageId: string) => ({ pk: `SENTMSG#${messageId}`, sk: '#META' }),
} as const;

/**
 * Secondary-index keys (attribute values of gsi1pk/gsi1sk) written next to the
 * item they index; each serves one reverse access pattern of docs/data-model.md.
 */
export const indexKeys = {
  /** gsi1: every user profile, ordered by lower-case username (platform user list). */
  userByName: (username: string) => ({ gsi1pk: 'USERS', gsi1sk: `USERNAME#${username.toLowerCase()}` }),
  /** gsi1: every enterprise, ordered by name (enterprise list). */
  enterpriseByName: (name: string) => ({ gsi1pk: 'ENTERPRISES', gsi1sk: `NAME#${name}` }),
  /** gsi1: the members of an enterprise (membership items). */
  memberOfEnterprise: (enterpriseId: string, userId: string) => ({
    gsi1pk: `ENTMEMBERS#${enterpriseId}`,
    gsi1sk: `USER#${userId}`,
  }),
  /** gsi1: the applications a user created; gsi2: those of a company; gsi3: by status (the audit queue). */
  applicationByUser: (userId: string, createDate: string, id: string) => ({
    gsi1pk: `APPUSER#${userId}`,
    gsi1sk: `${createDate}#${id}`,
  }),
  applicationByCompany: (companyId: string, createDate: string, id: string) => ({
    gsi2pk: `APPCOMPANY#${companyId}`,
    gsi2sk: `${createDate}#${id}`,
  }),
  applicationByStatus: (code: string, updateDate: string, id: string) => ({
    gsi3pk: `APPSTATUS#${code}`,
    gsi3sk: `${updateDate}#${id}`,
  }),
  /** gsi1: the versions of an application; gsi2: those a user released; gsi3: by status (the audit queue). */
  versionOfApplication: (applicationId: string, releaseDate: string, id: string) => ({
    gsi1pk: `APPVERSIONS#${applicationId}`,
    gsi1sk: `${releaseDate}#${id}`,
  }),
  versionByUser: (userId: string, releaseDate: string, id: string) => ({
    gsi2pk: `VERUSER#${userId}`,
    gsi2sk: `${releaseDate}#${id}`,
  }),
  versionByStatus: (code: string, updateDate: string, id: string) => ({
    gsi3pk: `VERSTATUS#${code}`,
    gsi3sk: `${updateDate}#${id}`,
  }),
  /** gsi1: the resource plans of an application. */
  planOfApplication: (applicationId: string, createDate: string, id: string) => ({
    gsi1pk: `APPPLANS#${applicationId}`,
    gsi1sk: `${createDate}#${id}`,
  }),
  /** gsi1: the applications a user subscribes to (subscription items). */
  subscriptionOfUser: (userId: string, applicationId: string) => ({
    gsi1pk: `USERSUBS#${userId}`,
    gsi1sk: `APP#${applicationId}`,
  }),
  /** gsi1: gateway watches by due time, in a few shards (the watchdog reads those due, never scans). */
  watchDue: (shard: number, dueAt: number, equipmentId: string) => ({
    gsi1pk: `EQWATCH#${shard}`,
    gsi1sk: `${String(dueAt).padStart(15, '0')}#${equipmentId}`,
  }),
  /** gsi1: the gateways of an enterprise, oldest first. */
  /** gsi1: every node that has history, for the daily archive run (never a Scan). */
  historyNode: (equipmentId: string, alias: string) => ({ gsi1pk: 'HISTNODES', gsi1sk: `${equipmentId}#${alias}` }),
  equipmentOfEnterprise: (enterpriseId: string, createDate: string, id: string) => ({
    gsi1pk: `ENTEQUIP#${enterpriseId}`,
    gsi1sk: `${createDate}#${id}`,
  }),
  /** gsi1: the equipment certificates of an enterprise, oldest first by registration time. */
  certificateOfEnterprise: (enterpriseId: string, registerTime: string, id: string) => ({
    gsi1pk: `ENTEQCERT#${enterpriseId}`,
    gsi1sk: `${registerTime}#${id}`,
  }),
  /** gsi2 (sparse, only while a review is due): the platform's certificate review queue, by the time it was asked. */
  certificateUnderReview: (requestedAt: string, id: string) => ({
    gsi2pk: 'EQCERTREVIEW',
    gsi2sk: `${requestedAt}#${id}`,
  }),
  /** gsi1: the users holding a role (role-assignment items). */
  holderOfRole: (roleId: string, userId: string) => ({ gsi1pk: `ROLEUSERS#${roleId}`, gsi1sk: `USER#${userId}` }),
  /** gsi1: the roles granting privileges on a menu (role-menu-privilege items). */
  roleOfMenu: (menuId: string, roleId: string) => ({ gsi1pk: `MENUROLES#${menuId}`, gsi1sk: `ROLE#${roleId}` }),
  /** gsi2: a menu by its id alone (deleteMenu/{id} names no scope). */
  menuById: (menuId: string) => ({ gsi2pk: `MENUID#${menuId}`, gsi2sk: '#MENU' }),
  /** gsi2: a role by its id alone (the role's enterprise is not known to `roleWithUsers?role=`). */
  roleById: (roleId: string) => ({ gsi2pk: `ROLEID#${roleId}`, gsi2sk: '#ROLE' }),
  /** gsi2: the enterprise certification review queue by verify status, by submission time. */
  enterpriseVerification: (status: string, submitTime: string, enterpriseId: string) => ({
    gsi2pk: `VERIFY#ENT#${status}`,
    gsi2sk: `${submitTime}#${enterpriseId}`,
  }),
  /** gsi1: the holders of a function role (`FROLE#` items; platform-admin, auditor). */
  holderOfFunctionRole: (code: string, userId: string) => ({ gsi1pk: `FROLEUSERS#${code}`, gsi1sk: `USER#${userId}` }),
  /** gsi1: a user's role applications, by creation time. */
  roleApplicationOfUser: (userId: string, createdAt: string, applicationId: string) => ({
    gsi1pk: `ROLEAPPS#USER#${userId}`,
    gsi1sk: `${createdAt}#${applicationId}`,
  }),
  /** gsi2: the role applications of an enterprise (NIL_ID: platform roles) in one state, by creation time. */
  roleApplicationOfEnterprise: (enterpriseId: string, state: string, createdAt: string, applicationId: string) => ({
    gsi2pk: `ROLEAPPS#${enterpriseId}#${state}`,
    gsi2sk: `${createdAt}#${applicationId}`,
  }),
  /** gsi1: an enterprise's authorisation requests, by creation time. */
  enterpriseAuthOfEnterprise: (enterpriseId: string, createdAt: string, requestId: string) => ({
    gsi1pk: `ENTAUTHS#${enterpriseId}`,
    gsi1sk: `${createdAt}#${requestId}`,
  }),
  /** gsi2 (sparse: pending requests only): every pending authorisation request, by lower-case enterprise name. */
  pendingEnterpriseAuth: (enterpriseName: string, createdAt: string, requestId: string) => ({
    gsi2pk: 'ENTAUTHS#PENDING',
    gsi2sk: `${enterpriseName.toLowerCase()}#${createdAt}#${requestId}`,
  }),
  /** gsi2: a message-group member by its id alone (`DELETE messageMember` takes member ids). */
  messageMemberById: (memberId: string) => ({ gsi2pk: `MSGMEMBER#${memberId}`, gsi2sk: '#MEMBER' }),
  /** gsi1: the sent messages of a scope, by sending time (the admin list, newest first). */
  sentMessageOfScope: (enterpriseId: string, sentAt: string, messageId: string) => ({
    gsi1pk: `MSGSENT#${enterpriseId}`,
    gsi1sk: `${sentAt}#${messageId}`,
  }),
  /** gsi1: a user's live (`INBOX#`) or recycled (`INBOXBIN#`) messages, newest last by time. */
  inboxByTime: (userId: string, deleted: boolean, messageTime: string, id: string) => ({
    gsi1pk: `${deleted ? 'INBOXBIN' : 'INBOX'}#${userId}`,
    gsi1sk: `${messageTime}#${id}`,
  }),
  /** gsi2: a user's live messages of one custom type (recycled ones leave this index). */
  inboxBySelfType: (userId: string, selfType: string, messageTime: string, id: string) => ({
    gsi2pk: `INBOXTYPE#${userId}#${selfType}`,
    gsi2sk: `${messageTime}#${id}`,
  }),
  /** gsi3: a user's live or recycled messages of one category. */
  inboxByCategory: (userId: string, category: string, deleted: boolean, messageTime: string, id: string) => ({
    gsi3pk: `${deleted ? 'INBOXBINCAT' : 'INBOXCAT'}#${userId}#${category}`,
    gsi3sk: `${messageTime}#${id}`,
  }),
  /** gsi1: e-mail copies that kept failing, newest last (operators' list). */
  emailFailureByTime: (failedAt: string, notificationObjectId: string, userId: string) => ({
    gsi1pk: 'MAILFAILS',
    gsi1sk: `${failedAt}#${notificationObjectId}#${userId}`,
  }),
  /** gsi1: every city and district of a province, by code (one Query loads a province's subtree). */
  regionInProvince: (provinceCode: string, code: string) => ({ gsi1pk: `REGIONPROV#${provinceCode}`, gsi1sk: code }),
} as const;

/** Parent code of the provinces in the region tree. */
export const REGION_ROOT = 'CN';

/** Index names (see infra/definitions/table-definition.ts). */
export const indexes = { gsi1: 'gsi1', gsi2: 'gsi2', gsi3: 'gsi3' } as const;
