import { useEffect, useState, useSyncExternalStore } from "react";
import { createAlertController } from "./alert-controller";
import { type WebAudioPlayer } from "./web-audio-player";

/**
 * The ring of the board: on while orders wait in Novos and sound is on. The mute switch starts from
 * operation.alert_sound and is then this desk's own choice.
 */
export function useDeskAlert(player: WebAudioPlayer, newOrders: number, alertSound: boolean) {
  const [mutedChoice, setMutedChoice] = useState<boolean | null>(null);
  const muted = mutedChoice ?? !alertSound;
  const [controller] = useState(() => createAlertController(player));
  const audio = useSyncExternalStore(player.subscribe, player.state, player.state);

  useEffect(() => {
    controller.update({ newOrders, muted });
  }, [controller, newOrders, muted]);
  useEffect(() => () => controller.dispose(), [controller]);

  return {
    /** What the controller does with the same inputs; the board shows it (data-ringing). */
    ringing: newOrders > 0 && !muted,
    muted,
    audio,
    toggleMuted: () => setMutedChoice(!muted),
    unlock: () => player.unlock(),
    cancelled: () => controller.cancelled(muted),
  };
}
