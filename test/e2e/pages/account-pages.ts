import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { OutboxEntry } from '../../../infra/local/gateway/outbox.js';
import { wrapper } from './cloudscape.js';
import { freshAccount, readSmsCode, type NewAccount } from './register-page.js';

/** The account screens (`/common/reset-password`, `find-back-username`, `phone-validation`, `register-private`, …). */
export class AccountPage {
  constructor(readonly page: Page) {}

  input(name: 'account' | 'phone' | 'code' | 'password' | 'confirm' | 'username' | 'email'): Locator {
    return this.page.locator(`input[name="${name}"]`);
  }

  /** The form field (label, control, error) around an input. */
  field(name: 'account' | 'phone' | 'code' | 'password' | 'confirm'): Locator {
    return this.page.locator(wrapper.findFormField().toSelector()).filter({ has: this.input(name) });
  }

  sendCodeButton(): Locator {
    return this.page.getByTestId('send-code');
  }

  submitButton(): Locator {
    return this.page.getByTestId('account-submit');
  }

  /** Presses the send button and waits for the countdown, so the SMS is in the outbox. */
  async sendCode(): Promise<void> {
    await this.sendCodeButton().click();
    await expect(this.sendCodeButton()).toHaveText(/秒后重发$/);
  }

  /** The open modal dialog (the 验证码错误 modal). */
  modal(): Locator {
    return this.page.getByRole('dialog');
  }
}

/** A code that is not `code` (5 characters). */
export const wrongCodeFor = (code: string) => (code === 'AAAAA' ? 'BBBBB' : 'AAAAA');

/** Registers an account with a phone through the public API (code from the outbox), for the recovery journeys. */
export async function registeredAccount(request: APIRequestContext): Promise<NewAccount> {
  const account = freshAccount();
  expect((await request.get(`/api-user/verificationCodes?phone=${account.phone}`)).ok()).toBe(true);
  const code = await readSmsCode(request, account.phone);
  expect((await request.post(`/api-user/verificationCodesCheck/${code}?phone=${account.phone}`)).ok()).toBe(true);
  expect((await request.post('/backendUsers/', { data: account })).ok()).toBe(true);
  return account;
}

/** The verification link of the newest e-mail to `email`, read from the local outbox. */
export async function readVerificationLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const entries = (await (await request.get('/_local/outbox')).json()) as OutboxEntry[];
      const mail = entries.find((entry) => entry.kind === 'email' && entry.to.includes(email));
      link = mail?.text?.match(/https?:\/\/\S+\/common\/verify-success\?token=[A-Za-z0-9_-]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link as string;
}
