import { createHttp, send, type HttpConfig } from "./http";

export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The file name of a `Content-Disposition: attachment; filename="..."` answer, else `fallback`. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header === null ? null : /filename="?([^";]+)"?/i.exec(header);
  return match?.[1] ?? fallback;
}

/**
 * GET /clients/me/export (decision 1813), outside `createApiClient` so that only the screen offering
 * it (the storefront's profile chunk) carries it; same token store and 401 policy as the app's client.
 */
export function clientExportApi(config: HttpConfig) {
  const { ky } = createHttp(config);
  return {
    download: () =>
      send(async (): Promise<DownloadedFile> => {
        const response = await ky.get("clients/me/export");
        return { blob: await response.blob(), filename: attachmentName(response.headers.get("content-disposition"), "meus-dados-forno.json") };
      }),
  };
}
