import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { OutboxEntry } from '../../../infra/local/gateway/outbox.js';
import { wrapper } from './cloudscape.js';
import { openConsolePath } from './console-page.js';

/*
 * Page objects of the message administration screens
 * (docs/console-messaging-admin.md): categories, types, groups and sent
 * messages, platform routes by default (`-enterprise` with `enterprise`).
 */

type Scope = 'platform' | 'enterprise';

const route = (screen: string, scope: Scope) => `/console/${screen}${scope === 'enterprise' ? '-enterprise' : ''}`;

/** The rows of a table (by test id) whose text contains `text`. */
function row(page: Page, tableTestId: string, text: string): Locator {
  return page.getByTestId(tableTestId).locator('tbody tr').filter({ hasText: text });
}

/** Chooses the option labelled `label` of the Cloudscape Select inside `container`. */
async function choose(page: Page, testId: string, label: string): Promise<void> {
  await page.locator(wrapper.findSelect(`[data-testid="${testId}"]`).findTrigger().toSelector()).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** Opens the Cloudscape Multiselect with `testId`, optionally types a search, and ticks the option `label`. */
async function tick(page: Page, testId: string, label: string, search?: string): Promise<void> {
  const multiselect = wrapper.findMultiselect(`[data-testid="${testId}"]`);
  await page.locator(multiselect.findTrigger().toSelector()).click();
  if (search !== undefined) {
    await page.locator(multiselect.findFilteringInput().findNativeInput().toSelector()).fill(search);
  }
  await page.getByRole('option', { name: label, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** Waits for a call of `method` to a path ending with `pathEnd` and returns its status. */
async function statusOf(page: Page, method: string, pathEnd: string, act: () => Promise<void>): Promise<number> {
  const answered = page.waitForResponse(
    (r) => r.request().method() === method && new URL(r.url()).pathname.endsWith(pathEnd),
  );
  await act();
  return (await answered).status();
}

/** Fills the category / type / group dialog and saves it; returns the save call's status. */
async function saveRecord(
  page: Page,
  pathEnd: string,
  values: { name: string; description?: string; code?: string; category?: string },
): Promise<number> {
  const modal = page.getByTestId('messaging-record-modal');
  if (values.category) await choose(page, 'messaging-record-category', values.category);
  await modal.locator('input[name="record-name"]').fill(values.name);
  if (values.code !== undefined) await modal.locator('input[name="record-code"]').fill(values.code);
  if (values.description !== undefined) {
    await modal.locator('textarea[name="record-description"]').fill(values.description);
  }
  return statusOf(page, 'POST', pathEnd, () => page.getByTestId('messaging-record-save').click());
}

/** `/console/message-category[-enterprise]`. */
export class MessageCategoryPage {
  constructor(
    readonly page: Page,
    readonly scope: Scope = 'platform',
  ) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, route('message-category', this.scope));
    await expect(this.page.getByTestId('message-category-table')).toBeVisible();
  }

  row(name: string): Locator {
    return row(this.page, 'message-category-table', name);
  }

  /** Adds a category and waits for its row. */
  async add(name: string, description?: string): Promise<void> {
    await this.page.getByTestId('message-category-add').click();
    expect(await saveRecord(this.page, '/api-message/messageCategory', { name, description })).toBe(200);
    await expect(this.row(name)).toBeVisible();
  }
}

/** `/console/message-type[-enterprise]`. */
export class MessageTypePage {
  constructor(
    readonly page: Page,
    readonly scope: Scope = 'platform',
  ) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, route('message-type', this.scope));
    await expect(this.page.getByTestId('message-type-table')).toBeVisible();
  }

  row(name: string): Locator {
    return row(this.page, 'message-type-table', name);
  }

  /** Narrows the list to one category (`全部类别` for all). */
  async filterByCategory(category: string): Promise<void> {
    await choose(this.page, 'message-type-category-filter', category);
  }

  /** Adds a type of `category` and waits for its row. */
  async add(values: { name: string; category: string; code?: string; description?: string }): Promise<void> {
    await this.page.getByTestId('message-type-add').click();
    expect(await saveRecord(this.page, '/api-message/messageType', values)).toBe(200);
    await expect(this.row(values.name)).toBeVisible();
  }
}

