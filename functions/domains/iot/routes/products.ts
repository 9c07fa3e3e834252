import { productContracts as contracts } from '../../../../shared/contracts/iot.js';
import { implement } from '../../../lib/http/implement.js';
import { listEquipmentTypes } from '../../equipment/index.js';
import { getProductTemplate, listProductTemplates, saveProductTemplate } from '../data/product-template.js';
import { productDetailView, productView } from '../views/iot-views.js';

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
  implement(contracts.getProductById, async ({ record: type }) =>
    productDetailView(type, await getProductTemplate({ enterpriseId: type.enterpriseId, typeId: type.id })),
  ),
  implement(contracts.submitProductTemplate, async ({ caller, body, record: type }) => {
    const template = {
      enterpriseId: type.enterpriseId,
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
