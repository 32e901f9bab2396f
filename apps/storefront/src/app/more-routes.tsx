import { type ComponentType, lazy } from "react";
import { useLocation } from "react-router";
import { NotFoundPage } from "../features/not-found/not-found-page";

const page = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) => lazy(() => load().then((m) => ({ default: m[name] })));

/**
 * Every screen outside the ordering flow (seed 001 sections 2.2 to 2.7) and the not-found screen,
 * reached through the route table's catch-all. The entry then carries one loader instead of
 * fourteen, each with its list of chunks (decision 0600); each screen is still its own chunk.
 */
const PAGES: Record<string, ComponentType> = {
  "/sign-up": page(() => import("../features/account/sign-up-page"), "SignUpPage"),
  "/sign-in": page(() => import("../features/account/sign-in-page"), "SignInPage"),
  "/sign-out": page(() => import("../features/account/sign-out-page"), "SignOutPage"),
  "/password/forgot": page(() => import("../features/account/password-forgot-page"), "PasswordForgotPage"),
  "/password/new": page(() => import("../features/account/password-new-page"), "PasswordNewPage"),
  "/profile": page(() => import("../features/profile/profile-page"), "ProfilePage"),
  "/profile/me": page(() => import("../features/profile/personal-data-page"), "PersonalDataPage"),
  "/profile/address": page(() => import("../features/profile/addresses-page"), "AddressesPage"),
  "/profile/address/manage": page(() => import("../features/profile/address-manage-page"), "AddressManagePage"),
  "/company": page(() => import("../features/company/company-page"), "CompanyPage"),
  "/company/terms": page(() => import("../features/company/terms-page"), "TermsPage"),
  "/company/privacy": page(() => import("../features/company/privacy-page"), "PrivacyPage"),
  "/company/remove-data": page(() => import("../features/company/remove-data-page"), "RemoveDataPage"),
  "/checkout/pix": page(() => import("../features/checkout/pix-page"), "PixPage"),
  "/checkout/credit-card": page(() => import("../features/checkout/credit-card-page"), "CreditCardPage"),
  "/user/credit-cards": page(() => import("../features/credit-cards/credit-cards-page"), "CreditCardsPage"),
};

/** The screen for this path ("/profile/" is "/profile"); any other path is 'Página não encontrada.'. */
export function MoreRoutes() {
  const { pathname } = useLocation();
  const Page = PAGES[pathname.replace(/(.)\/+$/, "$1")] ?? NotFoundPage;
  return <Page />;
}
