import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A message that shows for a while and then leaves by itself: 'Cadastro atualizado com sucesso'
 * and 'Solicitação enviada com sucesso.' last 5 seconds (seed 001 sections 2.5, 4 and 9).
 */
export function useTimedMessage(durationMs = 5000): [message: string | null, show: (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (next: string) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show];
}
