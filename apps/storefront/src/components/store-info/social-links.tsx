import { type SocialLink, socialLabel } from "./social";
import styles from "./social-links.module.css";

/** The store's social networks and site (settings group "social"), opened in a new tab. */
export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  if (links.length === 0) return null;
  return (
    <ul className={styles.social} aria-label="Redes sociais">
      {links.map((link) => (
        <li key={link.network}>
          <a href={link.url} target="_blank" rel="noreferrer" className={styles.socialLink}>
            {socialLabel(link.network)}
          </a>
        </li>
      ))}
    </ul>
  );
}
