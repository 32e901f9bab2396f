import { errorMessage } from "@forno/api-client";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { PrinterIcon } from "@forno/ui/icons";
import { useQueries, useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { useApi } from "../../lib/api-context";
import { TICKET_TEMPLATE_LABELS, TICKET_WIDTH_LABELS } from "../../lib/ticket-labels";
import { INSET_MM, LINE_HEIGHT, PAD_MM, PAPER_MM, QR_CODE_MM, ticketFontSizeMm, ticketPageRules, ticketParams } from "./ticket-params";
import { useTicketNote } from "./use-ticket-note";
import styles from "./print-page.module.css";

/**
 * /backoffice/orders/:id/print?template=kitchen,delivery&width=48 (no width: the store's paper): the server's ticket text, one
 * ticket a page, monospaced to fill 80 mm (48 columns) or 58 mm (32 columns) paper with no
 * browser margins, each page as tall as its ticket (decision 3701). With autoprint=1 (the board's hidden frame) it prints itself once loaded.
 * The delivery ticket waits for a note being issued and ends with its QR code (growth.md section 3).
 */
export function PrintPage() {
  const api = useApi();
  const orderId = Number(useParams().id);
  const [search, setSearch] = useSearchParams();
  const { templates, width: chosenWidth, autoPrint } = ticketParams(search);
  // No width in the address (links outside the board): the store's paper, 80 mm if the settings cannot be read.
  const store = useQuery({ ...api.settings.storeQuery(), enabled: chosenWidth === null });
  const storeWidth = store.data?.operation.ticket_width ?? (store.isError ? 48 : undefined);
  const width = chosenWidth ?? storeWidth ?? 48;
  const widthKnown = chosenWidth !== null || storeWidth !== undefined;
  // The delivery ticket ends with the NFC-e block: it is read once the note being issued settles.
  const note = useTicketNote(orderId, templates.includes("delivery"));
  const tickets = useQueries({ queries: templates.map((template) => ({ ...api.desk.ticketQuery(orderId, template, width), enabled: widthKnown && note.settled })) });
  const ready = widthKnown && note.settled && tickets.every((ticket) => ticket.isSuccess);
  const failed = tickets.find((ticket) => ticket.isError);
  const printed = useRef(false);

  useEffect(() => {
    if (!ready || !autoPrint || printed.current) return;
    printed.current = true;
    window.print();
  }, [ready, autoPrint]);

  const paperMm = PAPER_MM[width];
  const fontSizeMm = ticketFontSizeMm(width);
  const qrFor = (template: string) => (template === "delivery" ? note.qrCode : null);
  const pageRules = ticketPageRules(width, templates.map((template, index) => ({ name: template, text: tickets[index]?.data, extraMm: qrFor(template) === null ? 0 : QR_CODE_MM })));
  const set = (key: string, value: string) => setSearch((params) => ({ ...Object.fromEntries(params), [key]: value }), { replace: true });

  return (
    <main className={styles.page}>
      <title>{`Comanda do pedido · Forno`}</title>
      <style>{pageRules}</style>
      <div className={styles.toolbar}>
        <Link to="/backoffice/orders" className={styles.back}>
          Voltar aos pedidos
        </Link>
        <label className={styles.choice}>
          Modelo
          <select value={templates.join(",")} onChange={(event) => set("template", event.target.value)}>
            <option value="kitchen">{TICKET_TEMPLATE_LABELS.kitchen}</option>
            <option value="delivery">{TICKET_TEMPLATE_LABELS.delivery}</option>
            <option value="kitchen,delivery">Cozinha e entrega</option>
          </select>
        </label>
        <label className={styles.choice}>
          Papel
          <select value={String(width)} onChange={(event) => set("width", event.target.value)}>
            <option value="48">{TICKET_WIDTH_LABELS[48]}</option>
            <option value="32">{TICKET_WIDTH_LABELS[32]}</option>
          </select>
        </label>
        <Button onClick={() => window.print()} disabled={!ready}>
          <PrinterIcon size={20} />
          Imprimir
        </Button>
      </div>
      {failed ? (
        <Banner tone="danger" alert>
          {errorMessage(failed.error)}
        </Banner>
      ) : null}
      {tickets.map((ticket, index) => (
        <pre
          key={templates[index]}
          className={styles.ticket}
          aria-label={`Comanda ${TICKET_TEMPLATE_LABELS[templates[index] ?? "kitchen"]}`}
          data-width={width}
          data-page={templates[index]}
          style={{ width: `${paperMm}mm`, padding: `${PAD_MM}mm ${INSET_MM}mm`, fontSize: `${fontSizeMm.toFixed(2)}mm`, lineHeight: LINE_HEIGHT }}
        >
          {ticket.data ?? "Carregando…"}
          {ticket.data !== undefined && qrFor(templates[index] ?? "") !== null ? (
            <img className={styles.qrCode} src={qrFor(templates[index] ?? "")!} alt="QR code da NFC-e" style={{ width: `${QR_CODE_MM - 2}mm`, height: `${QR_CODE_MM - 2}mm` }} />
          ) : null}
        </pre>
      ))}
    </main>
  );
}
