import { createContext, type ReactNode, use, useState } from "react";
import { createWebAudioPlayer, type WebAudioPlayer } from "./web-audio-player";

const DeskPlayerContext = createContext<WebAudioPlayer | null>(null);

/** Tests hand the board a recording player; the app lets it build the Web Audio one. */
export function DeskPlayerProvider({ player, children }: { player: WebAudioPlayer; children: ReactNode }) {
  return <DeskPlayerContext value={player}>{children}</DeskPlayerContext>;
}

export function useDeskPlayer(): WebAudioPlayer {
  const injected = use(DeskPlayerContext);
  const [own] = useState(() => injected ?? createWebAudioPlayer());
  return injected ?? own;
}
