import type { SettingKey } from "@forno/domain/schemas";
import type { SettingField } from "./setting-field-types";

const text = (label: string, help?: string, extra: { maxLength?: number; multiline?: boolean } = {}): SettingField => ({
  label,
  ...(help === undefined ? {} : { help }),
  control: { kind: "text", ...extra },
});
const url = (label: string, help: string): SettingField => ({ label, help, control: { kind: "url" } });

/** The store's data, address, social networks and the texts of the online store. */
export const STORE_SETTING_FIELDS = {
  "appearance.name": text("Nome da loja", "Aparece no topo da loja online."),
  "appearance.logo_url": url("Logotipo", "Endereço da imagem, começando com https://, ou um caminho da própria loja, como /images/logo.svg."),
  "store_info.online": {
    label: "Loja online aceitando pedidos",
    help: "Desligada, a loja online mostra a mensagem abaixo e ninguém consegue pagar um pedido, mesmo dentro do horário.",
    control: { kind: "switch" },
  },
  "store_info.offline_message": text("Mensagem com a loja desligada", "Aparece no lugar do horário enquanto a loja online estiver desligada.", { multiline: true }),
  "store_info.business_hours": {
    label: "Horário de funcionamento",
    help: "Escrito a partir dos dias e turnos da tela Horários, para os dois nunca discordarem.",
    control: { kind: "from-screen", to: "/backoffice/hours", linkLabel: "Alterar em Horários" },
  },
  "store_info.phone": { label: "Telefone da loja", help: "Com DDD. Aparece na página da loja e nos termos de uso.", control: { kind: "phone" } },
  "store_info.postal_code": { label: "CEP", control: { kind: "cep" } },
  "store_info.street": text("Rua"),
  "store_info.number": text("Número"),
  "store_info.neighborhood": text("Bairro"),
  "store_info.city": text("Cidade"),
  "store_info.state": { label: "Estado", control: { kind: "state" } },
  "store_info.address_notes": text("Ponto de referência", "Ajuda quem vem retirar no balcão. Pode ficar em branco."),
  "store_info.legal_name": text("Razão social", "Como está no CNPJ. Aparece nos termos de uso e na política de privacidade."),
  "store_info.legal_document": { label: "CNPJ", control: { kind: "cnpj" } },
  "social.instagram": url("Instagram", "Endereço completo do perfil, como https://www.instagram.com/sua.pizzaria. Em branco, não aparece."),
  "social.facebook": url("Facebook", "Endereço completo da página. Em branco, não aparece."),
  "social.whatsapp": url("Link do WhatsApp", "Como https://wa.me/5511999999999 (55, o DDD e o número). Em branco, não aparece."),
  "social.site": url("Site da loja", "Endereço completo, começando com https://. Em branco, não aparece."),
  "messages.greeting": text("Mensagem de boas-vindas", "Aparece na página da empresa, na loja online, e na página para computador.", { multiline: true }),
  "messages.note": text("Aviso no cardápio", "Por exemplo, quantas fatias tem cada tamanho. Guardado para o cardápio; ainda não aparece na loja online.", { multiline: true }),
  "messages.price_warning": text("Aviso sobre preços", "Guardado para o cardápio; ainda não aparece na loja online.", { multiline: true }),
  "catalog.group_order": {
    label: "Ordem dos grupos no cardápio",
    help: "O primeiro da lista aparece primeiro. Grupos fora da lista vêm depois, em ordem alfabética.",
    control: { kind: "name-list" },
  },
  "catalog.subgroup_order": {
    label: "Ordem dos tipos de pizza no cardápio",
    help: "Por exemplo, as tradicionais antes das doces.",
    control: { kind: "name-list" },
  },
} satisfies Partial<Record<SettingKey, SettingField>>;
