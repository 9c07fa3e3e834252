import { describe, expect, it } from 'vitest';
import { messageText } from '../../../web/src/features/messaging/inbox/inbox-rules.js';

const review = {
  title: '企业认证审核未通过',
  titleEn: 'Enterprise certification rejected',
  description: '您提交的企业“华东机械”的认证信息未通过审核，原因：照片模糊',
  descriptionEn: 'The certification of enterprise "华东机械" you submitted was rejected. Reason: 照片模糊',
};

describe('a message in the console’s language', () => {
  it('shows a system message in English in the English console', () => {
    expect(messageText(review, 'en')).toEqual({ title: review.titleEn, description: review.descriptionEn });
  });

  it('shows the Chinese rendering in the Chinese console', () => {
    expect(messageText(review, 'cn')).toEqual({ title: review.title, description: review.description });
  });

  it('shows what a person wrote, and a message older than the English renderings, as stored in either language', () => {
    const written = { title: '周五停机检修', description: '3 号线 18:00 起停机。' };
    expect(messageText(written, 'en')).toEqual(written);
    expect(messageText({ ...written, titleEn: '', descriptionEn: '' }, 'en')).toEqual(written);
  });
});
