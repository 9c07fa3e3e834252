import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { openAsDemo } from './fixtures/demo-sessions.js';
import { uniqueSuffix } from './fixtures/unique.js';
import { AlgorithmReviewPage, ExtensionPage } from './pages/algorithms-pages.js';
import { signInElsewhere } from './pages/inbox-pages.js';
import { expectToastShown, recordToasts } from './pages/toasts.js';

const script = readFileSync(new URL('../fixtures/algorithms/column-zscore.js', import.meta.url));

test('a developer uploads a JavaScript algorithm with its file and parameters and submits it; the auditor approves it; it is online in the library and the extensions', async ({
  page,
  browser,
}) => {
  const name = `列标准化 ${uniqueSuffix()}`;
  await recordToasts(page);
  await openAsDemo(page, 'developer');
  const extensions = new ExtensionPage(page);
  await extensions.open();
  const form = await extensions.uploadNew();
  await expect(form.language()).toContainText('JavaScript');
  await form.fill({ name, description: '把数值列标准化为均值 0、标准差 1' });
  await form.uploadFile({ name: 'column-zscore.js', buffer: script });
  await form.declare([
    { name: 'dataset', type: 'DATASET_IN' },
    { name: 'result', type: 'DATASET_OUT' },
    { name: 'columns', type: 'string' },
  ]);
  await form.saveAndSubmit();
  await expectToastShown(page, name);

  const auditor = await signInElsewhere(browser, 'auditor');
  try {
    // Signed in already: the recorder starts with the next load of the page.
    await recordToasts(auditor.page);
    await auditor.page.reload();
    const review = new AlgorithmReviewPage(auditor.page);
    await review.open();
    await review.openDetail(name);
    await expect(auditor.page.getByRole('cell', { name: 'DATASET_OUT', exact: true })).toBeVisible();
    await review.checkOnBench({
      inputs: 'dataset (DATASET_IN)',
      outputs: 'result (DATASET_OUT)',
      file: /^algorithm-files\/.+\.js$/,
    });
    await review.approve(name);
    await expectToastShown(auditor.page, `算法 ${name} 已通过审核并上线`);
  } finally {
    await auditor.close();
  }

  // Online: the public library lists it among the newest, and the developer's extensions show it online.
  await page.goto('/common/algorithm-library');
  await expect(page.locator('tbody tr').filter({ hasText: name })).toContainText('JavaScript');
  await extensions.open();
  await expect(extensions.row(name)).toContainText('已上线');
  await expect(extensions.row(name)).toContainText('dataset (DATASET_IN), result (DATASET_OUT), columns (string)');
});
