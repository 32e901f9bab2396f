/** "(2) Pedidos · Forno": the tab says how many orders wait, even behind other tabs. */
export function deskTitle(newOrders: number, storeName = "Forno"): string {
  return `${newOrders > 0 ? `(${newOrders}) ` : ""}Pedidos · ${storeName}`;
}
