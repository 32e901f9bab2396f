import { accessKeyGroups } from "../fiscal/fiscal-texts";
import { wrapText } from "./ticket-text";

/** What the NFC-e block reads of an order's `fiscal` (an `OrderFiscal` fits). */
export interface TicketFiscal {
  status: string;
  number: string | null;
  series: string | null;
  access_key: string | null;
  consult_url: string | null;
}

/**
 * The end of the delivery ticket when the order's NFC-e is authorised (growth.md section 3): the
 * note's number and series, the access key in groups of 4 separated by spaces (a line breaks only
 * between groups), and where to consult it. The QR code is drawn under it by the print view.
 */
export function nfceBlockLines(fiscal: TicketFiscal | null | undefined, width: number): string[] {
  if (fiscal == null || fiscal.status !== "authorized") return [];
  return [
    ...wrapText(`NFC-e nº ${fiscal.number ?? "-"} Série ${fiscal.series ?? "-"}`, width),
    ...(fiscal.access_key === null ? [] : ["Chave de acesso:", ...wrapText(accessKeyGroups(fiscal.access_key).join(" "), width)]),
    ...(fiscal.consult_url === null ? [] : ["Consulte a nota em:", ...wrapText(fiscal.consult_url, width)]),
  ];
}
