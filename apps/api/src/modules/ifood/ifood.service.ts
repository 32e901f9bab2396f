import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import type { EventBus } from "../../events/event-bus";
import { followOrderEvents } from "../../events/order-event-followers";
import type { IfoodConfig } from "../../ifood";
import { ifoodFollower } from "./ifood-calls";
import { startIfoodPoller } from "./ifood-poller";
import { syncPause } from "./ifood-pause";
import { ensureIfoodState } from "./ifood-state";

export { IFOOD_FOLLOWER } from "./ifood-order-record";
export { cancellationReasons, moveIfoodOrder } from "./ifood-moves";
export type { IfoodMove, IfoodMoveDeps, IfoodMoveRequest } from "./ifood-moves";
export { ifoodIntegration } from "./ifood-integration";

export interface IfoodRuntime {
  db: Database;
  events: EventBus;
  log: FastifyBaseLogger;
  config: IfoodConfig | null;
  /** This API instance, in the poller's election. */
  instanceId: string;
}

/** How long one order's status calls may hold its lease: a few calls, each within its timeout. */
export const callLeaseMs = (config: IfoodConfig | null) => 4 * (config?.timeoutMs ?? 10_000) + 5_000;

/**
 * At start (growth.md section 4): the connector's row, and with the three credentials set, the
 * status calls following the committed moves of iFood orders and this instance's part in the one
 * poller of the deployment. Returns the function that stops both.
 */
export async function startIfood(runtime: IfoodRuntime): Promise<() => Promise<void>> {
  await ensureIfoodState(runtime.db);
  const { config } = runtime;
  if (config === null) return async () => {};
  const deps = { db: runtime.db, api: config.api, log: runtime.log, leaseMs: callLeaseMs(config) };
  const stopFollowing = followOrderEvents(
    { db: runtime.db, events: runtime.events, log: runtime.log, sweepEveryMs: Math.min(15_000, config.retryAfterMs) },
    ifoodFollower({ ...deps, retryAfterMs: config.retryAfterMs }),
  );
  const poller = startIfoodPoller({ ...deps, merchantId: config.merchantId, instanceId: runtime.instanceId, intervalMs: config.pollIntervalMs, timeoutMs: config.timeoutMs });
  return async () => {
    stopFollowing();
    await poller.stop();
  };
}

/** After the store's pause changed: mirrored on iFood beside the request, which never waits for it (decision 3405). */
export function mirrorPauseOnIfood(runtime: Omit<IfoodRuntime, "events" | "instanceId">): void {
  const { config } = runtime;
  if (config === null) return;
  void syncPause({ db: runtime.db, api: config.api, log: runtime.log }).catch((error: unknown) => runtime.log.error({ err: error }, "could not mirror the pause on iFood"));
}
