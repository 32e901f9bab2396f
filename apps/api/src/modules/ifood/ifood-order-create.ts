import { and, eq, inArray, like, sql } from "drizzle-orm";
import { type IfoodCatalogue, type IfoodOrderMapping, type ParsedIfoodOrder, mapIfoodOrder } from "@forno/domain/ifood";
import { centavosToReais } from "@forno/domain/pricing";
import type { Executor } from "../../db/client";
import { ifoodOrders, orderItems, orderPayments, orderStateHistory, orders, productAdditionals, products, settings } from "../../db/schema";
import { changeOrderState } from "../order-state-historys/order-state-historys.service";
import { pickupAddress } from "../orders/order-create.service";

/** The provider name of an iFood order's payments (order_payments.provider). */
const IFOOD_PROVIDER = "ifood";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Forno's products and additionals whose external id is one of the order's `externalCode`s. */
async function catalogueOf(db: Executor, order: ParsedIfoodOrder): Promise<IfoodCatalogue> {
  const codes = [...new Set(order.items.flatMap((item) => [item.externalCode, ...item.options.map((option) => option.externalCode)]).filter((code) => code !== null))];
  if (codes.length === 0) return { products: new Map(), additionals: new Map() };
  const found = await db.select({ id: products.id, code: products.externalId, fractionable: products.isFractionable }).from(products).where(inArray(products.externalId, codes));
  const extras = await db.select({ id: productAdditionals.id, code: productAdditionals.externalId }).from(productAdditionals).where(inArray(productAdditionals.externalId, codes));
  return {
    products: new Map(found.map((row) => [row.code, { id: row.id, fractionable: row.fractionable }])),
    additionals: new Map(extras.map((row) => [row.code, { id: row.id }])),
  };
}

async function storeAddress(db: Executor) {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(like(settings.key, "store_info.%"));
  return pickupAddress(new Map(rows.map((row) => [row.key, row.value])));
}

/** The order's rows with ids drawn first: an additional of an item that matched no product names its product row's id as parent (decision 3401). */
async function writeItems(tx: Executor, orderId: number, mapping: IfoodOrderMapping): Promise<void> {
  const drawn = await tx.execute(sql`SELECT nextval('order_items_id_seq')::integer AS id FROM generate_series(1, ${mapping.rows.length}::integer)`);
  const ids = rowsOf<{ id: number | string }>(drawn).map((row) => Number(row.id));
  const productRow = new Map<number, { id: number; productId: number | null }>();
  mapping.rows.forEach((row, index) => {
    if (!row.additional) productRow.set(row.cartIndex, { id: ids[index]!, productId: row.productId });
  });
  await tx
    .insert(orderItems)
    .overridingSystemValue()
    .values(
      mapping.rows.map((row, index) => {
        const parent = productRow.get(row.cartIndex)!;
        return {
          id: ids[index]!,
          orderId,
          cartIndex: row.cartIndex,
          itemGroup: row.itemGroup,
          itemId: row.additional ? row.additionalId : row.productId,
          itemIdParent: row.additional ? (parent.productId ?? parent.id) : null,
          productId: row.additional ? parent.productId : row.productId,
          additionalId: row.additional ? row.additionalId : null,
          quantity: row.quantity,
          unitAmount: centavosToReais(row.unitCentavos),
          amount: centavosToReais(row.amount),
          name: row.name,
          itemNotes: row.notes,
        };
      }),
    );
}

/**
 * An iFood order made a Forno order, once per iFood id whatever the duplicates (growth.md section
 * 4): the mapping of the domain, no Forno client (iFood's customer on its own row), its payments
 * (prepaid "iFood", or collected on delivery), then PAID at once through the state machine, which
 * publishes it: the desk shows it in Novos and rings. One transaction. The order's id; null when it
 * was already there.
 */
export async function createIfoodOrder(db: Executor, order: ParsedIfoodOrder, raw: unknown): Promise<number | null> {
  const catalogue = await catalogueOf(db, order);
  const mapping = mapIfoodOrder(order, catalogue);
  const address = mapping.address ?? (await storeAddress(db));
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(orders)
      .values({
        clientId: null,
        amount: centavosToReais(mapping.subtotal),
        deliveryFee: centavosToReais(mapping.deliveryFee),
        isDelivery: mapping.isDelivery,
        address,
        cart: [],
        orderNotes: mapping.notes,
        currentState: "PENDING",
        scheduledTime: mapping.scheduledFor === null ? null : new Date(mapping.scheduledFor),
        isScheduled: mapping.scheduledFor !== null,
        channel: "ifood",
        externalRef: order.id,
        displayRef: order.displayId,
        discount: centavosToReais(mapping.discount),
        discountSponsor: mapping.discountSponsor,
      })
      .onConflictDoNothing({ target: [orders.channel, orders.externalRef], where: sql`${orders.externalRef} IS NOT NULL` })
      .returning({ id: orders.id });
    if (created === undefined) return null;
    const orderId = created.id;
    await tx.insert(ifoodOrders).values({ orderId, placedAt: new Date(order.createdAt), customer: mapping.customer, details: raw as object });
    await writeItems(tx, orderId, mapping);
    await tx.insert(orderPayments).values(
      mapping.payments.map((payment, index) => ({
        orderId,
        clientId: null,
        provider: IFOOD_PROVIDER,
        providerPaymentId: `${order.id}:${index}`.slice(0, 64),
        paymentMethod: payment.method,
        status: "approved",
        amount: centavosToReais(payment.centavos),
        changeFor: payment.changeFor === null ? null : centavosToReais(payment.changeFor),
        approvedAt: new Date(),
      })),
    );
    await tx.insert(orderStateHistory).values({ orderId, fromState: null, toState: "PENDING", actor: "ifood" });
    // iFood's orders are paid as soon as they are stored (growth.md section 4): pending cash or card is collected on delivery.
    await changeOrderState(tx, orderId, "PAID", { by: "ifood" });
    return orderId;
  });
}

/** The Forno order of an iFood id (null: not made yet). */
export async function orderOfIfoodId(db: Executor, ifoodId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.channel, "ifood"), eq(orders.externalRef, ifoodId)));
  return row?.id ?? null;
}
