import { useMutation, useQueryClient } from "@tanstack/react-query";
import { showToast } from "@forno/ui/toast-store";
import { replaceRow } from "./update-rows";

export interface RowSaveOptions<Row, Values> {
  /** The table's query key prefix (e.g. `productKeys.all`): the saved row replaces the old one in every cached page. */
  resourceKey: readonly unknown[];
  matches: (row: Row) => boolean;
  save: (values: Values) => Promise<Row>;
  /** The success toast, e.g. "Produto Margherita atualizado". */
  savedText: (saved: Row) => string;
  discardDraft: () => void;
  /** Closes the row's form. */
  onDone: () => void;
}

/**
 * Saving a row's inline form: on success the draft is dropped, the form closes, a toast confirms and
 * the row is replaced in place; a failure keeps the form open with what was typed (RowForm shows the
 * error). `cancel` drops the draft and closes.
 */
export function useRowSave<Row, Values>({ resourceKey, matches, save, savedText, discardDraft, onDone }: RowSaveOptions<Row, Values>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async (saved) => {
      discardDraft();
      onDone();
      showToast({ text: savedText(saved), type: "success" });
      await replaceRow<Row>(queryClient, resourceKey, matches, saved);
    },
  });
  const cancel = () => {
    discardDraft();
    onDone();
  };
  return { save: mutation, cancel };
}
