import { expect, type Locator } from '@playwright/test';
import { wrapper } from '../cloudscape.js';
import { openConsolePath } from '../console-page.js';
import { EquipmentScreen, choose, fill } from './shared.js';

/*
 * Page object of the gateway configuration wizard (`/console/equipment-config/{id}`).
 * Button texts are the Chinese console's; everything else is found by test id.
 */

/** Step 1 of the configuration wizard; left-out fields keep what the wizard shows. */
export interface GatewayConfigGeneralValues {
  /** The protocol's name as the select lists it (MQTT, HTTP, …). */
  protocol?: string;
  /** The compress method's name as the select lists it (不压缩, GZIP, …). */
  compress?: string;
  dataUrl?: string;
  fileUrl?: string;
  /** Collect period, milliseconds. */
  period?: number;
  buffer?: number;
}

/** One collect node of the configuration wizard's step 2; left-out fields keep what the row shows. */
export interface NodeConfigValues {
  name?: string;
  alias?: string;
  description?: string;
  dataType?: string;
  dataUnit?: string;
  /** The sample mode as the select lists it: 周期采集 or 变化采集. */
  sampleMode?: '周期采集' | '变化采集';
  /** Sample period, milliseconds. */
  period?: number;
  backup?: boolean;
  /** Display precision, fraction digits (optional field; empty keeps the default). */
  precision?: number;
}

const configWizard = wrapper.findWizard('[data-testid="equipment-config-wizard"]');

const nodeEditor = wrapper.findAttributeEditor('[data-testid="equipment-config-nodes"]');

/** The node editor's columns, 1-based, in the order the wizard shows them. */
const NODE_COLUMNS = {
  name: 1,
  alias: 2,
  description: 3,
  dataType: 4,
  dataUnit: 5,
  sampleMode: 6,
  period: 7,
  backup: 8,
  precision: 9,
} as const;

type NodeColumn = keyof typeof NODE_COLUMNS;

/**
 * `/console/equipment-config/{id}`: the two-step configuration wizard (常规配置, 节点配置) with 上一步 / 下一步 / 完成
 * and 取消; the result toast after 完成, and the discard question when cancelling with changes.
 */
export class GatewayConfigPage extends EquipmentScreen {
  /** Opens the wizard of `id` directly (an unknown or missing id lands on /exception/415). */
  async open(id: string): Promise<void> {
    await openConsolePath(this.page, `/console/equipment-config/${encodeURIComponent(id)}`);
  }

  /** Waits until the gateway and its configuration have loaded and step 1 shows. */
  async loaded(): Promise<void> {
    await expect(this.wizard()).toBeVisible();
  }

  wizard(): Locator {
    return this.page.getByTestId('equipment-config-wizard');
  }

  /** The screen's title: its first h1 (the wizard's step title is an h1 of Cloudscape's too). */
  title(): Locator {
    return this.page.getByRole('heading', { level: 1 }).first();
  }

  /** The wizard's heading of the step it shows (常规配置 or 节点配置). */
  stepHeading(): Locator {
    return this.page.locator(configWizard.findHeader().toSelector());
  }

  /** The last save's version, time and operator (shown once the gateway has been configured). */
  lastSave(): Locator {
    return this.page.getByTestId('equipment-config-last-save');
  }

  /** The notice of a gateway never configured (nodes prefilled from its tags). */
  neverSaved(): Locator {
    return this.page.getByTestId('equipment-config-never-saved');
  }

  async fillGeneral(values: GatewayConfigGeneralValues): Promise<void> {
    await expect(this.page.getByTestId('equipment-config-field-protocol')).toBeVisible();
    if (values.protocol !== undefined) await choose(this.page, 'equipment-config-field-protocol', values.protocol);
    if (values.compress !== undefined) await choose(this.page, 'equipment-config-field-compress', values.compress);
    if (values.dataUrl !== undefined) await fill(this.page, 'equipment-config-field-data-url', values.dataUrl);
    if (values.fileUrl !== undefined) await fill(this.page, 'equipment-config-field-file-url', values.fileUrl);
    if (values.period !== undefined) await fill(this.page, 'equipment-config-field-period', String(values.period));
    if (values.buffer !== undefined) await fill(this.page, 'equipment-config-field-buffer', String(values.buffer));
  }

