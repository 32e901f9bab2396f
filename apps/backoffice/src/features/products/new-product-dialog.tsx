import { NEW_PRODUCT_DEFAULTS, newProductFormSchema, type Product } from "@forno/domain/schemas";
import { Button } from "@forno/ui/button";
import { Checkbox } from "@forno/ui/checkbox";
import { Dialog } from "@forno/ui/dialog";
import { TextArea } from "@forno/ui/text-area";
import { TextField } from "@forno/ui/text-field";
import { useId, useState } from "react";
import { CreateDialog } from "../../lib/create-dialog";
import { useDraftForm } from "../data-table";
import { ProductPhoto } from "./product-photo";
import { useCreateProduct } from "./use-create-product";
import styles from "./new-product-dialog.module.css";

/** 'Novo produto': the fields first; once created, the photo (optional) with the same crop as an edit. */
export function NewProductDialog({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const create = useCreateProduct();
  const [created, setCreated] = useState<Product | null>(null);
  const { form, discardDraft } = useDraftForm(newProductFormSchema, { draftKey: "products:new", defaults: NEW_PRODUCT_DEFAULTS });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;

  const submit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (product) => {
        discardDraft();
        setCreated(product);
      },
    }),
  );

  if (created) {
    return (
      <Dialog open onClose={onClose} title={`Produto ${created.name} criado`} description="Envie a foto agora ou depois, pela linha do produto." footer={<Button onClick={onClose}>Concluir</Button>}>
        <ProductPhoto product={created} />
      </Dialog>
    );
  }

  return (
    <CreateDialog
      title="Novo produto"
      submitLabel="Criar produto"
      submit={{ formId }}
      pending={create.isPending}
      error={create.isError ? create.error : null}
      onClose={onClose}
      className={styles.dialog}
    >
      <form id={formId} className={styles.form} noValidate onSubmit={submit}>
        <TextField label="Nome" {...register("name")} error={errors.name?.message} />
        <TextField label="Valor" inputMode="decimal" placeholder="0,00" {...register("amount")} error={errors.amount?.message} />
        <TextField label="Grupo" {...register("product_group")} error={errors.product_group?.message} />
        <TextField label="Subgrupo" {...register("product_subgroup")} error={errors.product_subgroup?.message} />
        <TextArea label="Descrição" optional rows={2} className={styles.wide} {...register("description")} />
        <Checkbox label="Ativo" {...register("is_active")} />
        <Checkbox label="Fracionável" {...register("is_fractionable")} />
        <Checkbox label="Em Destaque" {...register("featured")} />
      </form>
    </CreateDialog>
  );
}
