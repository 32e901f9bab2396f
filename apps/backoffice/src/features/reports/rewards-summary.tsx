import { formatMoney } from "@forno/domain/format";
import { type ReportSummary } from "@forno/domain/schemas";
import styles from "./reports.module.css";

/** The loyalty card's rewards used by the period's orders (growth.md section 2) and what they took off, beside the coupons. */
export function RewardsSummary({ rewards }: { rewards: ReportSummary["rewards"] }) {
  return (
    <section className={styles.panel} aria-labelledby="recompensas">
      <h2 id="recompensas" className={styles.panelTitle}>
        Recompensas do cartão fidelidade
      </h2>
      {rewards.count === 0 ? (
        <p className={styles.muted}>Nenhuma recompensa usada no período.</p>
      ) : (
        <dl className={styles.pairs}>
          <dt>Recompensas usadas</dt>
          <dd>{rewards.count}</dd>
          <dt>Descontos das recompensas</dt>
          <dd>{formatMoney(rewards.discount)}</dd>
        </dl>
      )}
    </section>
  );
}
