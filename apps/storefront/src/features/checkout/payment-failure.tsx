import { Banner } from "@forno/ui/banner";
import { Link } from "react-router";

/** A payment that failed: the server's message in the yellow box, with the way to the order (seed 001 section 8). */
export function PaymentFailure({ message }: { message: string }) {
  return (
    <Banner alert title="Verifique o status do seu pedido" action={<Link to="/">Acompanhar pedido</Link>}>
      {message}
    </Banner>
  );
}
