import { type ComponentType, lazy } from "react";
import { useLocation } from "react-router";
import { NotFoundPage } from "../features/not-found/not-found-page";
import { loadOnce } from "@forno/ui/load-once";

type Loader = () => Promise<ComponentType>;

/**
 * Every screen outside the ordering flow (seed 001 sections 2.2 to 2.7) and the not-found screen,
 * reached through the route table's catch-all. The entry then carries one loader instead of
 * fourteen, each with its list of chunks (decision 0600); each screen is still its own chunk.
 */
const LOADERS: Record<string, Loader> = {
  "/sign-up": loadOnce(() => import("../features/account/sign-up-page").then((m) => m.SignUpPage)),
  "/sign-in": loadOnce(() => import("../features/account/sign-in-page").then((m) => m.SignInPage)),
  "/sign-out": loadOnce(() => import("../features/account/sign-out-page").then((m) => m.SignOutPage)),
  "/password/forgot": loadOnce(() => import("../features/account/password-forgot-page").then((m) => m.PasswordForgotPage)),
  "/password/new": loadOnce(() => import("../features/account/password-new-page").then((m) => m.PasswordNewPage)),
  "/profile": loadOnce(() => import("../features/profile/profile-page").then((m) => m.ProfilePage)),
  "/profile/me": loadOnce(() => import("../features/profile/personal-data-page").then((m) => m.PersonalDataPage)),
  "/profile/address": loadOnce(() => import("../features/profile/addresses-page").then((m) => m.AddressesPage)),
  "/profile/address/manage": loadOnce(() => import("../features/profile/address-manage-page").then((m) => m.AddressManagePage)),
  "/company": loadOnce(() => import("../features/company/company-page").then((m) => m.CompanyPage)),
  "/company/terms": loadOnce(() => import("../features/company/terms-page").then((m) => m.TermsPage)),
  "/company/privacy": loadOnce(() => import("../features/company/privacy-page").then((m) => m.PrivacyPage)),
  "/company/remove-data": loadOnce(() => import("../features/company/remove-data-page").then((m) => m.RemoveDataPage)),
  "/checkout/pix": loadOnce(() => import("../features/checkout/pix-page").then((m) => m.PixPage)),
  "/checkout/credit-card": loadOnce(() => import("../features/checkout/credit-card-page").then((m) => m.CreditCardPage)),
  "/user/credit-cards": loadOnce(() => import("../features/credit-cards/credit-cards-page").then((m) => m.CreditCardsPage)),
};

const PAGES = Object.fromEntries(Object.entries(LOADERS).map(([path, load]) => [path, lazy(() => load().then((Page) => ({ default: Page })))]));

/** "/profile/" is "/profile". */
const trimmed = (pathname: string) => pathname.replace(/(.)\/+$/, "$1");

/** The screen for this path; any other path is 'Página não encontrada.'. */
export default function MoreRoutes() {
  const { pathname } = useLocation();
  const Page = PAGES[trimmed(pathname)] ?? NotFoundPage;
  return <Page />;
}

/** Downloads the screen at `pathname` (the not-found screen is in this chunk; decision 3712). */
export async function preloadScreen(pathname: string): Promise<void> {
  await LOADERS[trimmed(pathname)]?.();
}
