import { Link } from "react-router";
import { ContactBlock } from "./contact-block";
import { CONTACT_EMAIL, LEGAL_DATE, type LegalParty } from "./legal";
import { LegalSection } from "./legal-section";
import styles from "./legal.module.css";

const section = (id: string, title: string) => ({ id, title });

/** The terms of use, written for this store; every store fact comes from its settings. */
export function TermsText({ party }: { party: LegalParty }) {
  const { storeName, legalName, document, address, phone } = party;
  return (
    <article className={styles.doc}>
      <p className={styles.lead}>
        Estes termos explicam como funciona o aplicativo de pedidos da {storeName} e o que esperamos de quem o usa. Ao criar uma conta ou fazer um
        pedido, você declara que leu e concorda com eles.
      </p>
      <LegalSection entry={section("quem-somos", "1. Quem somos")}>
        <p>
          O aplicativo é o canal de vendas on-line da {storeName}, nome comercial de {legalName}, inscrita no CNPJ sob o nº {document}, com endereço em{" "}
          {address}, telefone {phone}.
        </p>
      </LegalSection>
      <LegalSection entry={section("conta", "2. Sua conta")}>
        <p>
          Para pedir é preciso ter uma conta, criada com nome completo, CPF ou CNPJ, telefone e uma senha. Os dados informados devem ser verdadeiros e
          mantidos atualizados na área Perfil. A senha é pessoal: não a compartilhe. Se suspeitar de uso indevido, troque-a em Alterar Senha e avise a
          loja.
        </p>
      </LegalSection>
      <LegalSection entry={section("pedidos", "3. Pedidos, preços e disponibilidade")}>
        <p>
          Os preços, ingredientes e fotos do cardápio são os vigentes no momento do pedido. As fotos ilustram o produto e podem variar ligeiramente
          na montagem. Um item pode ficar indisponível a qualquer momento; nesse caso a loja entra em contato para combinar a troca ou o reembolso.
        </p>
        <p>O pedido só é aceito quando a loja está aberta, dentro do horário de funcionamento informado no aplicativo.</p>
      </LegalSection>
      <LegalSection entry={section("entrega", "4. Entrega e retirada")}>
        <p>
          Entregamos apenas nos CEPs atendidos pela loja, com a taxa mostrada antes do pagamento. O tempo de entrega é uma estimativa e pode mudar com
          o movimento, o trânsito ou o clima. Na retirada no balcão, o pedido fica à sua espera no endereço da loja.
        </p>
      </LegalSection>
      <LegalSection entry={section("pagamento", "5. Pagamento")}>
        <p>
          O pagamento é feito no aplicativo, por Pix ou cartão de crédito em uma parcela, e processado por uma empresa de pagamentos parceira. A loja
          não guarda o número completo do seu cartão. O preparo começa depois da confirmação do pagamento.
        </p>
      </LegalSection>
      <LegalSection entry={section("cancelamento", "6. Cancelamento e reembolso")}>
        <p>
          Fale com a loja pelo telefone {phone} o quanto antes se precisar cancelar. Depois que o preparo começou, o cancelamento depende de acordo
          com a loja. Valores devolvidos voltam pelo mesmo meio de pagamento, nos prazos da instituição de pagamento.
        </p>
      </LegalSection>
      <LegalSection entry={section("menores", "7. Bebidas alcoólicas e cigarros")}>
        <p>
          É proibido vender bebidas alcoólicas e cigarros a menores de 18 anos. Ao pedir esses produtos você declara ter 18 anos ou mais, e a
          entrega pode exigir um documento com foto. Se a idade não for comprovada, esses itens não serão entregues.
        </p>
      </LegalSection>
      <LegalSection entry={section("uso", "8. Uso do aplicativo")}>
        <p>
          Não é permitido usar o aplicativo para fraudes, pedidos falsos, tentativas de acesso a contas de terceiros ou qualquer ação que prejudique
          o serviço. Contas envolvidas nessas práticas podem ser suspensas.
        </p>
      </LegalSection>
      <LegalSection entry={section("privacidade", "9. Seus dados")}>
        <p>
          O tratamento dos seus dados pessoais está descrito na <Link to="/company/privacy">Política de Privacidade</Link>. Você pode pedir a remoção
          dos seus dados em <Link to="/company/remove-data">Remoção de dados</Link>.
        </p>
      </LegalSection>
      <LegalSection entry={section("alteracoes", "10. Alterações destes termos")}>
        <p>Estes termos podem mudar. A versão em vigor é sempre a publicada nesta página, com a data da última atualização.</p>
      </LegalSection>
      <LegalSection entry={section("foro", "11. Lei aplicável e foro")}>
        <p>
          Estes termos seguem as leis brasileiras, em especial o Código de Defesa do Consumidor. Fica eleito o foro da Comarca de São Paulo, SP, para
          resolver qualquer questão sobre eles, sem prejuízo do direito do consumidor de recorrer ao foro do seu domicílio.
        </p>
      </LegalSection>
      <LegalSection entry={section("contato", "12. Contato")}>
        <p>
          Dúvidas sobre estes termos: escreva para {CONTACT_EMAIL} ou ligue para {phone}.
        </p>
      </LegalSection>
      <p className={styles.updated}>Última atualização: {LEGAL_DATE}.</p>
      <ContactBlock party={party} />
    </article>
  );
}
