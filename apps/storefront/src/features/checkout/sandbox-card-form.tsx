import { formatCentavos } from "@forno/domain/format";
import { orderTotalCentavos } from "@forno/domain/pricing";
import { MESSAGES, type Order, type SavedCard } from "@forno/domain/schemas";
import { cardBrandOf, isValidCardNumber } from "@forno/domain/validators";
import { Button } from "@forno/ui/button";
import { TextField } from "@forno/ui/text-field";
import { type FormEvent, useState } from "react";
import type { CardFormData } from "./payment-body";
import styles from "./sandbox-card-form.module.css";

const NEW_CARD = "new";

export const CARD_FORM_MESSAGES = {
  cardExpired: "Cartão vencido",
  cardholderRequired: MESSAGES.cardholderRequired,
  cardNumberInvalid: MESSAGES.cardNumberInvalid,
  cardExpiryInvalid: MESSAGES.cardExpiryInvalid,
  securityCodeInvalid: MESSAGES.securityCodeInvalid,
} as const;

interface Fields {
  number: string;
  name: string;
  expiry: string;
  cvv: string;
}

type Errors = Partial<Record<keyof Fields, string>>;

/** "4235647728025682" -> "4235 6477 2802 5682" (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** "1130" -> "11/30". */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** MM/AA to month and four-digit year; null when it is not a date. */
function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

function validate(fields: Fields, now = new Date()): Errors {
  const errors: Errors = {};
  if (!isValidCardNumber(fields.number)) errors.number = CARD_FORM_MESSAGES.cardNumberInvalid;
  if (fields.name.trim() === "") errors.name = CARD_FORM_MESSAGES.cardholderRequired;
  const expiry = parseExpiry(fields.expiry);
  if (!expiry) errors.expiry = CARD_FORM_MESSAGES.cardExpiryInvalid;
  else if (expiry.year < now.getFullYear() || (expiry.year === now.getFullYear() && expiry.month < now.getMonth() + 1)) errors.expiry = CARD_FORM_MESSAGES.cardExpired;
  if (!/^\d{3,4}$/.test(fields.cvv)) errors.cvv = CARD_FORM_MESSAGES.securityCodeInvalid;
  return errors;
}

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
  const [fields, setFields] = useState<Fields>({ number: "", name: "", expiry: "", cvv: "" });
  const [errors, setErrors] = useState<Errors>({});
  const total = formatCentavos(orderTotalCentavos(order));
  const usingSaved = choice !== NEW_CARD && savedCards.some((card) => card.id === choice);

  const set = (name: keyof Fields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled) return;
    if (usingSaved) {
      const card = savedCards.find((entry) => entry.id === choice)!;
      onSubmit({ payment_method_id: card.payment_method.name || "credit_card", card_id: card.id });
      return;
    }
    const found = validate(fields);
    setErrors(found);
    const firstInvalid = (Object.keys(found) as Array<keyof Fields>)[0];
    if (firstInvalid) {
      document.getElementById(`card-${firstInvalid}`)?.focus();
      return;
    }
    const expiry = parseExpiry(fields.expiry)!;
    const number = fields.number.replace(/\D/g, "");
    onSubmit({
      payment_method_id: cardBrandOf(number).id,
      card: { number, cardholder_name: fields.name.trim(), expiration_month: expiry.month, expiration_year: expiry.year, security_code: fields.cvv },
    });
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
                  {card.issuer.name || card.payment_method.name} •••• {card.last_four_digits}
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
            value={fields.number}
            error={errors.number}
            onChange={(event) => set("number", formatCardNumber(event.target.value))}
          />
          <TextField
            id="card-name"
            label="Nome do titular (como no cartão)"
            autoComplete="cc-name"
            autoCapitalize="characters"
            value={fields.name}
            error={errors.name}
            onChange={(event) => set("name", event.target.value)}
          />
          <div className={styles.row}>
            <TextField
              id="card-expiry"
              label="Validade (MM/AA)"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/AA"
              value={fields.expiry}
              error={errors.expiry}
              onChange={(event) => set("expiry", formatExpiry(event.target.value))}
            />
            <TextField
              id="card-cvv"
              label="CVV"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              value={fields.cvv}
              error={errors.cvv}
              onChange={(event) => set("cvv", event.target.value.replace(/\D/g, "").slice(0, 4))}
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
