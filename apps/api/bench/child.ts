import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { ServeMode, ServerReady } from "./server";

export interface BenchServer {
  ready: ServerReady;
  /** The server process's resident memory, with its open streams and subscriptions. */
  stats(): Promise<{ rss: number; streams: number; subscribers: number }>;
  /** The server process's CPU time so far (user + system), in microseconds: what its work cost, whatever else the machine ran. */
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

const SERVER_ENTRY = fileURLToPath(new URL("./server.ts", import.meta.url));

/** Starts bench/server.ts in a child process (same tsx loader) and waits until it is listening. */
export async function startServer(mode: ServeMode, env: Record<string, string> = {}): Promise<BenchServer> {
  const child: ChildProcess = fork(SERVER_ENTRY, ["serve", mode], { execArgv: process.execArgv, stdio: "inherit", env: { ...process.env, ...env } });
  const ready = await new Promise<ServerReady>((resolve, reject) => {
    const onMessage = (message: { type?: string }) => {
      if (message.type === "ready") {
        child.off("exit", onExit);
        child.off("message", onMessage);
        resolve(message as ServerReady);
      }
    };
    const onExit = (code: number | null) => reject(new Error(`bench server (${mode}) exited early (${code})`));
    child.on("message", onMessage);
    child.once("exit", onExit);
  });
  return {
    ready,
    stats: () =>
      new Promise((resolve) => {
        const onMessage = (message: { type?: string; rss?: number; streams?: number; subscribers?: number }) => {
          if (message.type !== "rss") return;
          child.off("message", onMessage);
          resolve({ rss: message.rss!, streams: message.streams!, subscribers: message.subscribers! });
        };
        child.on("message", onMessage);
        child.send({ type: "rss" });
      }),
    cpuMicros: () =>
      new Promise((resolve) => {
        const onMessage = (message: { type?: string; micros?: number }) => {
          if (message.type !== "cpu") return;
          child.off("message", onMessage);
          resolve(message.micros!);
        };
        child.on("message", onMessage);
        child.send({ type: "cpu" });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
        child.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
        child.send({ type: "stop" });
      }),
  };
}