/** `/console/message-group[-enterprise]`: groups, the current group's members and the member dialogs. */
export class MessageGroupPage {
  constructor(
    readonly page: Page,
    readonly scope: Scope = 'platform',
  ) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, route('message-group', this.scope));
    await expect(this.page.getByTestId('message-group-table')).toBeVisible();
  }

  row(name: string): Locator {
    return row(this.page, 'message-group-table', name);
  }

  memberRow(username: string): Locator {
    return this.page
      .getByTestId('message-member-table')
      .locator('tbody tr')
      .filter({ has: this.page.getByText(username, { exact: true }) });
  }

  /** Adds a group (it becomes the current group) and waits for its row. */
  async add(name: string, description?: string): Promise<void> {
    await this.page.getByTestId('message-group-add').click();
    expect(await saveRecord(this.page, '/api-message/messageGroup', { name, description })).toBe(200);
    await expect(this.row(name)).toBeVisible();
  }

  /** Makes `name` the current group. */
  async choose(name: string): Promise<void> {
    await this.row(name).locator('input[type="radio"]').check();
  }

  /** "Add members": searches `username`, ticks it and submits. */
  async addMember(username: string): Promise<void> {
    await this.page.getByTestId('message-member-add').click();
    const modal = this.page.getByTestId('messaging-add-members-modal');
    await modal.getByRole('searchbox').fill(username);
    const candidate = row(this.page, 'messaging-candidate-table', username).filter({
      has: this.page.getByText(username, { exact: true }),
    });
    await candidate.locator('input[type="checkbox"]').check();
    const status = await statusOf(this.page, 'POST', '/api-message/messageMembers', () =>
      this.page.getByTestId('messaging-add-members-ok').click(),
    );
    expect(status).toBe(200);
    await expect(modal).toBeHidden();
  }

  /** "Add members by role": picks the role and adds all its (matching) holders; returns their usernames shown. */
  async addRoleHolders(role: string): Promise<string[]> {
    const modal = this.page.getByTestId('messaging-role-members-modal');
    // One full run in three saw the click land while the member list re-rendered and open nothing; a user
    // clicks again, and so does this (never twice once the dialog shows).
    await expect(async () => {
      if (!(await modal.isVisible()))
        await this.page.getByTestId('message-member-add-by-role').click({ timeout: 2_000 });
      await expect(modal).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await choose(this.page, 'messaging-role-select', role);
    // The holders' usernames, once loaded: the loading and empty states are one-cell rows.
    const usernameCells = this.page.getByTestId('messaging-role-holder-table').locator('tbody tr td:nth-child(2)');
    await expect(usernameCells.first()).toBeVisible();
    const usernames = (await usernameCells.allInnerTexts()).map((text) => text.trim());
    const status = await statusOf(this.page, 'POST', '/api-message/messageMembers', () =>
      this.page.getByTestId('messaging-role-members-ok').click(),
    );
    expect(status).toBe(200);
    await expect(modal).toBeHidden();
    return usernames;
  }
}

/** `/console/message-sent[-enterprise]`: the query form, the sent list and the send dialog. */
export class MessageSentPage {
  constructor(
    readonly page: Page,
    readonly scope: Scope = 'platform',
  ) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, route('message-sent', this.scope));
    await expect(this.page.getByTestId('message-sent-table')).toBeVisible();
  }

  row(title: string): Locator {
    return row(this.page, 'message-sent-table', title);
  }

  /** Sends a message through the dialog; returns the send call's status. */
  async send(message: {
    title: string;
    content: string;
    category: string;
    type?: string;
    groups?: string[];
    users?: string[];
    roles?: string[];
    email?: boolean;
  }): Promise<number> {
    await this.page.getByTestId('message-sent-send').click();
    const modal = this.page.getByTestId('messaging-send-modal');
    await modal.locator('input[name="message-title"]').fill(message.title);
    await modal.locator('textarea[name="message-content"]').fill(message.content);
    await choose(this.page, 'messaging-send-category', message.category);
    if (message.type) await choose(this.page, 'messaging-send-type', message.type);
    for (const group of message.groups ?? []) await tick(this.page, 'messaging-send-groups', group);
    for (const user of message.users ?? []) await tick(this.page, 'messaging-send-users', user, user);
    for (const role of message.roles ?? []) await tick(this.page, 'messaging-send-roles', role);
    if (message.email) await modal.getByTestId('messaging-send-email').locator('input').check();
    const status = await statusOf(this.page, 'POST', '/api-message/message/sent', () =>
      this.page.getByTestId('messaging-send-ok').click(),
    );
    if (status === 200) await expect(modal).toBeHidden();
    return status;
  }

  /** Queries by title part and waits for the answer. */
  async queryByTitle(title: string): Promise<void> {
    await this.page.locator('input[name="query-title"]').fill(title);
    expect(
      await statusOf(this.page, 'POST', '/api-message/message/query', () =>
        this.page.getByTestId('message-sent-query').click(),
      ),
    ).toBe(200);
  }
}

/** The newest e-mail to `address` whose subject or text contains `text`, read from the local outbox. */
export async function readOutboxMail(request: APIRequestContext, address: string, text: string): Promise<OutboxEntry> {
  let found: OutboxEntry | undefined;
  await expect
    .poll(async () => {
      const entries = (await (await request.get('/_local/outbox')).json()) as OutboxEntry[];
      found = entries.find(
        (entry) =>
          entry.kind === 'email' &&
          entry.to.includes(address) &&
          `${entry.subject ?? ''}\n${entry.text ?? ''}`.includes(text),
      );
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}
