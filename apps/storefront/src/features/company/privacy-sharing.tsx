import type { LegalParty } from "./legal";
import { LegalSection } from "./legal-section";
import { PRIVACY_OUTLINE as O } from "./privacy-outline";

/** Sections 8 to 13: sharing, other channels, rights, security, retention and a change of owner. */
export function PrivacySharing({ party }: { party: LegalParty }) {
  return (
    <>
      <LegalSection entry={O.sharing}>
        <p>Não vendemos nem alugamos seus dados. Compartilhamos somente o necessário com:</p>
        <ul>
          <li>a empresa de pagamentos que processa o Pix ou o cartão, que recebe os dados exigidos para a cobrança;</li>
          <li>o serviço de SMS que entrega o código de recuperação de senha;</li>
          <li>
            o serviço de terceiros que envia mensagens de notificação (push) sobre seus pedidos; essas mensagens podem ser desativadas a qualquer momento
            nas configurações do seu aparelho;
          </li>
          <li>autoridades públicas, quando a lei ou uma ordem judicial exigir.</li>
        </ul>
      </LegalSection>
      <LegalSection entry={O.channels}>
        <p>
          A {party.storeName} também vende por telefone, no balcão e por outros aplicativos de entrega. Pedidos feitos nesses canais seguem as
          políticas de cada canal; os dados que chegam até a loja por eles são tratados com o mesmo cuidado descrito aqui.
        </p>
      </LegalSection>
      <LegalSection entry={O.rights}>
        <p>Você pode, a qualquer momento:</p>
        <ul>
          <li>saber quais dados seus tratamos e ter acesso a eles;</li>
          <li>corrigir dados incompletos ou desatualizados, inclusive na área Perfil;</li>
          <li>pedir a exclusão dos seus dados pessoais, pela página Remoção de dados;</li>
          <li>revogar um consentimento que tenha dado.</li>
        </ul>
        <p>Para sua proteção, podemos pedir que confirme sua identidade antes de atender uma solicitação.</p>
      </LegalSection>
      <LegalSection entry={O.security}>
        <p>
          Os dados trafegam por conexão cifrada, as senhas são guardadas cifradas e o acesso aos dados é restrito à equipe que precisa deles para
          atender os pedidos. Nenhum sistema é totalmente imune a falhas; se ocorrer um incidente que possa afetar você, avisaremos e tomaremos as
          medidas previstas em lei.
        </p>
      </LegalSection>
      <LegalSection entry={O.retention}>
        <p>
          Mantemos os dados da conta enquanto ela existir. Os registros dos pedidos, inclusive os fiscais, são mantidos pelos prazos exigidos em lei,
          mesmo depois de uma remoção de dados. Os registros de acesso são guardados por seis meses.
        </p>
      </LegalSection>
      <LegalSection entry={O.assets}>
        <p>
          Se a loja for vendida, incorporada ou transferir seus ativos, os dados poderão passar ao novo responsável, que deverá respeitar esta
          política. Você será avisado da mudança.
        </p>
      </LegalSection>
    </>
  );
}
