import { openAsDemo, type DemoUsername } from '../fixtures/demo-sessions.js';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { wrapper } from './cloudscape.js';
import { ConsolePage, openConsolePath } from './console-page.js';

/*
 * Page objects of the inbox screens (docs/console-messaging.md "Message
 * centre"): the unread badge of the top bar, the user message centre, the
 * message detail and the enterprise message centre, plus sending a message
 * through the API as someone else.
 */

/** The rows of a table (by test id) whose text contains `text`. */
function rows(page: Page, tableTestId: string, text: string): Locator {
  return page.getByTestId(tableTestId).locator('tbody tr').filter({ hasText: text });
}

/** The unread badge of the top bar: a link to the message centre whose label carries the count. */
export class UnreadBadge {
  constructor(readonly page: Page) {}

  link(): Locator {
    return this.page
      .locator(wrapper.findTopNavigation().toSelector())
      .locator('a[href="/console/message-center"]')
      .first();
  }

  /** The unread count the badge shows (read from its accessible label). */
  async count(): Promise<number> {
    const label = (await this.link().getAttribute('aria-label')) ?? '';
    const match = label.match(/\d+/);
    if (!match) throw new Error(`The badge label carries no count: ${label}`);
    return Number(match[0]);
  }

  /** Waits until the badge shows `count` (pushes and the poll arrive asynchronously). */
  async expectCount(count: number, timeout = 20_000): Promise<void> {
    await expect.poll(() => this.count(), { timeout }).toBe(count);
  }
}

/** `/console/message-center`: tabs by custom type, the 5-per-page table, mark read and delete. */
export class MessageCenterPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/message-center');
    await expect(this.table()).toBeVisible();
  }

  table(): Locator {
    return this.page.getByTestId('message-center-table');
  }

  /** A tab by its label (e.g. `全部消息（未读 2）`, a RegExp to ignore the count). */
  tab(name: string | RegExp): Locator {
    return this.page.getByTestId('message-center-tabs').getByRole('tab', { name });
  }

  async chooseTab(name: string | RegExp): Promise<void> {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
  }

  row(title: string): Locator {
    return rows(this.page, 'message-center-table', title);
  }

  /** The red 未读 mark of a row. */
  unreadMark(title: string): Locator {
    return this.row(title).getByTestId('message-unread');
  }

  async select(title: string): Promise<void> {
    await this.row(title).locator('input[type="checkbox"]').check();
  }

  /** Selects every row of the page (the header checkbox). */
  async selectAll(): Promise<void> {
    await this.table().locator('thead input[type="checkbox"]').check();
  }

  /** The rows of the current page. */
  bodyRows(): Locator {
    return this.table().locator('tbody tr');
  }

  /** Goes to page `index` (1-based) of the pager and waits for its list. */
  async goToPage(index: number): Promise<void> {
    const loaded = this.page.waitForResponse((r) => r.url().includes('/api-user/userMessages'));
    await this.page.locator(wrapper.findPagination().findPageNumberByIndex(index).toSelector()).click();
    await loaded;
  }

  /** Marks the selected rows read and waits for the call. */
  async markSelectedRead(): Promise<void> {
    const done = this.page.waitForResponse((r) => r.url().includes('/api-user/userNotificationsRead'));
    await this.page.getByTestId('message-mark-read').click();
    expect((await done).status()).toBe(200);
  }

  /** Deletes the selected rows after the confirmation and waits for the call. */
  async deleteSelected(): Promise<void> {
    await this.page.getByTestId('message-delete').click();
    const done = this.page.waitForResponse((r) => r.url().includes('/api-user/userNotifcations'));
    await this.page.getByTestId('confirm-ok').click();
    expect((await done).status()).toBe(200);
  }

  /** Clicks a title: opens the detail (which marks the message read). */
  async openMessage(title: string): Promise<MessageDetailPage> {
    await this.row(title).getByRole('link', { name: title }).click();
    await this.page.waitForURL('**/console/message-detail');
    return new MessageDetailPage(this.page);
  }
}

/** `/console/message-detail`: the opened message. */
export class MessageDetailPage {
  constructor(readonly page: Page) {}

  title(): Locator {
    return this.page.getByTestId('message-detail-title');
  }

  description(): Locator {
    return this.page.getByTestId('message-detail-description');
  }

