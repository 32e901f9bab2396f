/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  /** The storefront's address, for the coupons' share links (decision 3104). */
  readonly VITE_STOREFRONT_URL?: string;
}
