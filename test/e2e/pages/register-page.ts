import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { OutboxEntry } from '../../../infra/local/gateway/outbox.js';
import { wrapper } from './cloudscape.js';

export interface NewAccount {
  username: string;
  email: string;
  phone: string;
  password: string;
}

/** A fresh account no run has used: random username and email, phone `139` + 8 random digits. */
export function freshAccount(): NewAccount {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const digits = Array.from({ length: 8 }, () => Math.floor(Math.random() * 10)).join('');
  return {
    username: `e2e_${suffix}`,
    email: `e2e.${suffix}@example.com`,
    phone: `139${digits}`,
    password: `pass_${digits}`,
  };
}

/** `/common/register`: the registration form. */
export class RegisterPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/common/register');
    await expect(this.input('username')).toBeVisible();
  }

  input(name: 'username' | 'email' | 'phone' | 'code' | 'password' | 'confirm'): Locator {
    return this.page.locator(`input[name="${name}"]`);
  }

  /** The form field (label, control, error) around an input. */
  field(name: 'username' | 'email' | 'phone' | 'code' | 'password' | 'confirm'): Locator {
    return this.page.locator(wrapper.findFormField().toSelector()).filter({ has: this.input(name) });
  }

  sendCodeButton(): Locator {
    return this.page.getByTestId('send-code');
  }

  strength(): Locator {
    return this.page.getByTestId('password-strength');
  }

  banner(): Locator {
    return this.page.getByTestId('register-banner');
  }

  async fillIdentity(account: NewAccount): Promise<void> {
    await this.input('username').fill(account.username);
    await this.input('email').fill(account.email);
    await this.input('phone').fill(account.phone);
  }

  async fillPasswords(password: string, confirm = password): Promise<void> {
    await this.input('password').fill(password);
    await this.input('confirm').fill(confirm);
  }
}

/**
 * The newest registration code texted to `phone`, read from the local
 * gateway's outbox (`GET /_local/outbox`, newest first).
 */
export async function readSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/_local/outbox');
      const entries = (await response.json()) as OutboxEntry[];
      const sms = entries.find((entry) => entry.kind === 'sms' && entry.to.includes(`+86${phone}`));
      code = sms?.text?.match(/code is ([A-Z0-9]{5})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}
