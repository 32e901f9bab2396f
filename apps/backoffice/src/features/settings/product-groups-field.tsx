import { formatNameList, parseNameList } from "@forno/domain/catalog";
import { ChoiceBoxes } from "../../components/choice-boxes";
import { useProductGroups } from "../../lib/use-product-groups";

export interface ProductGroupsFieldProps {
  name: string;
  label: string;
  /** The stored list ("Pizzas Grandes, Pizzas Broto"). */
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
}

/**
 * A list of product groups as the catalogue's groups to tick, like a coupon's "Vale para"; a stored
 * group the catalogue no longer has stays listed, so it can be unticked. The stored order is kept
 * and a group ticked joins at the end.
 */
export default function ProductGroupsField({ name, label, value, onChange, hint, error }: ProductGroupsFieldProps) {
  const chosen = parseNameList(value);
  const groups = [...new Set([...useProductGroups(), ...chosen])];
  return (
    <ChoiceBoxes
      legend={label}
      name={name}
      options={groups.map((group) => ({ value: group, label: group }))}
      value={chosen}
      onChange={(next) => onChange(formatNameList([...chosen.filter((group) => next.includes(group)), ...next.filter((group) => !chosen.includes(group))]))}
      hint={hint}
      error={error}
    />
  );
}
