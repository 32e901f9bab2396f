import { newIdempotencyKey } from "@forno/api-client/idempotency-key";
import { formatCep, onlyDigits } from "@forno/domain/format";
import { deliveryFeeCentavos, reaisToCentavos } from "@forno/domain/pricing";
import { type Order, type OrderAddress, type StaffOrderForm, staffOrderFormSchema, staffOrderFormToBody } from "@forno/domain/schemas";
import { Button } from "@forno/ui/button";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { PageHeader } from "../../components/page-header";
import { useApi } from "../../lib/api-context";
import { ChannelField } from "./channel-field";
import { CustomerFields } from "./customer-fields";
import { DeliveryFields } from "./delivery-fields";
import { ItemPicker } from "./item-picker";
import { OrderLines } from "./order-lines";
import { PaymentStep } from "./payment-step";
import { CouponField } from "./coupon-field";
import { RewardField } from "./reward-field";
import { useStaffQuote } from "./use-staff-quote";
import { useStaffCart } from "./use-staff-cart";
import styles from "./new-order.module.css";

const EMPTY_FORM: StaffOrderForm = {
  phone: "",
  client_id: null,
  name: "",
  channel: "phone",
  is_delivery: true,
  postal_code: "",
  address: "",
  number: "",
  neighborhood: "",
  address_info: "",
  address_notes: "",
  order_notes: "",
  coupon_code: "",
  use_reward: false,
};

/** /backoffice/orders/new: a phone or counter order, typed by staff, then paid and printed. */
export function NewOrderPage() {
  const [created, setCreated] = useState<Order | null>(null);
  const [round, setRound] = useState(0);
  return (
    <div className={styles.page}>
      <PageHeader title="Novo pedido" />
      {created ? (
        <PaymentStep
          order={created}
          onNext={() => {
            setCreated(null);
            setRound((value) => value + 1);
          }}
        />
      ) : (
        <NewOrderForm key={round} onCreated={setCreated} />
      )}
    </div>
  );
}

function NewOrderForm({ onCreated }: { onCreated: (order: Order) => void }) {
  const api = useApi();
  const store = useQuery(api.settings.storeQuery());
  const catalogue = useQuery(api.products.catalogQuery());
  const cart = useStaffCart(store.data?.operation.fraction_pricing ?? "proportional", store.data?.operation.fractions_same_subgroup === true);
  const form = useForm<StaffOrderForm>({ resolver: zodResolver(staffOrderFormSchema), defaultValues: EMPTY_FORM });
  const [key] = useState(() => newIdempotencyKey());
  // The phone comes first: the page opens with the cursor in it.
  useEffect(() => form.setFocus("phone"), [form]);
  const isDelivery = useWatch({ control: form.control, name: "is_delivery" });
  const cep = onlyDigits(useWatch({ control: form.control, name: "postal_code" }));
  const area = useQuery({ queryKey: ["ceps", "lookup", cep], queryFn: () => api.ceps.lookup(cep), enabled: isDelivery && cep.length === 8, retry: false });
  const feeCentavos = !isDelivery ? 0 : area.data ? deliveryFeeCentavos(true, area.data.amount) : null;
  const cepProblem = isDelivery && area.isError ? area.error.message : null;

  const quote = useStaffQuote(form, cart);
  // A coupon or a reward the quote refused is not sent (its refusal shows under its field).
  const couponRefused = quote !== undefined && quote.coupon === null;
  const rewardRefused = quote !== undefined && quote.reward === null;
  const create = useMutation({
    mutationFn: (values: StaffOrderForm) =>
      api.orders.create(
        staffOrderFormToBody({ ...values, coupon_code: couponRefused ? "" : values.coupon_code, use_reward: values.use_reward && !rewardRefused }, cart.bodyLines()),
        key,
      ),
    onSuccess: onCreated,
  });

  const useAddress = (address: OrderAddress) => {
    const fields = ["postal_code", "address", "number", "neighborhood", "address_info", "address_notes"] as const;
    form.setValue("is_delivery", true);
    for (const field of fields) form.setValue(field, field === "postal_code" ? formatCep(address.postal_code) : (address[field] ?? ""));
  };

  const canSubmit = cart.lines.length > 0 && !cart.incomplete && !create.isPending;
  return (
    <form className={styles.form} noValidate aria-label="Novo pedido" onSubmit={form.handleSubmit((values) => canSubmit && create.mutate(values))}>
      <div className={styles.columns}>
        <div className={styles.column}>
          <CustomerFields form={form} onUseAddress={useAddress} />
          <ChannelField form={form} />
          <DeliveryFields form={form} cepProblem={cepProblem} />
        </div>
        <div className={styles.column}>
          {catalogue.data ? <ItemPicker products={catalogue.data} cart={cart} /> : <p className={styles.hint}>Carregando o cardápio…</p>}
          <CouponField form={form} quote={quote} />
          <RewardField form={form} quote={quote} />
          <OrderLines
            cart={cart}
            feeCentavos={feeCentavos}
            discountCentavos={quote ? reaisToCentavos(quote.discount) : 0}
            couponCode={quote?.coupon?.code ?? null}
            usesReward={quote?.reward != null}
          />
          {create.isError ? (
            <p className={styles.notice} role="alert">
              {create.error.message}
            </p>
          ) : null}
          <Button type="submit" disabled={!canSubmit}>
            Criar pedido
          </Button>
        </div>
      </div>
    </form>
  );
}
