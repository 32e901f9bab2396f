import { clientExportApi } from "@forno/api-client";
import { useMutation } from "@tanstack/react-query";
import { API_URL } from "../../lib/api";
import { sessionTokenStore } from "../../lib/session/session-store";
import { notifyUnauthorized } from "../../lib/session/unauthorized";

// Built here, not in lib/api.ts: only the profile chunk carries the export call (the "/" budget).
const exportApi = clientExportApi({ baseUrl: API_URL, tokenStore: sessionTokenStore, onUnauthorized: notifyUnauthorized });

/** Hands a file to the browser's download (a Blob URL, released once the click has been taken). */
function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Baixar meus dados": GET /clients/me/export with the session's token (a plain link could not send it), saved as its JSON file. */
export function useDataDownload() {
  return useMutation({
    mutationFn: exportApi.download,
    onSuccess: ({ blob, filename }) => saveFile(blob, filename),
  });
}
