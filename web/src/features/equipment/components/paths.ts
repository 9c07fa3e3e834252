/** The console address of an equipment screen, with the record's id as its last segment when it needs one. */
export function screenPath(
  screen:
    | 'equipment-type-list'
    | 'equipment-type-add'
    | 'equipment-type-edit'
    | 'equipment-management-list'
    | 'equipment-add'
    | 'equipment-edit'
    | 'equipment-detail'
    | 'equipment-config'
    | 'equipment-data-view'
    | 'equipment-log',
  id?: string,
): string {
  return `/console/${screen}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;
}

/** The gateway log screen, showing the gateway `guid` when given. */
export function logPath(guid?: string): string {
  return `/console/equipment-log${guid === undefined ? '' : `?guid=${encodeURIComponent(guid)}`}`;
}
