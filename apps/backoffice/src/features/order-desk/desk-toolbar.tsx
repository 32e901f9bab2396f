import { Button } from "@forno/ui/button";
import { BellIcon, VolumeIcon, VolumeOffIcon } from "@forno/ui/icons";
import { type NotificationPermissionState } from "./desk-notifications";
import { type AudioState } from "./web-audio-player";
import styles from "./desk-toolbar.module.css";

interface DeskToolbarProps {
  audio: AudioState;
  muted: boolean;
  onToggleMuted: () => void;
  onUnlock: () => void;
  notifications: NotificationPermissionState;
  onAskNotifications: () => void;
}

/**
 * Sound and notification controls: what the browser blocks is said, with the button that fixes it.
 * Sound is one control with one state (decision 3700): "Ativar som" while the browser blocks it
 * (a tap unlocks it), otherwise the mute switch ("Som ligado" / "Som desligado"). Unmuting while
 * blocked unlocks in the same tap.
 */
export function DeskToolbar({ audio, muted, onToggleMuted, onUnlock, notifications, onAskNotifications }: DeskToolbarProps) {
  return (
    <div className={styles.toolbar}>
      {audio === "blocked" && !muted ? (
        <Button variant="primary" className={styles.unlock} onClick={onUnlock}>
          <VolumeIcon size={20} />
          Ativar som
        </Button>
      ) : (
        <Button
          variant="secondary"
          aria-pressed={muted}
          onClick={() => {
            if (muted && audio === "blocked") onUnlock();
            onToggleMuted();
          }}
          className={muted ? styles.muted : undefined}
        >
          {muted ? <VolumeOffIcon size={20} /> : <VolumeIcon size={20} />}
          {muted ? "Som desligado" : "Som ligado"}
        </Button>
      )}
      {notifications === "default" ? (
        <Button variant="secondary" onClick={onAskNotifications}>
          <BellIcon size={20} />
          Ativar notificações
        </Button>
      ) : null}
    </div>
  );
}
