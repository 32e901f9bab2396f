import { errorMessage } from "@forno/api-client";
import { Banner } from "@forno/ui/banner";
import { Skeleton } from "@forno/ui/skeleton";
import { Tabs } from "@forno/ui/tabs";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "../../components/page-header";
import { useApi } from "../../lib/api-context";
import { SectionForm } from "./section-form";
import { STORE_SECTIONS } from "./store-sections";
import styles from "./store-page.module.css";

/**
 * /backoffice/store, "Minha loja": every setting an owner changes, by section, each with its own
 * control and saved through PATCH /settings/{id} like the table (decision 3600). The section is in
 * the address (?secao=), so a link can open one; the table stays one click away.
 */
export function StorePage() {
  const api = useApi();
  const settings = useQuery(api.settings.listQuery({ take: 100 }));
  const [params, setParams] = useSearchParams();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const current = STORE_SECTIONS.find((section) => section.id === params.get("secao")) ?? STORE_SECTIONS[0]!;

  const onDraft = (key: string, value: string | undefined) =>
    setDrafts((all) => {
      const { [key]: _dropped, ...rest } = all;
      return value === undefined ? rest : { ...rest, [key]: value };
    });

  return (
    <>
      <PageHeader
        title="Minha loja"
        actions={
          <Link className={styles.tableLink} to="/backoffice/config">
            Ver todas as configurações em tabela
          </Link>
        }
      />
      {settings.isError ? (
        <Banner alert tone="danger">
          {errorMessage(settings.error)}
        </Banner>
      ) : null}
      <Tabs
        label="Seções de Minha loja"
        value={current.id}
        onValueChange={(id) => setParams({ secao: id }, { replace: true })}
        wrap
        className={styles.tabs}
        items={STORE_SECTIONS.map((section) => ({
          value: section.id,
          label: section.title,
          panel: settings.data ? (
            <SectionForm key={section.id} section={section} settings={settings.data} drafts={drafts} onDraft={onDraft} />
          ) : settings.isPending ? (
            <Skeleton lines={8} />
          ) : null,
        }))}
      />
    </>
  );
}
