import { Skeleton } from "@forno/ui/skeleton";
import { lazy, Suspense } from "react";
import type { ScheduleChoiceProps } from "./schedule-choice";

const ScheduleChoice = lazy(() => import("./schedule-choice"));

/** The "Quando?" section, loaded with its own chunk so the cart's first load stays small (decision 1610). */
export function LazyScheduleChoice(props: ScheduleChoiceProps) {
  return (
    <Suspense fallback={<Skeleton lines={2} />}>
      <ScheduleChoice {...props} />
    </Suspense>
  );
}
