import type { MessageCategoryRecord } from '../../../functions/domains/messaging/data/message-category.js';
import type { MessageTypeRecord } from '../../../functions/domains/messaging/data/message-type.js';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { demoIds } from './demo-ids.js';

/**
 * Demo message categories and types (docs/message-administration.md): one
 * category with its types for the platform and one for Demo Manufacturing,
 * so the administration screens and the centres' tabs have something to show.
 */

interface Bundle {
  readonly category: Omit<MessageCategoryRecord, 'typeCount' | 'createdAt' | 'updatedAt'>;
  readonly types: readonly Omit<MessageTypeRecord, 'enterpriseId' | 'categoryId' | 'createdAt' | 'updatedAt'>[];
}

export const demoMessageBundles: readonly Bundle[] = [
  {
    category: {
      id: '99999999-9999-4999-8999-000000000001',
      enterpriseId: NIL_ID,
      name: '平台通知',
      nameEn: 'Platform notices',
      description: '平台发给全体用户的通知',
      descriptionEn: 'Notices from the platform to every user',
    },
    types: [
      { id: '99999999-9999-4999-8999-000000000011', name: '系统公告', nameEn: 'System announcement', code: 'NOTICE' },
      {
        id: '99999999-9999-4999-8999-000000000012',
        name: '维护通知',
        nameEn: 'Maintenance notice',
        code: 'MAINTENANCE',
      },
    ],
  },
  {
    category: {
      id: '99999999-9999-4999-8999-000000000002',
      enterpriseId: demoIds.enterprises.manufacturing,
      name: '生产通知',
      nameEn: 'Production notices',
      description: '演示制造的内部通知',
      descriptionEn: 'Internal notices of Demo Manufacturing',
    },
    types: [{ id: '99999999-9999-4999-8999-000000000021', name: '排班通知', nameEn: 'Shift notice', code: 'SHIFT' }],
  },
];
