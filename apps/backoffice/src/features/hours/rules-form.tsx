import { errorMessage, settingKeys } from "@forno/api-client";
import type { Setting } from "@forno/domain/schemas";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { showToast } from "@forno/ui/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useApi } from "../../lib/api-context";
import { moneyInputValue, PRICING_RULES, SCHEDULING_RULES, type OperationRule } from "../../lib/operation-rules";
import { RuleField } from "./rule-field";
import styles from "./hours-page.module.css";

const ALL_RULES = [...SCHEDULING_RULES, ...PRICING_RULES];

function initialValues(settings: readonly Setting[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const rule of ALL_RULES) {
    const setting = settings.find((row) => row.key === rule.key);
    if (setting) values[rule.key] = rule.control.kind === "money" ? moneyInputValue(setting.value) : setting.value;
  }
  return values;
}

/**
 * "Agendamento" and "Preços e pedido mínimo": the operation.* settings with their own controls. Saving
 * sends PATCH /settings/{id} for each changed one, in order, and stops at the first refusal, shown
 * with the setting's label.
 */
export function RulesForm({ settings }: { settings: readonly Setting[] }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => initialValues(settings));
  const [saved, setSaved] = useState(values);
  const [failed, setFailed] = useState<OperationRule | null>(null);

  const save = useMutation({
    mutationFn: async () => {
      for (const rule of ALL_RULES) {
        const setting = settings.find((row) => row.key === rule.key);
        const value = values[rule.key];
        if (!setting || value === undefined || value === saved[rule.key]) continue;
        setFailed(rule);
        await api.settings.update(setting.id, { value: value.trim() });
        setSaved((current) => ({ ...current, [rule.key]: value }));
      }
      setFailed(null);
    },
    onSuccess: () => showToast({ text: "Regras salvas", type: "success" }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: settingKeys.all }),
  });

  const fields = (rules: readonly OperationRule[]) =>
    rules.map((rule) =>
      values[rule.key] === undefined ? null : (
        <RuleField key={rule.key} rule={rule} value={values[rule.key] ?? ""} onChange={(value) => setValues((current) => ({ ...current, [rule.key]: value }))} />
      ),
    );

  return (
    <form
      className={styles.card}
      aria-labelledby="regras"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <h2 id="regras" className={styles.heading}>
        Agendamento e preços
      </h2>
      {save.error ? (
        <Banner alert tone="danger">
          {failed ? `${failed.label}: ${errorMessage(save.error)}` : errorMessage(save.error)}
        </Banner>
      ) : null}
      <div className={styles.rules}>
        <fieldset className={styles.ruleGroup}>
          <legend className={styles.subheading}>Pedidos agendados</legend>
          {fields(SCHEDULING_RULES)}
        </fieldset>
        <fieldset className={styles.ruleGroup}>
          <legend className={styles.subheading}>Preços e pedido mínimo</legend>
          {fields(PRICING_RULES)}
        </fieldset>
      </div>
      <div className={styles.formActions}>
        <Button type="submit" loading={save.isPending}>
          Salvar regras
        </Button>
      </div>
    </form>
  );
}
