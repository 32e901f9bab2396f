import { devices, type Browser, type Page } from "@playwright/test";
import { urls } from "./servers";

/** Runs `steps` on a customer's phone: its own browser context at 390x844 on the storefront. */
export async function onPhone<T>(browser: Browser, steps: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, baseURL: urls.storefront });
  try {
    return await steps(await context.newPage());
  } finally {
    await context.close();
  }
}
