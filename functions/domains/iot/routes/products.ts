import { productContracts as contracts } from '../../../../shared/contracts/iot.js';
import type { Caller } from '../../../lib/auth/caller.js';
import { NotFoundError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { getEquipmentType, listEquipmentTypes, type EquipmentTypeRecord } from '../../equipment/index.js';
import { getProductTemplate, listProductTemplates, saveProductTemplate } from '../data/product-template.js';
import { productDetailView, productView } from '../views/iot-views.js';

/** A type of the caller's current enterprise, or 404 (another enterprise's is not found either). */
async function requireOwnType(caller: Caller, id: string): Promise<EquipmentTypeRecord> {
  const type = await getEquipmentType({ enterpriseId: caller.enterpriseId, id });
  if (!type) throw new NotFoundError('Product not found');
  return type;
}

/**
 * Products (`iot/product`): the enterprise's equipment types (the equipment domain owns them) as a catalogue, each
 * with a node template in the configuration wizard's node fields. Types are created on the gateway type screens;
 * here only the template is edited.
 */
export const productRoutes = [
  implement(contracts.getProductList, async ({ caller }) => {
    const [types, templates] = await Promise.all([
      listEquipmentTypes({ enterpriseId: caller.enterpriseId }),
      listProductTemplates({ enterpriseId: caller.enterpriseId }),
    ]);
    const byType = new Map(templates.map((template) => [template.typeId, template]));
    return types.map((type) => productView(type, byType.get(type.id)));
  }),
  implement(contracts.getProductById, async ({ caller, params }) => {
    const [type, template] = await Promise.all([
      requireOwnType(caller, params.id),
      getProductTemplate({ enterpriseId: caller.enterpriseId, typeId: params.id }),
    ]);
    return productDetailView(type, template);
  }),
  implement(contracts.submitProductTemplate, async ({ caller, body }) => {
    const type = await requireOwnType(caller, body.id);
    const template = {
      enterpriseId: caller.enterpriseId,
      typeId: type.id,
      nodes: body.nodes,
      updateDate: new Date().toISOString(),
      updateById: caller.userId,
      updateByName: caller.username,
    };
    await saveProductTemplate(template);
    return productDetailView(type, template);
  }),
];
