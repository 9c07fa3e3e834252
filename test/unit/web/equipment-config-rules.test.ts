import { describe, expect, it } from 'vitest';
import { EQUIPMENT_CONFIG_LIMITS, NODE_ALIAS_TAKEN } from '../../../shared/constants/equipment-rules.js';
import { EquipmentConfigInputSchema } from '../../../shared/schemas/equipment.js';
import {
  unsavedEquipmentConfig,
  type Equipment,
  type EquipmentConfig,
} from '../../../shared/schemas/equipment-responses.js';
import { ApiError } from '../../../web/src/api/http-client.js';
import {
  bodyOf,
  configFieldErrors,
  generalProblems,
  nodeProblems,
  stepOfField,
  valuesOf,
  type ConfigValues,
  type Translate,
} from '../../../web/src/features/equipment/components/config-rules.js';
import { equipmentMessagesCn } from '../../../web/src/features/equipment/messages/equipment-messages.js';
import { equipmentMessagesEn } from '../../../web/src/features/equipment/messages/equipment-messages-en.js';
import { cnMessages, formatMessage } from '../../../web/src/i18n/messages.js';

/** The Chinese console's `t` (importing the equipment table registered its texts). */
const t: Translate = (key, values) => formatMessage(cnMessages, key, values);

const gateway = {
  id: 'gw-1',
  equipmentId: 'GW-0001',
  collectNodeTags: [
    { id: 't1', tag: 'temp', description: 'Cabinet temperature', dataType: 'float', dataUnit: '°C' },
    { id: 't2', tag: 'door' },
  ],
} as unknown as Equipment;

const unsaved: EquipmentConfig = unsavedEquipmentConfig('gw-1');

const filled = (): ConfigValues => ({
  ...valuesOf(gateway, unsaved),
  transferProtocol: 'MQTT',
  compressMethod: 'GZIP',
  dataTransferUrl: ' mqtt://broker/data ',
  fileTransferUrl: 'https://files/upload',
  period: '5000',
  buffer: '200',
});

