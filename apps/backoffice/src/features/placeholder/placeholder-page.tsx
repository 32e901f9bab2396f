import { EmptyState } from "@forno/ui/empty-state";
import { ChartIcon } from "@forno/ui/icons";
import { Link } from "react-router";
import { PageHeader } from "../../components/page-header";

/** Dashboard, reports and help share this screen for now (seed 001 section 2.8). */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        icon={<ChartIcon size={32} />}
        title="Em breve"
        text="Esta área ainda está em construção. Os pedidos, o cardápio, as áreas de entrega e as configurações já estão no menu."
        action={<Link to="/backoffice/orders">Ver pedidos</Link>}
      />
    </>
  );
}
