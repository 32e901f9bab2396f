import type { StoreDetails } from "@forno/domain/schemas";

export type SocialLink = StoreDetails["social"][number];

const LABELS: Record<string, string> = { instagram: "Instagram", facebook: "Facebook", whatsapp: "WhatsApp", site: "Site", tiktok: "TikTok", youtube: "YouTube" };

/** "Instagram" for the setting social.instagram; an unknown network shows its own name, capitalised. */
export function socialLabel(network: string): string {
  return LABELS[network] ?? network.charAt(0).toUpperCase() + network.slice(1);
}
