/**
 * The page-view guid for the vguid targeting key (001 §3). It is made in the browser: the
 * server-rendered page (and its render cache) is shared by every view. One guid per view: the
 * page the reader opened (scope '') and each seamless article (scope `s{n}`). The tracking island
 * owns the view guids of page-view tracking; it can hand its guid over with setViewGuid so ads
 * and tracking report the same one.
 */
const guids = new Map<string, string>();

function newGuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

export function viewGuid(scope: string): string {
  let guid = guids.get(scope);
  if (!guid) {
    guid = newGuid();
    guids.set(scope, guid);
  }
  return guid;
}

export function setViewGuid(scope: string, guid: string): void {
  if (guid.trim() !== '') guids.set(scope, guid);
}
