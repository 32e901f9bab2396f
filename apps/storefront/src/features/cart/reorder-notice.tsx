import { Banner } from "@forno/ui/banner";
import { useLocation } from "react-router";

/** After "Pedir de novo": what could not come back, named (navigation state `reorderNotice`). */
export function ReorderNotice() {
  const state: unknown = useLocation().state;
  const notice = typeof state === "object" && state !== null && "reorderNotice" in state && typeof state.reorderNotice === "string" ? state.reorderNotice : null;
  return notice ? (
    <div role="status">
      <Banner tone="info" title="Pedido montado de novo">
        {notice}
      </Banner>
    </div>
  ) : null;
}
