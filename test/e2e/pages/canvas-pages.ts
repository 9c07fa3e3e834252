import { expect, type Locator, type Page } from '@playwright/test';
import { openConsolePath } from './console-page.js';

/** `/console/bigdata/projectList`: the caller's projects and the create dialog. */
export class ProjectListPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await openConsolePath(this.page, '/console/bigdata/projectList');
    await expect(this.page.getByTestId('project-create-open')).toBeVisible();
  }

  /** Creates a project through the dialog; the console opens its canvas. */
  async create(name: string): Promise<void> {
    await this.page.getByTestId('project-create-open').click();
    await this.page.getByTestId('project-create').locator('input').fill(name);
    await this.page.getByTestId('project-create-submit').click();
    await expect(this.page.getByTestId('canvas')).toBeVisible();
  }

  /** Opens a listed project by its name. */
  async openProject(name: string): Promise<void> {
    await this.page.getByTestId('project-table').getByRole('link', { name }).click();
    await expect(this.page.getByTestId('canvas')).toBeVisible();
  }
}

/** `/console/bigdata/projectPanel/:id` (项目页面): the palette, the canvas, its buttons. */
export class ProjectCanvasPage {
  constructor(readonly page: Page) {}

  /** Adds a palette entry with the keyboard (Enter on it): it lands at the next grid position. */
  async add(kind: 'dataset' | 'algorithm' | 'model', name: string): Promise<void> {
    const entry = this.page.getByTestId(`palette-${kind}-${name}`);
    await entry.focus();
    await entry.press('Enter');
    await expect(this.module(name)).toBeVisible();
  }

  module(name: string): Locator {
    return this.page.getByTestId(`module-${name}`);
  }

  /** Drags from an output port of one module to an input port of another. */
  async connect(from: { module: string; port: string }, to: { module: string; port: string }): Promise<void> {
    const source = await this.page.getByTestId(`port-out-${from.module}-${from.port}`).boundingBox();
    const target = await this.page.getByTestId(`port-in-${to.module}-${to.port}`).boundingBox();
    await this.page.mouse.move(source!.x + source!.width / 2, source!.y + source!.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(target!.x + target!.width / 2, target!.y + target!.height / 2, { steps: 8 });
    await this.page.mouse.up();
  }

  /** Right-click on a module, then 复制 (copy). */
  async copy(name: string): Promise<void> {
    await this.module(name).click({ button: 'right' });
    await this.page.getByTestId('canvas-menu-copy').click();
  }

  /** Right-click on the canvas at a point of its box, then 粘贴 (paste) there. */
  async pasteAt(x: number, y: number): Promise<void> {
    await this.page.getByTestId('canvas').click({ button: 'right', position: { x, y } });
    await this.page.getByTestId('canvas-menu-paste').click();
  }

  edges(): Locator {
    return this.page.locator('[data-testid="canvas"] .react-flow__edge');
  }

  async save(): Promise<void> {
    await this.page.getByTestId('canvas-save').click();
  }
}
