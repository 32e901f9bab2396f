import { Link } from "react-router";
import { LazyPickingNotice as PickingNotice } from "../../components/cart/lazy-picking-notice";
import { MobileHeader } from "../../components/navigation/mobile-header";
import { Page } from "../../components/layout/page";
import { firstName, useProfile } from "../../lib/session/use-profile";
import { useSignedIn } from "../../lib/session/session-store";
import { StoreHeader } from "../../components/store-info/store-header";
import { FeaturedGrid } from "./featured-grid";
import { SignedInSlot } from "./signed-in-slot";
import styles from "./home-page.module.css";

function Greeting() {
  const signedIn = useSignedIn();
  const { data: profile } = useProfile();
  const name = signedIn ? firstName(profile?.name ?? profile?.username) : null;
  return (
    <div className={styles.hello}>
      <h1 className={styles.greeting}>{name ? `Olá, ${name}!` : "Bem vindo"}</h1>
      <p className={styles.lead}>Peça sua pizza direto da pizzaria, para entregar ou retirar no balcão.</p>
    </div>
  );
}

/**
 * Home: greeting, the store, the latest unfinished order, the featured products, then the loyalty
 * card (below them: it arrives after the first screen and must not move the products: decision 3220).
 */
export function HomePage() {
  return (
    <Page header={<MobileHeader />} bottomBar className={styles.page}>
      <Greeting />
      <StoreHeader />
      <SignedInSlot />
      <PickingNotice action={<Link to="/catalog">Ver sabores</Link>} />
      <section className={styles.featured} aria-labelledby="destaques">
        <div className={styles.sectionHead}>
          <h2 id="destaques" className={styles.sectionTitle}>
            Produtos em destaque
          </h2>
          <Link to="/catalog" className={styles.seeAll}>
            Ver cardápio
          </Link>
        </div>
        <FeaturedGrid />
      </section>
      <SignedInSlot loyalty />
    </Page>
  );
}
