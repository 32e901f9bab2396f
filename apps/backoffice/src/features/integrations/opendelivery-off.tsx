import styles from "./integrations.module.css";

const VARIABLES: ReadonlyArray<{ name: string; what: string }> = [
  { name: "OPENDELIVERY_CLIENT_ID", what: "obrigatória: o identificador que o PDV usa para entrar" },
  { name: "OPENDELIVERY_CLIENT_SECRET", what: "obrigatória: um segredo longo e aleatório, que só o PDV conhece" },
  { name: "OPENDELIVERY_MERCHANT_ID", what: "opcional: o código da loja no PDV" },
  { name: "OPENDELIVERY_WEBHOOK_URL", what: "opcional: o endereço do PDV que recebe os avisos de pedido na hora" },
];

/** OpenDelivery is off until the server has its variables: say which, and where the guide is. */
export function OpenDeliveryOff() {
  return (
    <div className={styles.off}>
      <p>
        Com a integração ligada, o sistema de gestão da loja (PDV) busca os pedidos do Forno sozinho, sem digitar nada, e devolve as mudanças de status (confirmado, em
        preparo, saiu para entrega, entregue).
      </p>
      <h3 className={styles.subheading}>Como ligar</h3>
      <ol className={styles.steps}>
        <li>
          Defina estas variáveis no servidor da API:
          <ul className={styles.variables}>
            {VARIABLES.map((variable) => (
              <li key={variable.name}>
                <code className={styles.code}>{variable.name}</code> <span className={styles.muted}>{variable.what}</span>
              </li>
            ))}
          </ul>
        </li>
        <li>Reinicie a API e volte a esta tela: ela mostra a URL base e o Client ID para configurar o PDV.</li>
      </ol>
      <p className={styles.muted}>
        O passo a passo completo está no guia <code className={styles.code}>docs/opendelivery.md</code>, no código do Forno.
      </p>
    </div>
  );
}
