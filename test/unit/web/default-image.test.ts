import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultAvatarPng } from '../../../functions/domains/files/default-avatar.js';

describe('the default image', () => {
  it('is the same picture in the console (a static file) as the files domain serves under its name', () => {
    const console = readFileSync(new URL('../../../web/public/default-avatar.png', import.meta.url));
    expect(console.equals(defaultAvatarPng)).toBe(true);
  });
});
