import { errorMessage } from "@forno/api-client";
import { integrationKeys } from "@forno/api-client/staff";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { Dialog } from "@forno/ui/dialog";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useApi } from "../../lib/api-context";
import { CopyValue } from "./copy-value";
import styles from "./integrations.module.css";

/**
 * "Gerar novo segredo": a confirmation first (the PDV's credentials break at once), then the new
 * secret, shown this one time. Closing forgets it: the API never reads a secret back.
 */
export function RotateSecretDialog({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  // The safe answer takes the focus: Enter on an opened confirmation must not break the PDV.
  const cancelRef = useRef<HTMLButtonElement>(null);
  const copyRef = useRef<HTMLButtonElement>(null);
  const rotate = useMutation({
    mutationFn: api.integrations.rotateOpenDeliverySecret,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.openDelivery }),
  });
  // The button pressed is gone: focus goes where the next step is, copying the secret.
  useEffect(() => {
    if (rotate.data) copyRef.current?.focus();
  }, [rotate.data]);

  if (rotate.data) {
    return (
      <Dialog
        open
        onClose={onClose}
        title="Novo segredo do PDV"
        // The same ref as the confirmation's: the <dialog> stays open from one step to the next
        // (a changed ref would run Dialog's opening effect again, closing and reopening it).
        initialFocusRef={cancelRef}
        closeOnBackdrop={false}
        hideCloseButton
        className={styles.dialog}
        footer={<Button onClick={onClose}>Já copiei, fechar</Button>}
      >
        <div className={styles.dialogBody}>
          <Banner tone="warning" title="Copie agora: este segredo não será mostrado de novo.">
            Cole-o no PDV, no campo do client secret. Se ele se perder, gere outro.
          </Banner>
          <CopyValue label="Novo segredo" value={rotate.data.client_secret} secret buttonRef={copyRef} />
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      role="alertdialog"
      title="Gerar novo segredo?"
      initialFocusRef={cancelRef}
      closeOnBackdrop={false}
      hideCloseButton
      className={styles.dialog}
      description={
        <p className={styles.dialogText}>
          O segredo atual deixa de valer na hora: o PDV para de receber os pedidos até que o novo segredo seja colado nele. Faça isso com o PDV à mão.
        </p>
      }
      footer={
        <>
          <Button variant="danger" loading={rotate.isPending} loadingText="Gerando..." onClick={() => rotate.mutate()}>
            Gerar novo segredo
          </Button>
          <Button variant="secondary" onClick={onClose} ref={cancelRef}>
            Cancelar
          </Button>
        </>
      }
    >
      {rotate.isError ? (
        <Banner tone="danger" alert>
          {errorMessage(rotate.error)}
        </Banner>
      ) : null}
    </Dialog>
  );
}
