import type { Setting, SettingKey } from "@forno/domain/schemas";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { showToast } from "@forno/ui/toast-store";
import { Suspense, useState } from "react";
import { Link } from "react-router";
import { SettingControl } from "./setting-control";
import type { SettingField } from "./setting-field-types";
import { SETTING_FIELDS } from "./setting-fields";
import { inputValue } from "./setting-values";
import type { StoreSection } from "./store-sections";
import { type SectionChange, useSectionSave } from "./use-section-save";
import styles from "./store-page.module.css";

export interface SectionFormProps {
  section: StoreSection;
  settings: readonly Setting[];
  /** What was typed and not saved, by key: kept while the owner moves between sections. */
  drafts: Readonly<Record<string, string>>;
  onDraft: (key: string, value: string | undefined) => void;
}

/** One section of Minha loja: its groups of settings, the screens it points at, and one "Salvar alterações". */
export function SectionForm({ section, settings, drafts, onDraft }: SectionFormProps) {
  const save = useSectionSave();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const rows = new Map(settings.map((setting) => [setting.key, setting]));
  const shown = (setting: Setting) => drafts[setting.key] ?? inputValue(SETTING_FIELDS[setting.key as keyof typeof SETTING_FIELDS].control, setting.value);
  const valueOf = (key: SettingKey) => {
    const setting = rows.get(key);
    return setting === undefined ? (drafts[key] ?? "") : shown(setting);
  };
  const helpOf = ({ help, helpBy }: SettingField) => (helpBy ? (helpBy.texts[valueOf(helpBy.key)] ?? help) : help);
  const keys = section.groups.flatMap((group) => group.keys);
  const editable = keys.some((key) => SETTING_FIELDS[key].control.kind !== "from-screen");

  const submit = () => {
    const changes: SectionChange[] = keys.flatMap((key) => {
      const setting = rows.get(key);
      const draft = drafts[key];
      if (setting === undefined || draft === undefined || draft === inputValue(SETTING_FIELDS[key].control, setting.value)) return [];
      return [{ setting, value: draft }];
    });
    if (changes.length === 0) {
      showToast({ text: "Nenhuma alteração para salvar", type: "info" });
      return;
    }
    save.mutate(changes, {
      onSuccess: ({ saved, refused }) => {
        for (const setting of saved) onDraft(setting.key, undefined);
        setErrors(refused);
        const failures = Object.keys(refused).length;
        if (failures === 0) showToast({ text: "Alterações salvas", type: "success" });
        else document.querySelector<HTMLElement>(`[name="${Object.keys(refused)[0]}"]`)?.focus();
      },
    });
  };

  const failures = Object.keys(errors).length;
  return (
    <form
      className={styles.section}
      aria-labelledby={`secao-${section.id}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id={`secao-${section.id}`} className={styles.sectionTitle}>
        {section.title}
      </h2>
      <p className={styles.intro}>{section.intro}</p>
      {failures > 0 ? (
        <Banner alert tone="danger">
          {failures === 1 ? "Uma alteração não foi salva" : `${failures} alterações não foram salvas`}: veja a mensagem embaixo do campo. O que você digitou continua aí.
        </Banner>
      ) : null}
      {section.groups.map((group) => (
        <fieldset key={group.title} className={styles.group}>
          <legend className={styles.groupTitle}>{group.title}</legend>
          <div className={styles.fields}>
            {group.keys.map((key) => {
              const setting = rows.get(key);
              if (setting === undefined) return null;
              return (
                <SettingControl
                  key={key}
                  field={SETTING_FIELDS[key]}
                  name={key}
                  hint={helpOf(SETTING_FIELDS[key])}
                  value={shown(setting)}
                  onChange={(value) => onDraft(key, value)}
                  error={errors[key]}
                />
              );
            })}
          </div>
        </fieldset>
      ))}
      {section.Preview ? (
        <Suspense fallback={null}>
          <section.Preview value={valueOf} />
        </Suspense>
      ) : null}
      {section.links?.length ? (
        <ul className={styles.links}>
          {section.links.map((link) => (
            <li key={link.to} className={styles.linkCard}>
              <p>{link.text}</p>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      {editable ? (
        <div className={styles.actions}>
          <Button type="submit" loading={save.isPending} loadingText="Salvando...">
            Salvar alterações
          </Button>
        </div>
      ) : null}
    </form>
  );
}
