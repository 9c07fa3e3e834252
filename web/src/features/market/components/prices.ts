import { formatYuan, yuanToFen } from '@shared/constants/money-rules.js';

/** Yuan (as the API answers prices) as the text a person reads: 1999 → `1999.00`. */
export const yuanText = (yuan: number): string => formatYuan(yuanToFen(yuan) ?? Math.round(yuan * 100));
