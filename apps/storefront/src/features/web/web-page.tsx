import { assetUrl } from "../../lib/store-info/asset-url";
import { SocialLinks } from "../../components/store-info/social-links";
import { useStoreDetails } from "../../lib/store-info/use-store-details";
import { marketingLinks } from "./marketing-links";
import styles from "./web-page.module.css";

/** The frame's name: the panel's "Delivery" link opens the app's home inside it. */
const FRAME = "forno-app";

/**
 * /web, the desktop wrapper (seed 001 section 2.9): the app in a phone-sized frame (720-980 px high,
 * at most 560 px wide) beside a branded panel, shown from the large breakpoint, with the store's
 * marketing links and the in-app Delivery link.
 */
export function WebPage() {
  const { data: store } = useStoreDetails();
  const name = store?.appearance.name ?? "Forno";
  const logo = assetUrl(store?.appearance.logo_url);
  const others = (store?.social ?? []).filter((link) => link.network !== "site");
  return (
    <div className={styles.web}>
      <header className={styles.panel}>
        <div className={styles.brand}>
          {logo ? <img className={styles.logo} src={logo} alt="" width={96} height={96} /> : null}
          <p className={styles.name}>{name}</p>
          <h1 className={styles.delivery}>Delivery</h1>
          {store?.messages.greeting ? <p className={styles.greeting}>{store.messages.greeting}</p> : null}
        </div>
        <nav aria-label="Site da loja">
          <ul className={styles.links}>
            {marketingLinks(store?.social ?? []).map((link) => (
              <li key={link.label}>
                <a href={link.href} className={styles.link}>
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <a href="/" target={FRAME} className={`${styles.link} ${styles.current}`} aria-current="page">
                Delivery
              </a>
            </li>
          </ul>
        </nav>
        <SocialLinks links={others} />
      </header>
      <main className={styles.stage}>
        <iframe name={FRAME} title={`${name} Delivery`} src="/" className={styles.frame} />
      </main>
    </div>
  );
}
