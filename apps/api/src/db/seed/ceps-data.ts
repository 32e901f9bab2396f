/** Delivery areas around the demo store (Vila Madalena, São Paulo). `amount: null` means the default fee. */
export const SEED_CEPS = [
  { postalCode: "05433001", street: "Rua Girassol", neighborhood: "Vila Madalena", amount: 5, active: true },
  { postalCode: "05433010", street: "Rua Aspicuelta", neighborhood: "Vila Madalena", amount: 5, active: true },
  { postalCode: "05435000", street: "Rua Harmonia", neighborhood: "Sumarezinho", amount: 6.5, active: true },
  { postalCode: "05414000", street: "Rua Cardeal Arcoverde", neighborhood: "Pinheiros", amount: 7, active: true },
  { postalCode: "05407002", street: "Rua Teodoro Sampaio", neighborhood: "Pinheiros", amount: 8, active: true },
  { postalCode: "05409010", street: "Rua Capote Valente", neighborhood: "Pinheiros", amount: 7.5, active: true },
  { postalCode: "05015010", street: "Rua Cardoso de Almeida", neighborhood: "Perdizes", amount: null, active: true },
  { postalCode: "01310100", street: "Avenida Paulista", neighborhood: "Bela Vista", amount: 12, active: false },
].map((cep) => ({ ...cep, city: "São Paulo", state: "SP" }));
