import { CompactHeader } from "../../components/navigation/compact-header";
import { Page } from "../../components/layout/page";
import { ContactBlock } from "./contact-block";
import { legalParty } from "./legal";
import { RemoveDataForm } from "./remove-data-form";
import { useStoreDetails } from "../../lib/store-info/use-store-details";
import styles from "./legal.module.css";

/** /company/remove-data, 'Remoção de dados': what a request removes and keeps, the form, the contact. */
export function RemoveDataPage() {
  const { data: store } = useStoreDetails();
  return (
    <Page header={<CompactHeader title="Remoção de dados" backTo="/company" />}>
      <div className={styles.doc}>
        <p>
          Você pode pedir que a loja remova os dados pessoais informados no seu cadastro: nome, telefone, e-mail, documento (CPF ou CNPJ), data de
          nascimento e senha. Depois da remoção não será mais possível entrar com essa conta.
        </p>
        <p className={styles.lead}>
          Os registros dos pedidos já feitos são mantidos, como exige a legislação fiscal e de defesa do consumidor.
        </p>
        <p className={styles.lead}>Preencha os dados que usou no cadastro para encontrarmos a sua conta.</p>
        <RemoveDataForm />
      </div>
      {store ? <ContactBlock party={legalParty(store)} /> : null}
    </Page>
  );
}
