import { describe, expect, it } from 'vitest';
import {
  ACCOUNTS_SYSTEM_MESSAGES,
  ALGORITHMS_SYSTEM_MESSAGES,
  APPLICATIONS_SYSTEM_MESSAGES,
  CERTIFICATION_SYSTEM_MESSAGES,
  DEPLOYMENTS_SYSTEM_MESSAGES,
  EQUIPMENT_SYSTEM_MESSAGES,
  placeholdersOf,
  ROLES_SYSTEM_MESSAGES,
  systemMessage,
  TENANCY_SYSTEM_MESSAGES,
  type SystemMessage,
} from '../../../../../functions/domains/messaging/system-message-templates.js';
import { SYSTEM_MESSAGE_TEMPLATES } from '../../../../../functions/domains/messaging/system-message-catalogue.js';

/** Each domain's part of the catalogue, by domain. */
const catalogueParts = {
  accounts: ACCOUNTS_SYSTEM_MESSAGES,
  algorithms: ALGORITHMS_SYSTEM_MESSAGES,
  applications: APPLICATIONS_SYSTEM_MESSAGES,
  certification: CERTIFICATION_SYSTEM_MESSAGES,
  deployments: DEPLOYMENTS_SYSTEM_MESSAGES,
  equipment: EQUIPMENT_SYSTEM_MESSAGES,
  roles: ROLES_SYSTEM_MESSAGES,
  tenancy: TENANCY_SYSTEM_MESSAGES,
};

const HAN = /\p{Script=Han}/u;
const templates = Object.entries(SYSTEM_MESSAGE_TEMPLATES);
const sorted = (text: string) => placeholdersOf(text).sort();

describe('the system message catalogue', () => {
  it("is the union of the domains' parts, each key of a part named by its domain and in no other part", () => {
    const parts = Object.entries(catalogueParts);
    for (const [domain, part] of parts) {
      for (const key of Object.keys(part)) expect(key.split('.')[0], key).toBe(domain);
    }
    const keys = parts.flatMap(([, part]) => Object.keys(part));
    expect(keys.length).toBe(new Set(keys).size);
    expect(keys.sort()).toEqual(Object.keys(SYSTEM_MESSAGE_TEMPLATES).sort());
  });

  it.each(templates)(
    '%s has a title and a description in Chinese (a Chinese title) and in English (no Chinese left in it)',
    (_, texts) => {
      for (const text of [texts.cn.title, texts.cn.description, texts.en.title, texts.en.description]) {
        expect(text.trim()).not.toBe('');
      }
      expect(texts.cn.title).toMatch(HAN);
      expect(`${texts.en.title} ${texts.en.description}`).not.toMatch(HAN);
    },
  );

  it.each(templates)('%s has the same placeholders in both languages', (_, texts) => {
    expect(sorted(texts.en.title)).toEqual(sorted(texts.cn.title));
    expect(sorted(texts.en.description)).toEqual(sorted(texts.cn.description));
  });
});

describe('systemMessage', () => {
  it('renders both languages and keeps the template and its parameters', () => {
    expect(
      systemMessage(CERTIFICATION_SYSTEM_MESSAGES, {
        template: 'certification.enterpriseRejected',
        params: { name: '华东机械', reason: '照片模糊' },
      }),
    ).toEqual({
      title: '企业认证审核未通过',
      description: '您提交的企业“华东机械”的认证信息未通过审核，原因：照片模糊',
      titleEn: 'Enterprise certification rejected',
      descriptionEn: 'The certification of enterprise "华东机械" you submitted was rejected. Reason: 照片模糊',
      template: 'certification.enterpriseRejected',
      params: { name: '华东机械', reason: '照片模糊' },
    });
  });

  it('takes a parameter given per language in each language, and numbers as written', () => {
    const notice = systemMessage(APPLICATIONS_SYSTEM_MESSAGES, {
      template: 'applications.versionStatusNotice',
      params: { what: '巡检助手 1.2', status: { cn: '已上线', en: 'Online' } },
    });
    expect([notice.title, notice.description]).toEqual([
      '版本上下线通知（version online/offline notice）',
      '巡检助手 1.2：已上线',
    ]);
    expect(notice.titleEn).toBe('Version online/offline notice');
    expect(notice.descriptionEn).toBe('巡检助手 1.2: Online');
    const rollback = systemMessage(EQUIPMENT_SYSTEM_MESSAGES, {
      template: 'equipment.rotationTimedOut',
      params: { gateway: 'GW-1', minutes: 5 },
    });
    expect(rollback.descriptionEn).toContain('within 5 minute(s)');
  });

  it('leaves a parameter’s own braces alone (a reason someone wrote is never read as a placeholder)', () => {
    const notice = systemMessage(ROLES_SYSTEM_MESSAGES, {
      template: 'roles.applicationRejected',
      params: { role: '运维', reason: '{role}?' },
    });
    expect(notice.description).toBe('您申请的角色“运维”未通过审核，原因：{role}?');
  });

  it('asks for exactly the parameters of its template (checked by the type checker)', () => {
    // @ts-expect-error -- the rejection needs its reason
    const missing: SystemMessage = { template: 'certification.userRejected', params: {} };
    // @ts-expect-error -- the approval has no placeholder named reason
    const extra: SystemMessage = { template: 'certification.userApproved', params: { reason: 'x' } };
    expect([missing.template, extra.template]).toEqual(['certification.userRejected', 'certification.userApproved']);
  });

  it('renders only from the part of the catalogue its caller names (checked by the type checker)', () => {
    const other = () =>
      // @ts-expect-error -- a roles template is not in the certification part
      systemMessage(CERTIFICATION_SYSTEM_MESSAGES, { template: 'roles.applicationApproved', params: { role: 'x' } });
    expect(other).toThrow(TypeError);
  });
});
