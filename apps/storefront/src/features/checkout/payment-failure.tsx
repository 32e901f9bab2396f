import { Banner } from "@forno/ui/banner";
import { Link } from "react-router";

/** The flow's own failure when the API answered without the transaction data (seed 001 section 8). */
export const NO_TRANSACTION_DATA = "Transação não retornou dados";

/** A payment that failed: the server's message in the yellow box, with the way to the order (seed 001 section 8). */
export function PaymentFailure({ message }: { message: string }) {
  return (
    <Banner alert title="Verifique o status do seu pedido" action={<Link to="/">Acompanhar pedido</Link>}>
      {message}
    </Banner>
  );
}
