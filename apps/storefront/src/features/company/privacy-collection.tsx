import type { LegalParty } from "./legal";
import { LegalSection } from "./legal-section";
import { PRIVACY_OUTLINE as O } from "./privacy-outline";

/** Sections 1 to 7: who the policy covers and which data the app collects. */
export function PrivacyCollection({ party }: { party: LegalParty }) {
  const { storeName, legalName, document } = party;
  return (
    <>
      <LegalSection entry={O.scope}>
        <p>
          Esta política vale para o aplicativo de pedidos da {storeName} e para as páginas dele abertas no navegador. Ela explica quais dados pessoais
          tratamos, por que, com quem os compartilhamos e como você pode exercer seus direitos previstos na Lei Geral de Proteção de Dados (Lei nº
          13.709/2018).
        </p>
      </LegalSection>
      <LegalSection entry={O.parties}>
        <ul>
          <li>
            <strong>Loja (controladora):</strong> {legalName}, CNPJ {document}, que decide como os dados são usados.
          </li>
          <li>
            <strong>Desenvolvedor do aplicativo:</strong> a equipe que constrói e mantém o aplicativo para a loja e trata os dados apenas conforme as
            instruções dela.
          </li>
          <li>
            <strong>Cliente:</strong> quem cria uma conta para fazer pedidos.
          </li>
          <li>
            <strong>Visitante:</strong> quem navega pelo cardápio e pelas páginas sem conta.
          </li>
        </ul>
      </LegalSection>
      <LegalSection entry={O.automatic}>
        <p>
          Quando você usa o aplicativo, o servidor registra dados técnicos como o endereço IP, o horário de cada acesso, o tipo de aparelho e de
          navegador. Esses registros servem para manter o serviço no ar, investigar erros e prevenir fraudes, e são guardados pelo prazo exigido pelo
          Marco Civil da Internet.
        </p>
      </LegalSection>
      <LegalSection entry={O.cookies}>
        <p>
          O aplicativo não usa cookies de publicidade nem de rastreamento. Ele guarda no armazenamento local do seu navegador apenas o que é
          necessário para funcionar: o código da sua sessão (para você continuar conectado) e os itens do carrinho. Você pode apagar esses dados a
          qualquer momento saindo da conta ou limpando os dados do site no navegador.
        </p>
      </LegalSection>
      <LegalSection entry={O.purposes}>
        <ul>
          <li>criar e manter sua conta e confirmar sua identidade;</li>
          <li>receber, preparar, entregar e cobrar seus pedidos;</li>
          <li>enviar o código de recuperação de senha por SMS;</li>
          <li>avisar sobre o andamento do pedido e atender suas solicitações;</li>
          <li>cumprir obrigações legais e fiscais e prevenir fraudes.</li>
        </ul>
      </LegalSection>
      <LegalSection entry={O.otherSources}>
        <p>
          Podemos receber dados de parceiros que participam da venda, como a confirmação de um pagamento enviada pela empresa de pagamentos ou a
          consulta de um CEP para saber se ele está na nossa área de entrega. Usamos esses dados só para concluir o seu pedido.
        </p>
      </LegalSection>
      <LegalSection entry={O.signUp}>
        <p>
          No cadastro e nas compras pedimos nome, CPF (ou CNPJ), data de nascimento, e-mail, telefone, endereço de entrega e uma senha. A data de
          nascimento e o e-mail são opcionais. A senha é guardada de forma cifrada: nem a loja consegue lê-la.
        </p>
      </LegalSection>
    </>
  );
}
