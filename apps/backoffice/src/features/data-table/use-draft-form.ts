import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { type DefaultValues, type FieldValues, useForm } from "react-hook-form";
import { type z } from "zod";
import { useDraftStore } from "./draft-store";

export interface DraftFormOptions<Input extends FieldValues> {
  /** `<table>:<row id>`, e.g. "products:12". */
  draftKey: string;
  /** The row's saved values, used when there is no draft. */
  defaults: Input;
}

/**
 * react-hook-form with the domain's zod schema, whose values are mirrored into the draft store on
 * every change: a failed save, a collapsed row or a reload never loses what was typed.
 */
export function useDraftForm<Input extends FieldValues, Output>(schema: z.ZodType<Output, Input>, { draftKey, defaults }: DraftFormOptions<Input>) {
  const [initialDraft] = useState(() => useDraftStore.getState().drafts[draftKey] as Input | undefined);
  const form = useForm<Input, unknown, Output>({
    // The zod 4 schema's input and output types are the form's; the resolver's overloads cannot infer that generically.
    resolver: zodResolver(schema as never) as never,
    defaultValues: (initialDraft ?? defaults) as DefaultValues<Input>,
  });

  const savedKey = JSON.stringify(defaults);
  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        // Back to the saved values (or just reset after a save): nothing to keep.
        if (JSON.stringify(values) === savedKey) useDraftStore.getState().discard(draftKey);
        else useDraftStore.getState().save(draftKey, values);
      },
    });
  }, [form, draftKey, savedKey]);

  return {
    form,
    /** True when the form opened with values typed earlier and not saved. */
    restoredDraft: initialDraft !== undefined,
    discardDraft: () => useDraftStore.getState().discard(draftKey),
  };
}
