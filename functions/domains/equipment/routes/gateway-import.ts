import { gatewayImportContracts as contracts } from '../../../../shared/contracts/equipment.js';
import { GATEWAY_IMPORT_LIMITS } from '../../../../shared/constants/equipment-rules.js';
import {
  gatewayImportMessage,
  parseGatewayImport,
  type GatewayImportLineError,
} from '../../../../shared/constants/gateway-import.js';
import { ValidationError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { createEquipmentBatch, RegistrationRefused, takenHardwareIds } from '../data/equipment.js';
import { gatewayQuotaError } from '../data/equipment-counts.js';
import { listEquipmentTypes } from '../data/equipment-type.js';
import { logOperation } from '../data/equipment-log.js';
import { companyName, newGatewayRecord } from '../gateway-records.js';

/** Refuses the whole import, naming every line at fault (nothing was written). */
function refuse(errors: GatewayImportLineError[]): never {
  const lines = [...errors].sort((a, b) => a.line - b.line);
  throw new ValidationError(
    `The gateway list has ${new Set(lines.map((e) => e.line)).size} invalid line(s)`,
    lines.map((error) => ({ field: 'body.content', message: gatewayImportMessage(error) })),
    { lines },
  );
}

/** Log entries written at a time while registering a batch. */
const LOG_CONCURRENCY = 10;

/**
 * Bulk import of gateways from CSV (beyond the spec, like the invitations' list): all or nothing. Every line is
 * checked (columns, values, hardware ids listed twice, type codes of the enterprise, hardware ids registered
 * already) and a single bad line refuses the file with every line's problem (400, `lines`). The gateways are then
 * registered in transactions; if one fails on a race (a hardware id registered meanwhile), the ones before it are
 * removed again and the answer names the line. Past the enterprise's gateway quota nothing is registered (409).
 */
export const gatewayImportRoutes = [
  implement(contracts.importEquipment, async ({ caller, body }) => {
    const { rows, errors } = parseGatewayImport(body.content);
    if (rows.length + errors.length > GATEWAY_IMPORT_LIMITS.maxLines) {
      const message = `At most ${GATEWAY_IMPORT_LIMITS.maxLines} gateways at once`;
      throw new ValidationError(message, [{ field: 'body.content', message }], { lines: [] });
    }
    const [types, taken] = await Promise.all([
      listEquipmentTypes({ enterpriseId: caller.enterpriseId }),
      takenHardwareIds(rows.map((row) => row.equipmentId)),
    ]);
    const typeByCode = new Map(types.map((type) => [type.code.toLowerCase(), type]));
    for (const row of rows) {
      if (!typeByCode.has(row.typeCode.toLowerCase()))
        errors.push({ line: row.line, column: 'typeCode', problem: 'unknownType', value: row.typeCode });
      if (taken.has(row.equipmentId))
        errors.push({ line: row.line, column: 'hardwareId', problem: 'taken', value: row.equipmentId });
    }
    if (errors.length) refuse(errors);

    const now = new Date().toISOString();
    const company = await companyName(caller.enterpriseId);
    const records = rows.map((row) => {
      const type = typeByCode.get(row.typeCode.toLowerCase())!;
      return newGatewayRecord({
        caller,
        fields: row,
        type: { id: type.id, name: type.name },
        registerCompanyName: company,
        now,
      });
    });
    try {
      await createEquipmentBatch(records);
    } catch (error) {
      if (!(error instanceof RegistrationRefused)) throw error;
      if (error.quotaReached) throw gatewayQuotaError();
      refuse(
        rows.flatMap((row, i): GatewayImportLineError[] => {
          const record = records[i];
          if (error.takenIds.includes(record.id))
            return [{ line: row.line, column: 'hardwareId', problem: 'taken', value: row.equipmentId }];
          if (error.goneTypeIds.includes(record.equipmentType!.id))
            return [{ line: row.line, column: 'typeCode', problem: 'unknownType', value: row.typeCode }];
          return [];
        }),
      );
    }
    for (let i = 0; i < records.length; i += LOG_CONCURRENCY) {
      await Promise.all(
        records
          .slice(i, i + LOG_CONCURRENCY)
          .map((record) =>
            logOperation({ equipmentId: record.id, event: 'registered', at: now, actorName: caller.username }),
          ),
      );
    }
    return { created: records.length, ids: records.map((record) => record.id) };
  }),
];
