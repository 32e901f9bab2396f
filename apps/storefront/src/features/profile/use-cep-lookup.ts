import { onlyDigits } from "@forno/domain/format";
import type { AddressCep } from "@forno/domain/schemas";
import { useCallback, useRef, useState } from "react";
import { api } from "../../lib/api";

export const CEP_NOT_FOUND = "O CEP informado não foi encontrado ou está fora da área de entrega.";

export type CepLookupState =
  | { status: "idle" }
  | { status: "loading"; cep: string }
  | { status: "found"; cep: string; area: AddressCep }
  | { status: "failed"; cep: string };

/**
 * The address form's CEP lookup (seed 001 section 2.5): `check` runs when the field is left with 8
 * digits; `changed` forgets a result that no longer matches what is typed. Only the latest lookup
 * counts, so a slow answer for an older CEP cannot overwrite a newer one.
 */
export function useCepLookup(initial: CepLookupState = { status: "idle" }) {
  const [state, setState] = useState<CepLookupState>(initial);
  const latest = useRef<string | null>(null);
  const current = "cep" in state ? state.cep : null;

  const check = useCallback(
    (typed: string) => {
      const cep = onlyDigits(typed);
      if (cep.length !== 8 || cep === current) return;
      latest.current = cep;
      setState({ status: "loading", cep });
      api.ceps.lookup(cep).then(
        (area) => latest.current === cep && setState({ status: "found", cep, area }),
        () => latest.current === cep && setState({ status: "failed", cep }),
      );
    },
    [current],
  );

  const changed = useCallback(
    (typed: string) => {
      if (current !== null && onlyDigits(typed) !== current) {
        latest.current = null;
        setState({ status: "idle" });
      }
    },
    [current],
  );

  return { state, check, changed };
}
