import { driverKeys } from "@forno/api-client/staff";
import { driverListQuerySchema } from "@forno/domain/schemas";
import { Button } from "@forno/ui/button";
import { PlusIcon, ReceiptIcon } from "@forno/ui/icons";
import { useState } from "react";
import { Link } from "react-router";
import { PageHeader } from "../../components/page-header";
import { useApi } from "../../lib/api-context";
import { DataTable } from "../data-table";
import { DriverForm } from "./driver-form";
import { driverColumns, driverFilters, driverRowId } from "./driver-table-config";
import { NewDriverDialog } from "./new-driver-dialog";
import styles from "./drivers-page.module.css";

/** "Entregadores": the store's own drivers, and the way to the night's settlement. */
export function DriversPage() {
  const api = useApi();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title="Entregadores"
        actions={
          <>
            <Link to="/backoffice/drivers/closing" className={styles.closingLink}>
              <ReceiptIcon size={18} /> Fechamento
            </Link>
            <Button onClick={() => setCreating(true)}>
              <PlusIcon size={18} /> Novo entregador
            </Button>
          </>
        }
      />
      <DataTable
        label="Entregadores"
        columns={driverColumns}
        resourceKey={driverKeys.all}
        querySchema={driverListQuerySchema}
        fetchPage={api.drivers.list}
        getRowId={driverRowId}
        filters={driverFilters}
        expandLabel={(driver) => `Editar ${driver.name}`}
        renderExpanded={(driver, collapse) => <DriverForm driver={driver} onDone={collapse} />}
      />
      {creating ? <NewDriverDialog onClose={() => setCreating(false)} /> : null}
    </>
  );
}
