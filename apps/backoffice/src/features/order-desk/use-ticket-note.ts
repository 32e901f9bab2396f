import { type Order } from "@forno/domain/schemas";
import { useQuery } from "@tanstack/react-query";
import { toString as qrSvg } from "qrcode";
import { useEffect, useState } from "react";
import { useApi } from "../../lib/api-context";

/** How long the print view waits for a note being issued before printing without it. */
export const NOTE_WAIT_MS = 10_000;
const POLL_MS = 400;

export interface TicketNote {
  /** False while the order is read or its note is still being issued (within NOTE_WAIT_MS). */
  settled: boolean;
  /** The QR code of an authorised note, as an SVG data URL, drawn from its `qrcode_url`. */
  qrCode: string | null;
}

/**
 * The delivery ticket's NFC-e (growth.md section 3): the order is read and, while its note is
 * pending (the move that prints also issues it), read again until it settles or NOTE_WAIT_MS pass;
 * an authorised note's `qrcode_url` is drawn as a QR code. `wanted` false: nothing to wait for.
 */
export function useTicketNote(orderId: number, wanted: boolean): TicketNote {
  const api = useApi();
  const [startedAt] = useState(() => Date.now());
  const [timedOut, setTimedOut] = useState(false);
  const order = useQuery({
    queryKey: ["orders", "print-note", orderId],
    queryFn: () => api.orders.get(orderId),
    enabled: wanted,
    refetchInterval: (query) => (query.state.data?.fiscal?.status === "pending" && !timedOut ? POLL_MS : false),
  });
  useEffect(() => {
    if (!wanted) return;
    const timer = setTimeout(() => setTimedOut(true), Math.max(0, startedAt + NOTE_WAIT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [wanted, startedAt]);
  const fiscal: Order["fiscal"] | undefined = order.data?.fiscal;
  const qrUrl = fiscal?.status === "authorized" ? fiscal.qrcode_url : null;
  const [qrCode, setQrCode] = useState<{ url: string; image: string } | null>(null);
  useEffect(() => {
    if (qrUrl === null) return;
    let live = true;
    // SVG: sharp at any printer resolution, and drawn without a canvas.
    void qrSvg(qrUrl, { type: "svg", errorCorrectionLevel: "M", margin: 2 }).then((svg) => live && setQrCode({ url: qrUrl, image: `data:image/svg+xml;utf8,${encodeURIComponent(svg)}` }));
    return () => {
      live = false;
    };
  }, [qrUrl]);
  if (!wanted) return { settled: true, qrCode: null };
  const drawn = qrUrl !== null && qrCode?.url === qrUrl ? qrCode.image : null;
  const noteSettled = order.isError || (order.isSuccess && (fiscal?.status !== "pending" || timedOut));
  return { settled: noteSettled && (qrUrl === null || drawn !== null), qrCode: drawn };
}
