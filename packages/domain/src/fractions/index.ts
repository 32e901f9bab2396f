export {
  FRACTION_VALUES,
  THIRD_VALUES,
  MAX_WHOLE_QUANTITY,
  isAllowedQuantity,
  toThousandths,
  isWholeQuantity,
  isFractionValue,
  isThird,
  fractionLabel,
} from "./fraction-values";
export type { FractionValue, FractionChoice } from "./fraction-values";
export { THIRDS_GROUP, isPizzaGroup, isSoldByThirds } from "./pizza-groups";
export { pickedSoFar, remainingOfPizza } from "./fraction-options";
export { fractionOptions, automaticFraction } from "./fraction-choices";
export { quantityTotal, hasIncompletePizza, groupAdvancesAfter, itemGroups } from "./cart-groups";
export { byItemGroup } from "./item-group-rows";
export { fractionProblems, FRACTION_MESSAGES } from "./validate-fractions";
export type { FractionLine, FractionProblem } from "./validate-fractions";
export { mixedSubgroupsProblem, mixedSubgroupsMessage } from "./same-subgroup";
export { canCompletePizza, sameSubgroup } from "./complete-pizza";
export type { PizzaFirstFlavour, PizzaCandidate } from "./complete-pizza";
export type { SubgroupLine } from "./same-subgroup";
