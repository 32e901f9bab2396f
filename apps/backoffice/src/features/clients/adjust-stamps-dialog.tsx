import { clientKeys, errorMessage } from "@forno/api-client";
import { formatDate } from "@forno/domain/format";
import { stampsText } from "@forno/domain/loyalty";
import { type ListedClient, type LoyaltyAdjustmentBodyInput, type LoyaltyCard, loyaltyAdjustmentBodySchema } from "@forno/domain/schemas";
import { Banner } from "@forno/ui/banner";
import { Skeleton } from "@forno/ui/skeleton";
import { TextField } from "@forno/ui/text-field";
import { showToast } from "@forno/ui/toast-store";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useApi } from "../../lib/api-context";
import { CreateDialog } from "../../lib/create-dialog";
import { replaceRow } from "../data-table";
import { LoyaltyHistory } from "./loyalty-history";
import styles from "./loyalty-stamps.module.css";

export interface AdjustStampsDialogProps {
  client: ListedClient;
  onClose: () => void;
}

/** The card as staff read it: stamps, rewards waiting, what a reward is, when the next stamp expires. */
function CardFigures({ card }: { card: LoyaltyCard }) {
  return (
    <dl className={styles.card} aria-label="Cartão fidelidade">
      <div>
        <dt>Selos</dt>
        <dd>{stampsText(card.stamps)}</dd>
      </div>
      <div>
        <dt>Recompensas disponíveis</dt>
        <dd>{card.rewards_available}</dd>
      </div>
      <div>
        <dt>{`Recompensa a cada ${card.needed} selos`}</dt>
        <dd>{card.reward}</dd>
      </div>
      <div>
        <dt>Próximo vencimento</dt>
        <dd>{card.next_expiry_at ? formatDate(card.next_expiry_at) : "Nenhum"}</dd>
      </div>
    </dl>
  );
}

/**
 * "Ajustar selos" (growth.md section 2; decision 3231): the client's card, a signed whole number of
 * stamps to add or take with the reason, and the history. A refusal ("O cliente não tem tantos
 * selos.") shows above the form, which keeps what was typed; a saved change updates the row.
 */
export default function AdjustStampsDialog({ client, onClose }: AdjustStampsDialogProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const formId = useId();
  const card = useQuery(api.loyalty.cardQuery(client.id));
  const profile = useQuery(api.auth.profileQuery());
  const form = useForm<LoyaltyAdjustmentBodyInput>({ resolver: zodResolver(loyaltyAdjustmentBodySchema), defaultValues: { reason: "" } });
  const change = useWatch({ control: form.control, name: "change" });
  const errors = form.formState.errors;

  const adjust = useMutation({
    mutationFn: (body: LoyaltyAdjustmentBodyInput) => api.loyalty.adjust(client.id, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(api.loyalty.cardQuery(client.id).queryKey, saved);
      onClose();
      showToast({ text: `Selos de ${client.name} ajustados: agora ${stampsText(saved.stamps)}`, type: "success" });
      // The row shows the new stamps at once (no refetch: the scroll stays); the card is marked stale.
      await replaceRow<ListedClient>(queryClient, clientKeys.all, (row) => row.id === client.id, { ...client, loyalty_stamps: saved.stamps });
    },
  });

  const after = card.data && Number.isInteger(change) && change !== 0 && card.data.stamps + change >= 0 ? card.data.stamps + change : null;
  return (
    <CreateDialog
      title={`Ajustar selos de ${client.name}`}
      submitLabel="Salvar ajuste"
      submit={{ formId }}
      pending={adjust.isPending}
      error={adjust.isError ? adjust.error : null}
      onClose={onClose}
      className={styles.dialog}
    >
      <div className={styles.body}>
        {card.data ? <CardFigures card={card.data} /> : card.isError ? <Banner tone="danger">{errorMessage(card.error)}</Banner> : <Skeleton lines={2} />}
        <form id={formId} className={styles.form} noValidate onSubmit={form.handleSubmit((values) => adjust.mutate(values))}>
          <TextField
            label="Selos a somar ou tirar"
            hint="Um número inteiro: 2 soma dois selos, -2 tira dois."
            type="number"
            step={1}
            autoComplete="off"
            {...form.register("change", { valueAsNumber: true })}
            error={errors.change?.message}
          />
          <p className={styles.after} role="status">
            {after !== null ? `Depois do ajuste: ${stampsText(after)}` : ""}
          </p>
          <TextField label="Motivo" hint="De 3 a 200 caracteres. Fica no histórico do cliente." autoComplete="off" {...form.register("reason")} error={errors.reason?.message} />
        </form>
        {card.data ? <LoyaltyHistory history={card.data.history} staffId={profile.data ? Number(profile.data.sub) : null} /> : null}
      </div>
    </CreateDialog>
  );
}
