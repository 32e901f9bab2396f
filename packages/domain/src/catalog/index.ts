export { normaliseForSearch, searchProducts } from "./text-search";
export { compareNames, sortByName } from "./sort";
export { DEFAULT_SUBGROUP, groupProducts, productsForPicking, sortLikeCatalog } from "./group-products";
export { NO_CATALOG_ORDER, compareByList, formatNameList, nameListProblem, parseNameList } from "./catalog-order";
export type { CatalogOrder } from "./catalog-order";
export type { GroupableProduct, CatalogGroup, CatalogSubgroup } from "./group-products";
export {
  DOUGH_CATEGORY,
  SAUCE_CATEGORY,
  EXTRAS_CATEGORY,
  NOTE_TAB,
  SINGLE_CHOICE_CATEGORIES,
  isSingleChoiceCategory,
  extrasGroupFilter,
  additionalsForTab,
  additionalTabs,
  toggleAdditional,
} from "./additional-choice";
export type { AdditionalRow } from "./additional-choice";
export { DOUGH_NOTICE, ORDER_MESSAGES } from "./messages";
export { needsDough, hasDough, doughNotice, groupsMissingDough } from "./dough";
export type { DoughLine } from "./dough";
export { additionalQuantity } from "./additionals";
export { isPizzaGroup, isSoldByThirds, THIRDS_GROUP } from "../fractions/pizza-groups";
