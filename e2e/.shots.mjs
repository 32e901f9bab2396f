import { chromium, devices } from "@playwright/test";
const base = process.env.BASE ?? "http://localhost:4273";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
const page = await context.newPage();
page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") console.log("console:", m.text()); });
page.on("pageerror", (e) => console.log("pageerror:", e.message));
const steps = (process.argv[2] ?? "home").split(",");
for (const step of steps) {
  const [name, path] = step.split("=");
  await page.goto(base + (path ?? "/"));
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
  console.log("shot", name);
}
await browser.close();
