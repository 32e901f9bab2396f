import { type AlertPlayer } from "./alert-controller";

/** "blocked": the browser keeps the context suspended until a click; "unsupported": no Web Audio. */
export type AudioState = "running" | "blocked" | "unsupported";

export interface WebAudioPlayer extends AlertPlayer {
  state(): AudioState;
  /** Call from a click ("Ativar som"): browsers only start sound after a gesture. */
  unlock(): Promise<void>;
  subscribe(listener: () => void): () => void;
}

interface Note {
  hz: number;
  at: number;
  length: number;
  type: OscillatorType;
}

/** A bright rising three-note chime for a new order. */
const NEW_ORDER: readonly Note[] = [
  { hz: 880, at: 0, length: 0.35, type: "sine" },
  { hz: 1175, at: 0.16, length: 0.35, type: "sine" },
  { hz: 1568, at: 0.32, length: 0.6, type: "sine" },
];
/** A low falling two-note tone for a customer's cancellation: unmistakably different. */
const CANCELLED: readonly Note[] = [
  { hz: 494, at: 0, length: 0.35, type: "triangle" },
  { hz: 330, at: 0.3, length: 0.7, type: "triangle" },
];

/** The sounds are synthesised at run time with oscillators: no audio file, nothing third-party. */
export function createWebAudioPlayer(): WebAudioPlayer {
  const Context = typeof window === "undefined" ? undefined : window.AudioContext;
  const context = Context ? new Context() : undefined;
  const listeners = new Set<() => void>();
  context?.addEventListener("statechange", () => listeners.forEach((listener) => listener()));

  function play(notes: readonly Note[]) {
    if (!context || context.state !== "running") return;
    const start = context.currentTime + 0.02;
    for (const note of notes) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = note.type;
      oscillator.frequency.value = note.hz;
      gain.gain.setValueAtTime(0.0001, start + note.at);
      gain.gain.exponentialRampToValueAtTime(0.5, start + note.at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.length);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + note.at);
      oscillator.stop(start + note.at + note.length + 0.05);
    }
  }

  return {
    playNewOrder: () => play(NEW_ORDER),
    playCancelled: () => play(CANCELLED),
    state: () => (!context ? "unsupported" : context.state === "running" ? "running" : "blocked"),
    unlock: async () => {
      await context?.resume();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
