import type { SettingKey } from "@forno/domain/schemas";

/**
 * How one setting is edited, in the owner's screens and in the settings table's value editor alike
 * (decision 3600). Values travel as the API stores them; each control shows them in words.
 */
export type SettingControl =
  | { kind: "text"; maxLength?: number; multiline?: boolean }
  | { kind: "url" }
  | { kind: "switch" }
  | { kind: "choice"; options: readonly { value: string; label: string }[] }
  | { kind: "integer"; min: number; max: number; step?: number }
  | { kind: "money" }
  | { kind: "phone" }
  | { kind: "cep" }
  | { kind: "cnpj" }
  | { kind: "state" }
  /** A comma-separated list of names in order (the catalogue's, decision 2101). */
  | { kind: "name-list" }
  /** A comma-separated choice among the catalogue's product groups, as checkboxes (the loyalty card's stamp groups). */
  | { kind: "product-groups" }
  /** Written by another screen (the business hours by Horários): shown with a link there, never typed. */
  | { kind: "from-screen"; to: string; linkLabel: string };

export interface SettingField {
  /** The label the owner reads, in plain Portuguese, with its unit when it has one. */
  label: string;
  /** One or two sentences under the control: what it changes, where it shows. */
  help?: string;
  /** In Minha loja, the help follows another setting's value as shown (a reward's value reads by the reward's kind); `help` otherwise. */
  helpBy?: { key: SettingKey; texts: Readonly<Record<string, string>> };
  control: SettingControl;
}
