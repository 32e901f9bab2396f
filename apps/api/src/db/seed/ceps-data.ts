/**
 * Delivery areas around the demo store (Vila Madalena, São Paulo). `amount: null` means the default fee.
 * Latitude and longitude: an approximate point on each CEP's street (OpenDelivery wants coordinates
 * for a delivery address; decision 2007), editable by staff.
 */
export const SEED_CEPS = [
  { postalCode: "05433001", street: "Rua Girassol", neighborhood: "Vila Madalena", amount: 5, active: true, latitude: -23.5573, longitude: -46.6889 },
  { postalCode: "05433010", street: "Rua Aspicuelta", neighborhood: "Vila Madalena", amount: 5, active: true, latitude: -23.5558, longitude: -46.6907 },
  { postalCode: "05435000", street: "Rua Harmonia", neighborhood: "Sumarezinho", amount: 6.5, active: true, latitude: -23.5531, longitude: -46.6898 },
  { postalCode: "05414000", street: "Rua Cardeal Arcoverde", neighborhood: "Pinheiros", amount: 7, active: true, latitude: -23.5605, longitude: -46.6823 },
  { postalCode: "05407002", street: "Rua Teodoro Sampaio", neighborhood: "Pinheiros", amount: 8, active: true, latitude: -23.5594, longitude: -46.6779 },
  { postalCode: "05409010", street: "Rua Capote Valente", neighborhood: "Pinheiros", amount: 7.5, active: true, latitude: -23.5565, longitude: -46.6746 },
  { postalCode: "05015010", street: "Rua Cardoso de Almeida", neighborhood: "Perdizes", amount: null, active: true, latitude: -23.5362, longitude: -46.6734 },
  { postalCode: "01310100", street: "Avenida Paulista", neighborhood: "Bela Vista", amount: 12, active: false, latitude: -23.5632, longitude: -46.6544 },
].map((cep) => ({ ...cep, city: "São Paulo", state: "SP" }));
