import { type ReactNode } from "react";
import { cx } from "./class-names";
import { CheckCircleIcon, ErrorIcon, type IconComponent, InfoIcon, WarningIcon } from "./icons";
import styles from "./banner.module.css";

export type BannerTone = "warning" | "danger" | "info" | "success";

export interface BannerProps {
  /** "Verifique o status do seu pedido". */
  title?: ReactNode;
  /** The message, e.g. the server's "Erro ao criar pedido, tente novamente.". */
  children: ReactNode;
  /** Yellow (warning) unless told otherwise: the spec's banners are yellow. */
  tone?: BannerTone;
  /** role="alert": announce it the moment it appears (an error after pressing pay). */
  alert?: boolean;
  /** A link or button under the text, e.g. "Acompanhar pedido". */
  action?: ReactNode;
  className?: string;
}

const ICONS: Record<BannerTone, IconComponent> = {
  warning: WarningIcon,
  danger: ErrorIcon,
  info: InfoIcon,
  success: CheckCircleIcon,
};

/** The box the cart and payment screens put above their content to say something went wrong. */
export function Banner({ title, children, tone = "warning", alert = false, action, className }: BannerProps) {
  const Icon = ICONS[tone];
  return (
    <div role={alert ? "alert" : undefined} className={cx(styles.banner, styles[tone], className)} data-tone={tone}>
      <Icon className={styles.icon} size={20} />
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <div className={styles.body}>{typeof children === "string" ? <p>{children}</p> : children}</div>
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
    </div>
  );
}
