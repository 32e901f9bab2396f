import { formatDocument, formatEmail, formatName, formatPhone } from "@forno/domain/format";
import { TextField, type TextFieldProps } from "@forno/ui/text-field";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { formatBirthdayInput, masked } from "../../lib/forms/masked";

/** The account's contact fields, as sign-up, sign-in, the password reset and "Dados pessoais" show them. */
export type ContactFieldName = "name" | "document" | "phone" | "email" | "birthday";

const FIELDS: Record<ContactFieldName, { props: Omit<TextFieldProps, "error">; format: (value: string) => string }> = {
  name: { props: { label: "Nome completo", autoComplete: "name", autoCapitalize: "words" }, format: formatName },
  document: { props: { label: "CPF ou CNPJ", inputMode: "numeric", autoComplete: "off" }, format: formatDocument },
  phone: { props: { label: "Telefone", type: "tel", inputMode: "tel", autoComplete: "tel-national", placeholder: "(11)98765-4321" }, format: formatPhone },
  email: { props: { label: "E-mail", optional: true, type: "email", inputMode: "email", autoComplete: "email" }, format: formatEmail },
  birthday: { props: { label: "Data de nascimento", optional: true, inputMode: "numeric", autoComplete: "bday", placeholder: "dd/mm/aaaa" }, format: formatBirthdayInput },
};

export interface ContactFieldsProps<Form extends FieldValues> {
  form: Pick<UseFormReturn<Form>, "register" | "formState">;
  fields: readonly ContactFieldName[];
  /** Signing in to an existing account: the document is the browser's saved username. */
  documentIsUsername?: boolean;
}

/**
 * The contact fields block, one home for their labels, masks and autocomplete (issue 28): each
 * registered with react-hook-form under its own name, masked as typed, with its error.
 */
export function ContactFields<Form extends FieldValues>({ form, fields, documentIsUsername = false }: ContactFieldsProps<Form>) {
  const { register, formState } = form;
  return fields.map((name) => {
    const { props, format } = FIELDS[name];
    const error = formState.errors[name]?.message;
    return (
      <TextField
        key={name}
        {...props}
        {...(name === "document" && documentIsUsername ? { autoComplete: "username" } : {})}
        {...masked(register(name as Path<Form>), format)}
        error={typeof error === "string" ? error : undefined}
      />
    );
  });
}