  /** 下一步 (step 1's checks first: with a problem the wizard stays on step 1). */
  async next(): Promise<void> {
    await this.page.locator(configWizard.findPrimaryButton().toSelector()).click();
  }

  /** 上一步. */
  async previous(): Promise<void> {
    await this.page.locator(configWizard.findPreviousButton().toSelector()).click();
  }

  /** 完成 on step 2: the client's checks, then the save and its result toast. */
  async finish(): Promise<void> {
    await expect(this.stepHeading()).toContainText('节点配置');
    await this.page.locator(configWizard.findPrimaryButton().toSelector()).click();
  }

  /** 取消: leaves at once when nothing changed, else asks "内容已修改，确认放弃吗？". */
  async cancel(): Promise<void> {
    await this.page.locator(configWizard.findCancelButton().toSelector()).click();
  }

  /** 从产品模板填入 on step 2: the type's node template replaces the rows (after a confirmation when rows exist). */
  async fillFromTemplate(): Promise<void> {
    await this.page.getByTestId('equipment-config-fill-template').click();
  }

  /** The node rows of step 2. */
  nodeRows(): Locator {
    return this.page.locator(nodeEditor.findRows().toSelector());
  }

  private nodeField(row: number, column: NodeColumn) {
    return nodeEditor.findRow(row).findField(NODE_COLUMNS[column]);
  }

  /** The text input of a node's column (1-based row). */
  nodeInput(row: number, column: Exclude<NodeColumn, 'sampleMode' | 'backup'>): Locator {
    return this.page.locator(this.nodeField(row, column).findControl().toSelector()).locator('input');
  }

  /** The backup toggle's checkbox of a node. */
  nodeBackup(row: number): Locator {
    return this.page.locator(this.nodeField(row, 'backup').findControl().toSelector()).locator('input');
  }

  /** The sample-mode select's trigger of a node (its text is the chosen mode). */
  nodeSampleMode(row: number): Locator {
    return this.page.locator(this.nodeField(row, 'sampleMode').findControl().toSelector()).locator('button').first();
  }

  /** The error text under a node's column. */
  nodeError(row: number, column: NodeColumn): Locator {
    return this.page.locator(this.nodeField(row, column).findError().toSelector());
  }

  /** Fills the node row `row` (1-based) with what `values` gives. */
  async setNode(row: number, values: NodeConfigValues): Promise<void> {
    for (const column of ['name', 'alias', 'description', 'dataType', 'dataUnit'] as const) {
      const value = values[column];
      if (value !== undefined) await this.nodeInput(row, column).fill(value);
    }
    if (values.sampleMode !== undefined) {
      await this.nodeSampleMode(row).click();
      await this.page.getByRole('option', { name: values.sampleMode, exact: true }).click();
    }
    if (values.period !== undefined) await this.nodeInput(row, 'period').fill(String(values.period));
    if (values.backup !== undefined) await this.nodeBackup(row).setChecked(values.backup);
    if (values.precision !== undefined) await this.nodeInput(row, 'precision').fill(String(values.precision));
  }

  /** Adds a node after the rows step 2 already has and fills it. */
  async addNode(values: NodeConfigValues): Promise<void> {
    const row = (await this.nodeRows().count()) + 1;
    await this.page.locator(nodeEditor.findAddButton().toSelector()).click();
    await expect(this.nodeRows()).toHaveCount(row);
    await this.setNode(row, values);
  }

  /** Removes the node row `row` (1-based). */
  async removeNode(row: number): Promise<void> {
    await this.page.locator(nodeEditor.findRow(row).findRemoveButton().toSelector()).click();
  }
}