  async back(): Promise<void> {
    await this.page.getByTestId('message-detail-back').click();
    await this.page.waitForURL('**/console/message-center');
  }
}

/** The enterprise centre's views (the segmented control's labels in Chinese). */
export const ENTERPRISE_VIEWS = { all: '全部消息', unread: '未读', collected: '已收藏', recycle: '回收站' } as const;

/** The enterprise centre's actions (their buttons' test ids end with these). */
export type EnterpriseActionName = 'read' | 'unread' | 'collect' | 'uncollect' | 'delete' | 'undelete' | 'cleanup';

/** `/console/message-center-enterprise`: category tabs, views, and the seven actions. */
export class EnterpriseMessageCenterPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/message-center-enterprise');
    await expect(this.table()).toBeVisible();
  }

  table(): Locator {
    return this.page.getByTestId('enterprise-messages-table');
  }

  row(title: string): Locator {
    return rows(this.page, 'enterprise-messages-table', title);
  }

  /** A category tab by its name (`全部` for every category). */
  categoryTab(name: string): Locator {
    return this.page.getByTestId('enterprise-messages-tabs').getByRole('tab', { name, exact: true });
  }

  /** Switches the view and waits for its list. */
  async view(name: keyof typeof ENTERPRISE_VIEWS): Promise<void> {
    const loaded = this.page.waitForResponse((r) => r.url().includes('/api-message/message/page/'));
    await this.page
      .getByTestId('enterprise-messages-filter')
      .getByRole('button', { name: ENTERPRISE_VIEWS[name], exact: true })
      .click();
    await loaded;
  }

  async select(title: string): Promise<void> {
    await this.row(title).locator('input[type="checkbox"]').check();
  }

  /** Runs an action on the selection (confirming a delete and a permanent delete) and returns the call's status. */
  async act(action: EnterpriseActionName): Promise<number> {
    const done = this.page.waitForResponse((r) => r.url().endsWith(`/api-message/message/${action}`));
    await this.page.getByTestId(`enterprise-action-${action}`).click();
    if (action === 'delete' || action === 'cleanup') await this.page.getByTestId('confirm-ok').click();
    return (await done).status();
  }

  /** The collected mark of a row. */
  collectedMark(title: string): Locator {
    return this.row(title).getByTestId('message-collected');
  }
}

/** A signed-in user seen through the API: id and access token. */
export interface ApiUser {
  id: string;
  token: string;
}

/** The id and token of the user signed in on `page`. */
export async function apiUserOf(page: Page): Promise<ApiUser> {
  const token = await new ConsolePage(page).accessToken();
  const me = await page.request.get('/api-me/', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  return { id: ((await me.json()) as { id: string }).id, token };
}

/** Opens the console as the demo user `username` (`openAsDemo`) in a browser context of its own, for sending through the API; close it when done. */
export async function signInElsewhere(
  browser: Browser,
  username: DemoUsername,
): Promise<ApiUser & { page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openAsDemo(page, username);
  return { ...(await apiUserOf(page)), page, close: () => context.close() };
}

/** What `notify` sends (spec doc 1 §3 Notification object; type 用户消息 by default). */
export interface NotificationInput {
  title: string;
  description: string;
  selfType: string;
  type?: string;
  ways?: string[];
}

/** Sends a notification to `notifierIds` through `POST /api-user/notificationObjects` as `sender`. */
export async function notify(sender: ApiUser & { page: Page }, notifierIds: string[], input: NotificationInput) {
  const response = await sender.page.request.post('/api-user/notificationObjects', {
    headers: { authorization: `Bearer ${sender.token}` },
    data: {
      actorId: sender.id,
      notifierIds,
      title: input.title,
      description: input.description,
      type: input.type ?? '用户消息',
      selfType: input.selfType,
      action: '',
      ways: input.ways ?? [],
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** Creates a platform message category through `POST /api-message/messageCategory` as `admin`; returns its id. */
export async function createPlatformCategory(admin: ApiUser & { page: Page }, name: string): Promise<string> {
  const response = await admin.page.request.post('/api-message/messageCategory', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { name },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** Sends a platform message in a category to users through `POST /api-message/message/sent` as `admin`. */
export async function sendPlatformMessage(
  admin: ApiUser & { page: Page },
  input: { title: string; content: string; categoryId: string; userIds: string[] },
): Promise<void> {
  const response = await admin.page.request.post('/api-message/message/sent', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: input,
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}
