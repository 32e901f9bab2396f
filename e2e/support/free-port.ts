import { execFileSync } from "node:child_process";

/**
 * A free loopback port, found synchronously (the Playwright config is loaded synchronously): for the
 * local fakes of outside services, chosen once by the runner and handed to the workers through the
 * environment.
 */
export function freePortSync(): string {
  const script = "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim();
}
