import { expect, test } from './fixtures/own-users.js';
import { uniqueSuffix } from './fixtures/unique.js';
import { seriousViolations } from './pages/accessibility.js';
import { ProjectCanvasPage, ProjectListPage } from './pages/canvas-pages.js';
import { openConsolePath } from './pages/console-page.js';
import { LoginPage } from './pages/login-page.js';

const IRIS = '鸢尾花 Iris';
const PENGUINS = '帕尔默企鹅 Palmer penguins';
const SPLIT = '训练/测试集拆分（Train/test split）';
const TREE = '决策树（Decision tree）';
const EVALUATE = '模型评估（Evaluation）';

test('a member of staff builds the iris chain on a canvas, runs it, saves the model, runs again reusing what did not change, and sweeps a parameter', async ({
  page,
  ownUser,
}) => {
  const staff = await ownUser('ent-staff');
  await new LoginPage(page).signIn(staff.username, staff.password);
  const projects = new ProjectListPage(page);
  await projects.open();
  const name = `E2E 鸢尾花 ${uniqueSuffix()}`;
  await projects.create(name);
  await expect(page.getByText(/^工程\w+: 创建成功$/)).toBeVisible();

  const canvas = new ProjectCanvasPage(page);
  await canvas.add('dataset', IRIS);
  await canvas.add('algorithm', SPLIT);
  await canvas.add('algorithm', TREE);
  await canvas.add('algorithm', EVALUATE);

  await canvas.connect({ module: IRIS, port: 'dataset' }, { module: SPLIT, port: 'dataset' });
  await canvas.connect({ module: SPLIT, port: 'train' }, { module: TREE, port: 'dataset' });
  await expect(canvas.edges()).toHaveCount(2);
  // A dataset into the evaluation's model input breaks the connection rule: refused, shown, not kept.
  await canvas.connect({ module: SPLIT, port: 'test' }, { module: EVALUATE, port: 'model' });
  await expect(page.getByTestId('cannot-connect')).toContainText('无法连接');
  await expect(canvas.edges()).toHaveCount(2);
  await canvas.connect({ module: TREE, port: 'model' }, { module: EVALUATE, port: 'model' });
  await canvas.connect({ module: SPLIT, port: 'test' }, { module: EVALUATE, port: 'dataset' });
  await expect(canvas.edges()).toHaveCount(4);

  // The tree's drawer: the label offers the iris columns arriving through the split; a depth out of range is marked.
  await canvas.module(TREE).click();
  const drawer = page.getByTestId('module-drawer');
  await expect(drawer).toContainText('sepalLength, sepalWidth, petalLength, petalWidth, species');
  await drawer.getByTestId('parameter-label').locator('input').fill('species');
  await drawer.getByTestId('parameter-maxDepth').locator('input').fill('0');
  await expect(drawer).toContainText('At least 1');
  await drawer.getByTestId('parameter-maxDepth').locator('input').fill('4');
  await expect(drawer).not.toContainText('At least 1');

  // Copy and paste at the right-click point adds a fifth module; undo takes it away; Delete removes a selected one.
  await canvas.copy(EVALUATE);
  await canvas.pasteAt(200, 500);
  await expect(page.locator('[data-testid="canvas"] .react-flow__node')).toHaveCount(5);
  await page.getByTestId('canvas-undo').click();
  await expect(page.locator('[data-testid="canvas"] .react-flow__node')).toHaveCount(4);
  // Dragged from the palette, the penguins land where they are dropped; selected, the Delete key removes them. The
  // drop is well inside the view: the canvas renders only the boxes in view (a drop at y = 560 sometimes fell out).
  await page
    .getByTestId(`palette-dataset-${PENGUINS}`)
    .dragTo(page.getByTestId('canvas'), { targetPosition: { x: 120, y: 440 } });
  await canvas.module(PENGUINS).click();
  await page.keyboard.press('Delete');
  await expect(canvas.module(PENGUINS)).toHaveCount(0);
  expect(await seriousViolations(page, 'the project canvas', true)).toEqual([]);

  await canvas.save();
  await expect(page.getByText(`项目 ${name} 已保存`)).toBeVisible();

  await page.getByTestId('canvas-back').click();
  await projects.openProject(name);
  await expect(canvas.module(EVALUATE)).toBeVisible();
  await expect(canvas.edges()).toHaveCount(4);
  await canvas.module(TREE).click();
  await expect(page.getByTestId('parameter-label').locator('input')).toHaveValue('species');

  // Run: saved, then run on the chain runner; each module turns green as its state is pushed, and the evaluation's
  // result shows its accuracy and confusion matrix.
  await page.getByTestId('canvas-run').click();
  await expect(page.getByText('算法运行中，请稍候...')).toBeVisible();
  for (const module of [IRIS, SPLIT, TREE, EVALUATE]) {
    await expect(canvas.module(module)).toHaveAttribute('data-run-status', 'SUCCEEDED', { timeout: 60_000 });
  }
  await expect(page.getByText(`项目 ${name} 执行成功`)).toBeVisible();
  await canvas.module(EVALUATE).click();
  const results = page.getByTestId('run-results');
  await expect(results).toContainText('混淆矩阵');
  const accuracy = Number(await results.getByTestId('metric-accuracy').textContent());
  expect(accuracy).toBeGreaterThanOrEqual(0.9);

  // The tree's result: its model output saved under a name, which then appears under my models. (The drawer covers
  // the right of the canvas: it is closed before another module is picked.)
  const closeDrawer = () => drawer.getByRole('button', { name: '关闭' }).click();
  await closeDrawer();
  await canvas.module(TREE).click();
  const modelName = `E2E 鸢尾花模型 ${uniqueSuffix()}`;
  await results.getByPlaceholder('名称').fill(modelName);
  await results.locator('[data-testid^="save-"][data-testid$="-model"]').click();
  await expect(page.getByText(`模型 ${modelName} 保存成功`)).toBeVisible();
  await openConsolePath(page, '/console/bigdata/trained-model');
  await expect(page.getByTestId('model-table')).toContainText(modelName);

  // One parameter changed, run again: the split upstream is reused (and says why), the tree runs again.
  await projects.open();
  await projects.openProject(name);
  await canvas.module(TREE).click();
  await drawer.getByTestId('parameter-maxDepth').locator('input').fill('3');
  await page.getByTestId('canvas-run').click();
  await expect(canvas.module(SPLIT)).toContainText('复用', { timeout: 30_000 });
  await expect(canvas.module(EVALUATE)).toHaveAttribute('data-run-status', 'SUCCEEDED', { timeout: 30_000 });
  await expect(canvas.module(TREE)).not.toContainText('复用');
  await expect(results).toContainText('参数已修改，重新运行');
  await closeDrawer();
  await canvas.module(SPLIT).click();
  await expect(results).toContainText('算法、参数与输入均未变化，复用上次的输出');

  // 参数扫描 of the tree's depth over two values: the progress, then accuracy per value.
  await closeDrawer();
  await canvas.module(TREE).click();
  await drawer.getByTestId('drawer-sweep').click();
  const sweepForm = page.getByTestId('sweep-form');
  await expect(sweepForm.getByTestId('sweep-parameter')).toContainText('maxDepth');
  await sweepForm.getByTestId('sweep-list').locator('input').fill('2, 0');
  await expect(sweepForm).toContainText('取值 0 不符合参数的类型或范围');
  await sweepForm.getByTestId('sweep-list').locator('input').fill('2, 3');
  await expect(sweepForm.getByTestId('sweep-values')).toContainText('将运行 2 个取值：2, 3');
  await page.getByTestId('sweep-start').click();
  await expect(page.getByText('参数 maxDepth 的扫描已完成（2 个取值）')).toBeVisible({ timeout: 30_000 });
  const sweepRows = page.getByTestId('sweep-run').getByTestId('sweep-results').locator('tbody tr');
  await expect(sweepRows).toHaveCount(2);
  await expect(sweepRows.first()).toContainText(/已成功运行.*0\.\d{3}/);
});