describe('gateway configuration wizard rules', () => {
  it('prefills a never-saved configuration from the gateway tags: periodic, every 1000 ms, not backed up', () => {
    const values = valuesOf(gateway, unsaved);
    expect(values.transferProtocol).toBe('');
    expect(values.period).toBe('');
    expect(values.nodes).toEqual([
      {
        name: 'temp',
        alias: 'temp',
        description: 'Cabinet temperature',
        dataType: 'float',
        dataUnit: '°C',
        sampleMode: 'PERIODIC',
        period: '1000',
        ifBackup: false,
        precision: '',
      },
      {
        name: 'door',
        alias: 'door',
        description: '',
        dataType: '',
        dataUnit: '',
        sampleMode: 'PERIODIC',
        period: '1000',
        ifBackup: false,
        precision: '',
      },
    ]);
  });

  it('shows a saved configuration as saved, not the tags', () => {
    const saved: EquipmentConfig = {
      ...unsaved,
      saved: true,
      transferProtocol: { code: 'HTTP', name: 'HTTP' },
      compressMethod: { code: 'NONE', name: '不压缩' },
      dataTransferUrl: 'https://a',
      fileTransferUrl: 'https://b',
      period: 100,
      buffer: 1,
      collectNodeConfigs: [
        { name: 'n', alias: 'a', dataType: 'int', sampleMode: 'ON_CHANGE', period: 250, ifBackup: true, precision: 2 },
      ],
      version: 3,
    };
    const values = valuesOf(gateway, saved);
    expect(values).toMatchObject({ transferProtocol: 'HTTP', compressMethod: 'NONE', period: '100', buffer: '1' });
    expect(values.nodes).toEqual([
      {
        name: 'n',
        alias: 'a',
        description: '',
        dataType: 'int',
        dataUnit: '',
        sampleMode: 'ON_CHANGE',
        period: '250',
        ifBackup: true,
        precision: '2',
      },
    ]);
  });

  it('requires every general field (doc 3 §5) and whole numbers within the limits for period and buffer', () => {
    expect(Object.keys(generalProblems(valuesOf(gateway, unsaved), t)).sort()).toEqual(
      ['buffer', 'compressMethod', 'dataTransferUrl', 'fileTransferUrl', 'period', 'transferProtocol'].sort(),
    );
    expect(generalProblems(filled(), t)).toEqual({});
    const { periodMin, periodMax, bufferMin, bufferMax } = EQUIPMENT_CONFIG_LIMITS;
    expect(generalProblems({ ...filled(), period: '99', buffer: '0' }, t)).toEqual({
      period: `请输入 ${periodMin} 到 ${periodMax} 之间的整数`,
      buffer: `请输入 ${bufferMin} 到 ${bufferMax} 之间的整数`,
    });
    expect(generalProblems({ ...filled(), period: '150.5', buffer: '  ' }, t)).toEqual({
      period: `请输入 ${periodMin} 到 ${periodMax} 之间的整数`,
      buffer: '必填项',
    });
  });

  it('puts the alias message on the later of two nodes with the same alias, in any case', () => {
    const values = filled();
    values.nodes[1] = { ...values.nodes[1], dataType: 'bool', alias: ' TEMP ' };
    expect(nodeProblems(values, t, 'cn')).toEqual({ 'collectNodeConfigs.1.alias': NODE_ALIAS_TAKEN.cn });
    expect(nodeProblems(values, t, 'en')).toEqual({ 'collectNodeConfigs.1.alias': NODE_ALIAS_TAKEN.en });
  });

  it('requires a node name, alias and data type, and a whole sample period', () => {
    const values = filled();
    values.nodes[1] = { ...values.nodes[1], name: '', alias: '', period: '10' };
    expect(nodeProblems(values, t, 'cn')).toEqual({
      'collectNodeConfigs.1.name': '必填项',
      'collectNodeConfigs.1.alias': '必填项',
      'collectNodeConfigs.1.dataType': '必填项',
      'collectNodeConfigs.1.period': '请输入 100 到 86400000 之间的整数',
    });
  });

  it('takes an optional whole precision from 0 to 10 and sends it only when given', () => {
    const values = filled();
    values.nodes[0] = { ...values.nodes[0], precision: '11' };
    values.nodes[1] = { ...values.nodes[1], dataType: 'int', precision: '1.5' };
    expect(nodeProblems(values, t, 'cn')).toEqual({
      'collectNodeConfigs.0.precision': '请输入 0 到 10 之间的整数',
      'collectNodeConfigs.1.precision': '请输入 0 到 10 之间的整数',
    });
    values.nodes[0] = { ...values.nodes[0], precision: ' 2 ' };
    values.nodes[1] = { ...values.nodes[1], precision: '' };
    expect(nodeProblems(values, t, 'cn')).toEqual({});
    const body = bodyOf('gw-1', values);
    expect(EquipmentConfigInputSchema.parse(body)).toEqual(body);
    expect(body.collectNodeConfigs[0].precision).toBe(2);
    expect(body.collectNodeConfigs[1]).not.toHaveProperty('precision');
  });

  it('sends a body the server schema accepts, texts trimmed and empty optional texts left out', () => {
    const values = filled();
    values.nodes[1] = { ...values.nodes[1], dataType: 'bool', ifBackup: true };
    const body = bodyOf('gw-1', values);
    expect(EquipmentConfigInputSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      equipmentId: 'gw-1',
      transferProtocol: { code: 'MQTT' },
      compressMethod: { code: 'GZIP' },
      dataTransferUrl: 'mqtt://broker/data',
      period: 5000,
      buffer: 200,
    });
    expect(body.collectNodeConfigs[1]).toEqual({
      name: 'door',
      alias: 'door',
      dataType: 'bool',
      sampleMode: 'PERIODIC',
      period: 1000,
      ifBackup: true,
    });
  });

  it("maps the server's field errors onto the wizard's fields and steps, the alias message localised", () => {
    const refusal = new ApiError(
      400,
      {
        fields: [
          { field: 'body.collectNodeConfigs.1.alias', message: NODE_ALIAS_TAKEN.en },
          { field: 'body.transferProtocol.code', message: 'Not one of the offered values' },
        ],
      },
      'Invalid request',
    );
    const errors = configFieldErrors(refusal, 'cn');
    expect(errors).toEqual({
      'collectNodeConfigs.1.alias': NODE_ALIAS_TAKEN.cn,
      transferProtocol: 'Not one of the offered values',
    });
    expect(Object.keys(errors).map(stepOfField)).toEqual([1, 0]);
    expect(configFieldErrors(new Error('offline'), 'en')).toEqual({});
  });

  it('has every wizard text in both languages', () => {
    const keys = Object.keys(equipmentMessagesCn).filter((key) => key.startsWith('equipment.config.'));
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(equipmentMessagesEn[key as keyof typeof equipmentMessagesEn]).toBeTruthy();
    expect(equipmentMessagesCn['equipment.config.leaveText']).toBe('内容已修改，确认放弃吗？');
    expect(equipmentMessagesEn['equipment.config.leaveText']).toBe('The configuration changed; discard it?');
  });
});
