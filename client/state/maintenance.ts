/**
 * The client's maintenance flag (an error status 503 sets it). Kept on the document element as
 * `data-maintenance`, where the server's maintenance page already puts it, so styles, other modules and
 * the browser tests read one place.
 */

/** Sets the flag: the shop answered 503. */
export function setMaintenanceFlag(): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.maintenance = ''
}

/** Whether the shop has answered 503 since this page loaded. */
export const maintenanceFlag = (): boolean =>
  typeof document !== 'undefined' && document.documentElement.dataset.maintenance !== undefined
