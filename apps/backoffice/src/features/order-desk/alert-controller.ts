/** Plays the desk's two sounds; the board injects a Web Audio player, tests a recording one. */
export interface AlertPlayer {
  playNewOrder(): void;
  playCancelled(): void;
}

export interface AlertController {
  /** Rings (at once, then every `repeatMs`) while new orders wait and sound is on; stops otherwise. */
  update(state: { newOrders: number; muted: boolean }): void;
  /** A customer cancelled: the other sound, once. */
  cancelled(muted: boolean): void;
  readonly ringing: boolean;
  dispose(): void;
}

/** A kitchen misses one chime: the alert repeats until someone accepts or cancels (operations section 1). */
export const RING_REPEAT_MS = 4_000;

export function createAlertController(player: AlertPlayer, repeatMs = RING_REPEAT_MS): AlertController {
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };
  return {
    update({ newOrders, muted }) {
      const shouldRing = newOrders > 0 && !muted;
      if (shouldRing && !timer) {
        player.playNewOrder();
        timer = setInterval(() => player.playNewOrder(), repeatMs);
      } else if (!shouldRing) stop();
    },
    cancelled(muted) {
      if (!muted) player.playCancelled();
    },
    get ringing() {
      return timer !== undefined;
    },
    dispose: stop,
  };
}
