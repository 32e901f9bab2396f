import { errorMessage } from "@forno/api-client";
import { formatDocument } from "@forno/domain/format";
import { Banner } from "@forno/ui/banner";
import { Button } from "@forno/ui/button";
import { CardIcon, LockIcon, LogoutIcon, PinIcon, UserIcon } from "@forno/ui/icons";
import { Skeleton } from "@forno/ui/skeleton";
import { lazy, Suspense } from "react";
import { CompactHeader } from "../../components/navigation/compact-header";
import { LinkList, type LinkListEntry } from "../../components/navigation/link-list";
import { Page } from "../../components/layout/page";
import { RequireSession } from "../../lib/session/require-session";
import { useProfile } from "../../lib/session/use-profile";
import styles from "./profile.module.css";
import { useDataDownload } from "./use-data-download";

// Its own chunk: the card's call and drawing stay out of the profile's first load (decision 3220).
const ProfileLoyalty = lazy(() => import("./profile-loyalty").then((m) => ({ default: m.ProfileLoyalty })));

/** The entries of seed 001 section 2.5, in its order. */
export const PROFILE_ENTRIES: readonly LinkListEntry[] = [
  { label: "Dados Pessoais", to: "/profile/me", icon: UserIcon },
  { label: "Endereços", to: "/profile/address", icon: PinIcon },
  { label: "Cartões", to: "/user/credit-cards", icon: CardIcon },
  { label: "Alterar Senha", to: "/password/forgot", icon: LockIcon },
  { label: "Sair", to: "/sign-out", icon: LogoutIcon },
];

/** /profile: who is signed in, their loyalty card, and the ways to their data. */
export function ProfilePage() {
  return (
    <RequireSession>
      <Page header={<CompactHeader title="Perfil" />} bottomBar>
        <Who />
        <Suspense fallback={null}>
          <ProfileLoyalty />
        </Suspense>
        <LinkList label="Perfil" entries={PROFILE_ENTRIES} />
        <DataDownload />
      </Page>
    </RequireSession>
  );
}

function Who() {
  const { data: profile, isPending } = useProfile();
  return (
    <section className={styles.who} aria-label="Sua conta">
      <span className={styles.avatar} aria-hidden="true">
        <UserIcon size={28} />
      </span>
      {isPending ? (
        <Skeleton lines={2} />
      ) : profile ? (
        <div>
          <p className={styles.name}>{profile.name}</p>
          <p className={styles.document}>{formatDocument(profile.username)}</p>
        </div>
      ) : null}
    </section>
  );
}

/** LGPD: a copy of everything the store holds about the customer (decision 1813). */
function DataDownload() {
  const download = useDataDownload();
  return (
    <section className={styles.data} aria-labelledby="profile-data-title">
      <h2 id="profile-data-title" className={styles.dataTitle}>
        Seus dados
      </h2>
      <p className={styles.dataText}>Baixe uma cópia de tudo o que a loja guarda sobre você: cadastro, endereços, pedidos e cartões salvos.</p>
      {download.isError ? (
        <Banner tone="danger" alert>
          {errorMessage(download.error)}
        </Banner>
      ) : null}
      <Button variant="secondary" block loading={download.isPending} loadingText="Preparando arquivo..." onClick={() => download.mutate()}>
        Baixar meus dados
      </Button>
    </section>
  );
}
