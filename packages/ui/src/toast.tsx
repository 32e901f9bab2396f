import { cx } from "./class-names";
import { IconButton } from "./icon-button";
import { CheckCircleIcon, CloseIcon, ErrorIcon, type IconComponent, InfoIcon, WarningIcon } from "./icons";
import styles from "./toast.module.css";

export type ToastType = "success" | "warning" | "error" | "info";

/** What one toast shows: the seed's text, subtitle, subtext and style type. */
export interface ToastContent {
  text: string;
  subtitle?: string;
  subtext?: string;
  type?: ToastType;
}

export interface ToastProps extends ToastContent {
  /** Shows a "Fechar aviso" button when given. Timing (e.g. 5 s) belongs to the app's toast store. */
  onDismiss?: () => void;
  className?: string;
}

const ICONS: Record<ToastType, IconComponent> = {
  success: CheckCircleIcon,
  warning: WarningIcon,
  error: ErrorIcon,
  info: InfoIcon,
};

/**
 * One message. It is not a live region on its own: render it inside ToastViewport, whose polite
 * region is always mounted, so screen readers announce toasts as they arrive.
 */
export function Toast({ text, subtitle, subtext, type = "info", onDismiss, className }: ToastProps) {
  const Icon = ICONS[type];
  return (
    <div className={cx(styles.toast, styles[type], className)} data-type={type}>
      <Icon className={styles.icon} size={20} />
      <div className={styles.content}>
        <p className={styles.text}>{text}</p>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {subtext ? <p className={styles.subtext}>{subtext}</p> : null}
      </div>
      {onDismiss ? (
        <IconButton aria-label="Fechar aviso" className={styles.dismiss} onClick={onDismiss}>
          <CloseIcon size={18} />
        </IconButton>
      ) : null}
    </div>
  );
}
