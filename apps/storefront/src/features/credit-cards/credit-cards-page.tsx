import { paymentKeys } from "@forno/api-client";
import type { SavedCard } from "@forno/domain/schemas";
import { Button } from "@forno/ui/button";
import { Dialog } from "@forno/ui/dialog";
import { EmptyState } from "@forno/ui/empty-state";
import { CardIcon } from "@forno/ui/icons";
import { Skeleton } from "@forno/ui/skeleton";
import { VisuallyHidden } from "@forno/ui/visually-hidden";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../../lib/api";
import { CompactHeader } from "../../components/navigation/compact-header";
import { Page } from "../../components/layout/page";
import { RequireSession } from "../../lib/session/require-session";
import { useSignedIn } from "../../lib/session/session-store";
import styles from "./credit-cards-page.module.css";

/** /user/credit-cards: the customer's saved cards, each removable after a confirmation (seed 001 section 2.6). */
export function CreditCardsPage() {
  return (
    <RequireSession>
      <Page header={<CompactHeader title="Cartões" backTo="/profile" />} bottomBar>
        <Cards />
      </Page>
    </RequireSession>
  );
}

function Cards() {
  const queryClient = useQueryClient();
  // Loaded only with a token (seed 001 section 6).
  const { data: cards, isPending } = useQuery({ ...api.payments.cardsQuery(), enabled: useSignedIn() });
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const remove = useMutation({
    mutationFn: (card: SavedCard) => api.payments.removeCard(card.id),
    // Deleting a card refreshes the list (seed 001 section 4); errors are only logged (section 8).
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: paymentKeys.cards }),
    onError: (error) => console.error("Erro ao remover o cartão", error),
    onSettled: () => setRemoving(null),
  });

  if (isPending) {
    return (
      <div className={styles.list} aria-busy="true">
        <VisuallyHidden>Carregando cartões...</VisuallyHidden>
        <Skeleton shape="block" height={96} />
        <Skeleton shape="block" height={96} />
      </div>
    );
  }
  const list = cards ?? [];
  return (
    <>
      {list.length === 0 ? (
        <EmptyState icon={<CardIcon size={40} />} title="Você ainda não tem cartões cadastrados." text="Faça sua primeira compra para cadastrar um cartão." />
      ) : (
        <ul className={styles.list} aria-label="Seus cartões">
          {list.map((card) => (
            <li key={card.id} className={styles.card}>
              {card.payment_method.secure_thumbnail ? (
                <img className={styles.brand} src={card.payment_method.secure_thumbnail} alt={card.payment_method.name} width={48} height={32} />
              ) : (
                <CardIcon size={32} className={styles.brand} />
              )}
              <div className={styles.text}>
                <p className={styles.holder}>{card.cardholder.name}</p>
                <p className={styles.issuer}>{card.issuer.name}</p>
                <p className={styles.digits}>
                  <VisuallyHidden>Final </VisuallyHidden>
                  <span aria-hidden="true">•••• •••• •••• </span>
                  {card.last_four_digits}
                </p>
              </div>
              <Button variant="ghost" className={styles.remove} onClick={() => setRemoving(card)} aria-label={`Remover o cartão terminado em ${card.last_four_digits}`}>
                Remover
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        role="alertdialog"
        title="Remover Cartão"
        description={`Deseja remover o cartão •••• ${removing?.last_four_digits ?? ""}?`}
        hideCloseButton
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              Cancelar
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={() => removing && remove.mutate(removing)}>
              Sim, remover
            </Button>
          </>
        }
      />
    </>
  );
}
