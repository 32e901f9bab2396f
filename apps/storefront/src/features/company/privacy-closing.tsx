import { CONTACT_EMAIL, type LegalParty } from "./legal";
import { LegalSection } from "./legal-section";
import { PRIVACY_OUTLINE as O } from "./privacy-outline";

/** Sections 14 to 18: updates, transfers abroad, external links, social sign-up and the contact. */
export function PrivacyClosing({ party }: { party: LegalParty }) {
  return (
    <>
      <LegalSection entry={O.updates}>
        <p>
          Esta política pode ser atualizada para acompanhar mudanças no aplicativo ou na lei. A versão em vigor é sempre a publicada aqui, com a data
          da última atualização no fim da página.
        </p>
      </LegalSection>
      <LegalSection entry={O.international}>
        <p>
          Alguns fornecedores, como serviços de hospedagem e de mensagens, podem guardar dados em servidores fora do Brasil. Nesses casos exigimos
          garantias de proteção compatíveis com a lei brasileira.
        </p>
      </LegalSection>
      <LegalSection entry={O.links}>
        <p>
          O aplicativo pode ter links para sites de terceiros, como redes sociais e mapas. Esses sites têm políticas próprias, pelas quais a loja não
          responde.
        </p>
      </LegalSection>
      <LegalSection entry={O.social}>
        <p>
          Hoje o cadastro é feito só com CPF ou CNPJ e senha. Se um dia for possível entrar com uma conta de rede social, usaremos apenas os dados que
          você autorizar naquela rede, como nome e e-mail, e nada será publicado em seu nome.
        </p>
      </LegalSection>
      <LegalSection entry={O.contact}>
        <p>
          Para exercer seus direitos ou tirar dúvidas sobre esta política, escreva para {CONTACT_EMAIL} ou ligue para {party.phone}. Os dados da
          loja estão logo abaixo.
        </p>
      </LegalSection>
    </>
  );
}
