import { Spinner } from "@forno/ui/spinner";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { api } from "../../lib/api";
import { resetSelectedAddress } from "../../stores/address/address-store";
import styles from "./sign-out-page.module.css";

/** /sign-out, 'Saindo': the token and the data cache cleared, the selected address reset, then /sign-in. */
export function SignOutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    api.tokenStore.remove();
    queryClient.clear();
    resetSelectedAddress();
    void navigate("/sign-in", { replace: true });
  }, [navigate, queryClient]);
  return (
    <main className={styles.page} aria-busy="true">
      <h1 className={styles.title}>Saindo</h1>
      <Spinner label="Encerrando sua sessão..." />
    </main>
  );
}
