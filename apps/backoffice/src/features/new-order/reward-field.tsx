import { discountAmountText } from "@forno/domain/order-reading";
import { reaisToCentavos } from "@forno/domain/pricing";
import type { OrderQuote, StaffOrderForm } from "@forno/domain/schemas";
import { Checkbox } from "@forno/ui/checkbox";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { useApi } from "../../lib/api-context";

const availableText = (count: number) => (count === 1 ? "1 recompensa disponível" : `${count} recompensas disponíveis`);

/**
 * "Usar recompensa" of a staff order (growth.md section 2): offered when the client found by the
 * phone has a reward on their card, so a customer ordering by phone uses it as in the app. The
 * server's quote gives the discount, or its refusal under the box (with a coupon, no pizza...).
 */
export function RewardField({ form, quote }: { form: UseFormReturn<StaffOrderForm>; quote: OrderQuote | undefined }) {
  const api = useApi();
  const clientId = useWatch({ control: form.control, name: "client_id" });
  const chosen = useWatch({ control: form.control, name: "use_reward" });
  const card = useQuery({ ...api.loyalty.cardQuery(clientId ?? 0), enabled: clientId !== null });
  const available = clientId !== null && card.data?.enabled === true && card.data.rewards_available > 0;
  // Another client (or none) named by the phone: a choice made for the previous one is let go.
  const settled = clientId === null || card.data !== undefined;
  useEffect(() => {
    if (chosen && settled && !available) form.setValue("use_reward", false);
  }, [chosen, settled, available, form]);
  if (!available) return null;

  const applied = chosen ? (quote?.reward ?? null) : null;
  const refusal = chosen && quote !== undefined && applied === null ? (quote.problems[0] ?? null) : null;
  const hint = applied ? `${applied.name}: ${discountAmountText(reaisToCentavos(quote!.discount))}.` : `${card.data!.reward}. ${availableText(card.data!.rewards_available)}.`;
  return (
    <Checkbox
      label="Usar recompensa"
      checked={chosen}
      onChange={(event) => form.setValue("use_reward", event.target.checked, { shouldDirty: true })}
      hint={hint}
      error={refusal ?? undefined}
    />
  );
}
