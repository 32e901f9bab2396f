import { lazy, Suspense } from "react";
import type { RewardChoiceProps } from "./reward-choice";

const RewardChoice = lazy(() => import("./reward-choice").then((module) => ({ default: module.RewardChoice })));

/** "Usar recompensa" in its own chunk with the card's call: it loads for a signed-in customer only, and shows nothing while it does. */
export function LazyRewardChoice(props: RewardChoiceProps) {
  return (
    <Suspense fallback={null}>
      <RewardChoice {...props} />
    </Suspense>
  );
}
