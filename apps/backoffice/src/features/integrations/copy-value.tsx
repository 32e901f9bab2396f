import { Button } from "@forno/ui/button";
import { CheckIcon, CopyIcon } from "@forno/ui/icons";
import { VisuallyHidden } from "@forno/ui/visually-hidden";
import { type Ref, useEffect, useRef, useState } from "react";
import styles from "./integrations.module.css";

const CONFIRMATION_MS = 2_000;

/** A value staff paste into the PDV, shown whole (it wraps, never cut) with its copy button. */
export function CopyValue({ label, value, secret = false, buttonRef }: { label: string; value: string; secret?: boolean; buttonRef?: Ref<HTMLButtonElement> }) {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setFailed(false);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), CONFIRMATION_MS);
    } catch {
      // An insecure page or a refused permission: the value stays on screen to select by hand.
      setFailed(true);
    }
  }

  return (
    <div className={styles.copyValue}>
      <code className={secret ? styles.secretCode : styles.code} data-testid={`value-${label}`}>
        {value}
      </code>
      <Button variant="secondary" className={styles.copyButton} onClick={() => void copy()} ref={buttonRef}>
        {copied ? <CheckIcon size={18} /> : <CopyIcon size={18} />}
        {/* The name says what is copied and holds the visible word (WCAG 2.5.3). */}
        {copied ? "Copiado " : "Copiar "}
        <VisuallyHidden>{label}</VisuallyHidden>
      </Button>
      <span className={styles.copyStatus} aria-live="polite">
        {copied ? `${label}: copiado.` : failed ? "Não foi possível copiar: selecione o texto e copie à mão." : ""}
      </span>
    </div>
  );
}
