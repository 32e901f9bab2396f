import { z } from "zod";

/**
 * Portuguese labels for the fields the API validates; a generic zod message is prefixed with one so
 * that a 400 names the field. Messages written into the schemas (seed 001 section 5) stay as they are.
 */
const FIELD_LABELS: Record<string, string> = {
  name: "Nome",
  document: "Documento",
  phone: "Telefone",
  email: "E-mail",
  birthday: "Data de nascimento",
  password: "Senha",
  token: "Código",
  postal_code: "CEP",
  postalCode: "CEP",
  number: "Número",
  alias: "Apelido",
  address_info: "Complemento",
  address_notes: "Referência",
  is_default: "Principal",
  street: "Logradouro",
  neighborhood: "Bairro",
  city: "Cidade",
  state: "Estado",
  amount: "Valor",
  active: "Ativo",
  is_active: "Ativo",
  value: "Valor",
  description: "Descrição",
  product_group: "Grupo",
  product_subgroup: "Subgrupo",
  group: "Grupo",
  category: "Categoria",
  featured: "Em destaque",
  is_featured: "Em destaque",
  is_fractionable: "Fracionável",
  order_group: "Ordem do grupo",
  external_id: "Código externo",
  image_url: "Imagem",
  product_id: "Produto",
  id: "Identificador",
  take: "Quantidade por página (take)",
  skip: "Deslocamento (skip)",
  external_reference: "Pedido",
  payment_method_id: "Forma de pagamento",
  statement_descriptor: "Descrição na fatura",
  transaction_amount: "Valor da transação",
  api_version: "Versão da API",
  card_id: "Cartão salvo",
  issuer_id: "Emissor do cartão",
  cardholder_name: "Nome do titular",
  security_code: "Código de segurança",
  expiration_month: "Mês de validade",
  expiration_year: "Ano de validade",
};

function fieldLabel(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((part): part is string => typeof part === "string");
  if (key === undefined) return "Corpo da requisição";
  const label = FIELD_LABELS[key];
  const dotted = path.map(String).join(".");
  return label === undefined ? `Campo ${dotted}` : `${label} (${dotted})`;
}

let installed = false;

/** Installs the Portuguese messages once per process (zod's configuration is global). */
export function installZodLocale(): void {
  if (installed) return;
  installed = true;
  const portuguese = z.locales.pt().localeError;
  z.config({
    localeError: (issue) => {
      if (issue.code === "unrecognized_keys") {
        const keys = issue.keys.join(", ");
        return issue.keys.length === 1 ? `Campo não permitido: ${keys}` : `Campos não permitidos: ${keys}`;
      }
      const base = portuguese(issue);
      const text = typeof base === "string" ? base : (base?.message ?? "Valor inválido");
      const path = issue.path ?? [];
      if ((issue.code === "invalid_type" || issue.code === "invalid_union") && issue.input === undefined) {
        return `${fieldLabel(path)}: campo obrigatório`;
      }
      return `${fieldLabel(path)}: ${text.replace(/^Entrada inválida: /, "")}`;
    },
  });
}
