import { defineContracts } from './contract.js';

/**
 * The /api-equipment contracts (spec doc 3 §7; docs/equipment.md). The schemas load with the first request that
 * needs them (see `shared/contracts/contract.ts`).
 */
const schemas = async () => ({
  ...(await import('../schemas/equipment.js')),
  ...(await import('../schemas/equipment-responses.js')),
});

/** Equipment types (doc 3 §2.1, §5, §7): the current enterprise's catalogue. */
export const equipmentTypeContracts = defineContracts(schemas, {
  getEquipmentTypeList: {
    method: 'GET',
    path: '/api-equipment/getEquipmentTypeList',
    access: { member: 'current' },
    summary: "The current enterprise's equipment types.",
    schemas: (s) => ({ query: s.NoEquipmentQuerySchema, response: s.EquipmentTypeListSchema }),
  },
  getEquipmentTypeById: {
    method: 'GET',
    path: '/api-equipment/getEquipmentTypeById/{id}',
    access: { member: 'current' },
    summary: "One of the current enterprise's equipment types (ours: the edit screen's read).",
    schemas: (s) => ({
      params: s.EquipmentIdParamsSchema,
      query: s.NoEquipmentQuerySchema,
      response: s.EquipmentTypeSchema,
    }),
  },
  createEquipmentType: {
    method: 'POST',
    path: '/api-equipment/submitEquipmentType',
    access: { privilege: 'equipment-type-list:add' },
    summary: 'Adds an equipment type; name and code are unique in the enterprise.',
    schemas: (s) => ({ body: s.EquipmentTypeCreateSchema, response: s.CreatedIdSchema }),
  },
  updateEquipmentType: {
    method: 'PUT',
    path: '/api-equipment/submitEquipmentType',
    access: { privilege: 'equipment-type-list:edit' },
    summary: 'Edits an equipment type (an edit always enables it).',
    schemas: (s) => ({ body: s.EquipmentTypeUpdateSchema, response: s.EquipmentTypeSchema }),
  },
  deleteEquipmentType: {
    method: 'PUT',
    path: '/api-equipment/deleteEquipmentType/{id}',
    access: { privilege: 'equipment-type-list:delete' },
    summary: 'Deletes an equipment type no gateway uses (409 while one does).',
    schemas: (s) => ({ params: s.EquipmentIdParamsSchema, response: s.DeletedIdSchema }),
  },
});

/** Every contract table of the equipment domain (the API index, `shared/contracts/index.ts`, lists them). */
export const equipmentTables = [equipmentTypeContracts];
