import { expect, test } from './fixtures/own-users.js';
import { uniqueSuffix } from './fixtures/unique.js';
import { DatasetManagementPage } from './pages/bigdata-pages.js';
import { LoginPage } from './pages/login-page.js';

test('a member of staff uploads a CSV dataset and sees its inferred columns with their statistics', async ({
  page,
  ownUser,
}) => {
  const staff = await ownUser('ent-staff');
  await new LoginPage(page).signIn(staff.username, staff.password);
  const datasets = new DatasetManagementPage(page);
  await datasets.open();
  const dialog = await datasets.saveEmpty();
  await expect(dialog).toContainText('请选择数据文件');
  await expect(dialog).toContainText('请输入数据集描述');
  await datasets.upload({ name: `E2E ${uniqueSuffix()}`, csv: 'sensor,temperature\na,21.5\nb,23\n' });
  await expect(page.getByTestId('dataset-detail')).toBeVisible();
  await expect(datasets.columnRows()).toHaveCount(2);
  await expect(datasets.columnRows().nth(0)).toContainText('sensor');
  await expect(datasets.columnRows().nth(1)).toContainText('小数');
  await expect(datasets.columnRows().nth(1)).toContainText('22.25');
});

test('a file of 2 MB or more goes straight to storage and is registered by its key', async ({ page, ownUser }) => {
  const staff = await ownUser('ent-staff');
  await new LoginPage(page).signIn(staff.username, staff.password);
  const datasets = new DatasetManagementPage(page);
  await datasets.open();
  const rows = Array.from({ length: 250_000 }, (_, i) => `${i},${(i % 100) / 4}`);
  const csv = ['index,reading', ...rows].join('\n');
  expect(csv.length).toBeGreaterThan(2 * 1024 * 1024);
  await page.getByTestId('dataset-upload').click();
  await datasets.upload({ name: `E2E large ${uniqueSuffix()}`, csv });
  await expect(page.getByTestId('dataset-detail')).toBeVisible();
  await expect(datasets.columnRows().nth(1)).toContainText('小数');
  await expect(page.locator('[data-testid="dataset-preview"] tbody tr')).toHaveCount(20);
});
