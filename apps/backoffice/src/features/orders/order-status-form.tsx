import { orderKeys } from "@forno/api-client";
import { BACKOFFICE_STATUS_CHOICES, ORDER_STATE_LABELS } from "@forno/domain/orders";
import { type Order, type OrderStatusForm as OrderStatusValues, orderStatusFormSchema } from "@forno/domain/schemas";
import { Select } from "@forno/ui/select";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../lib/api-context";
import { showToast } from "@forno/ui/toast-store";
import { RowForm, replaceRow, useDraftForm } from "../data-table";

const STATUS_OPTIONS = BACKOFFICE_STATUS_CHOICES.map((state) => ({ value: state, label: ORDER_STATE_LABELS[state] }));

/** Nothing chosen yet: 'Atualizar' then says 'Status é obrigatório'. */
const NO_STATUS = { status: "" } as unknown as OrderStatusValues;

/**
 * 'Atualizar status para' with the nine choices (no PENDING) and 'Atualizar'. No rule is applied
 * here (seed 001 section 4): the server refuses a move its state machine forbids, and its message
 * is shown.
 */
export function OrderStatusForm({ order }: { order: Order }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { form, discardDraft } = useDraftForm(orderStatusFormSchema, { draftKey: `orders:${order.id}`, defaults: NO_STATUS });
  const { register, handleSubmit, formState, reset } = form;

  const save = useMutation({
    mutationFn: async ({ status }: OrderStatusValues) => {
      const answer = await api.orders.changeState({ order_id: order.id, to_state: status });
      // The whole order again (scheduled time set on PAID...); the new history row if that read fails.
      return api.orders.get(order.id).catch(() => ("OrderStateHistory" in answer ? answer : { ...order, OrderStateHistory: [...order.OrderStateHistory, answer] }));
    },
    onSuccess: async (saved, { status }) => {
      discardDraft();
      reset(NO_STATUS);
      showToast({ text: `Pedido #${order.external_id}: ${ORDER_STATE_LABELS[status]}`, type: "success" });
      await replaceRow<Order>(queryClient, orderKeys.all, (row) => row.id === order.id, saved);
    },
  });

  return (
    <RowForm
      label={`Status do pedido #${order.external_id}`}
      onSubmit={handleSubmit((values) => save.mutate(values))}
      error={save.error}
      pending={save.isPending}
      submitLabel="Atualizar"
    >
      <Select label="Atualizar status para" placeholder="Selecione" options={STATUS_OPTIONS} {...register("status")} error={formState.errors.status?.message} />
    </RowForm>
  );
}
