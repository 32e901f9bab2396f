import { formatCardExpiry, formatCardNumber, formatCentavos, formatSecurityCode } from "@forno/domain/format";
import { orderTotalCentavos } from "@forno/domain/order-reading";
import { type CardForm, cardFormChecks, cardFromForm, formResolver } from "@forno/domain/forms";
import type { Order, SandboxCard, SavedCard } from "@forno/domain/schemas";
import { cardBrandOf } from "@forno/domain/validators";
import { Button } from "@forno/ui/button";
import { TextField } from "@forno/ui/text-field";
import { type FormEvent, useState } from "react";
import { useForm } from "react-hook-form";
import { masked } from "../../lib/forms/masked";
import type { CardFormData } from "./payment-body";
import styles from "./sandbox-card-form.module.css";

const NEW_CARD = "new";
const EMPTY_CARD: CardForm = { number: "", name: "", expiry: "", cvv: "" };

export interface SandboxCardFormProps {
  order: Order;
  savedCards: readonly SavedCard[];
  disabled: boolean;
  onSubmit: (data: CardFormData) => void;
}

/**
 * The sandbox provider's card form (our own, accessible): a saved card to choose, or number, name,
 * expiry and security code, checked here with Portuguese messages before anything is sent. The
 * cardholder name decides the simulated result (APRO, OTHE, CONT), as Mercado Pago's test cards do.
 */
export function SandboxCardForm({ order, savedCards, disabled, onSubmit }: SandboxCardFormProps) {
  const [choice, setChoice] = useState<string>(savedCards[0]?.id ?? NEW_CARD);
  // Checked on submit (the first invalid field takes the focus), then again as each field changes.
  const { register, handleSubmit, formState } = useForm<CardForm, unknown, SandboxCard>({ resolver: formResolver(cardFormChecks(), cardFromForm), defaultValues: EMPTY_CARD });
  const { errors } = formState;
  const total = formatCentavos(orderTotalCentavos(order));
  const usingSaved = choice !== NEW_CARD && savedCards.some((card) => card.id === choice);
  const payWithNewCard = handleSubmit((card) => onSubmit({ payment_method_id: cardBrandOf(card.number).id, card }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled) return;
    const saved = usingSaved ? savedCards.find((entry) => entry.id === choice) : undefined;
    if (saved) onSubmit({ payment_method_id: saved.payment_method.name || "credit_card", card_id: saved.id });
    else void payWithNewCard(event);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Dados do cartão">
      {savedCards.length > 0 ? (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>Cartões salvos</legend>
          {savedCards.map((card) => (
            <label key={card.id} className={styles.choice}>
              <input type="radio" name="card-choice" value={card.id} checked={choice === card.id} onChange={() => setChoice(card.id)} />
              {card.payment_method.secure_thumbnail ? <img src={card.payment_method.secure_thumbnail} alt="" width={40} height={27} className={styles.brand} /> : null}
              <span>
                <span className={styles.choiceTitle}>
                  {card.issuer.name || card.payment_method.name} <span className={styles.digits}>•••• {card.last_four_digits}</span>
                </span>
                <span className={styles.choiceDetail}>{card.cardholder.name}</span>
              </span>
            </label>
          ))}
          <label className={styles.choice}>
            <input type="radio" name="card-choice" value={NEW_CARD} checked={!usingSaved} onChange={() => setChoice(NEW_CARD)} />
            <span className={styles.choiceTitle}>Usar um novo cartão</span>
          </label>
        </fieldset>
      ) : null}
      {usingSaved ? null : (
        <div className={styles.fields}>
          <TextField
            id="card-number"
            label="Número do cartão"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="0000 0000 0000 0000"
            {...masked(register("number"), formatCardNumber)}
            error={errors.number?.message}
          />
          <TextField
            id="card-name"
            label="Nome do titular (como no cartão)"
            autoComplete="cc-name"
            autoCapitalize="characters"
            {...register("name")}
            error={errors.name?.message}
          />
          <div className={styles.row}>
            <TextField
              id="card-expiry"
              label="Validade (MM/AA)"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/AA"
              {...masked(register("expiry"), formatCardExpiry)}
              error={errors.expiry?.message}
            />
            <TextField
              id="card-cvv"
              label="CVV"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              {...masked(register("cvv"), formatSecurityCode)}
              error={errors.cvv?.message}
            />
          </div>
        </div>
      )}
      <Button type="submit" block loading={disabled} className={styles.pay}>
        Pagar | {total}
      </Button>
    </form>
  );
}
