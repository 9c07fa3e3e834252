/** The console address of a backup screen of gateway `id`. */
export function backupPath(screen: 'equipment-backup-config' | 'equipment-backup-detail', id: string): string {
  return `/console/${screen}/${encodeURIComponent(id)}`;
}
