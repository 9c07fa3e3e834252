import { useCursorList, type CursorListState } from '@/components/use-cursor-list.js';
import { getGatewayPage, type Equipment } from '../api/equipment.js';

/**
 * The enterprise's gateways read a page at a time (`getGatewayPage`), for the gateway tables and pickers: an
 * enterprise may hold thousands, so none reads them whole. `typeName` narrows them as the list call does.
 */
export function useGatewayPages(enterpriseId: string | undefined, typeName?: string): CursorListState<Equipment> {
  return useCursorList(enterpriseId && `${enterpriseId}|${typeName ?? ''}`, (cursor, signal) =>
    getGatewayPage(enterpriseId!, { typeName, cursor }, signal),
  );
}
