import { errorMessage, orderKeys } from "@forno/api-client";
import { FISCAL_MESSAGES, isCancelReason } from "@forno/domain/fiscal";
import { type Order } from "@forno/domain/schemas";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { Dialog } from "@forno/ui/dialog";
import { TextArea } from "@forno/ui/text-area";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useApi } from "../../lib/api-context";

/** "Cancelar NFC-e": the reason SEFAZ records (15 to 255 characters), then DELETE /orders/{id}/fiscal. */
export function FiscalCancelDialog({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  const api = useApi();
  const [reason, setReason] = useState("");
  const [touched, setTouched] = useState(false);
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => api.fiscal.cancel(order.id, reason.trim()),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      onClose();
    },
  });
  const invalid = !isCancelReason(reason);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Cancelar a NFC-e do pedido #${order.external_id}?`}
      description="A SEFAZ registra o motivo. Só é possível cancelar dentro do prazo depois da emissão."
      hideCloseButton
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Voltar
          </Button>
          <Button
            variant="danger"
            loading={cancel.isPending}
            onClick={() => {
              setTouched(true);
              if (!invalid) cancel.mutate();
            }}
          >
            Cancelar NFC-e
          </Button>
        </>
      }
    >
      <TextArea
        label="Motivo do cancelamento"
        hint="De 15 a 255 caracteres, por exemplo: Cliente desistiu do pedido."
        rows={3}
        maxLength={255}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={touched && invalid ? FISCAL_MESSAGES.reason : undefined}
      />
      {cancel.error ? (
        <Banner tone="danger" alert>
          {errorMessage(cancel.error)}
        </Banner>
      ) : null}
    </Dialog>
  );
}
