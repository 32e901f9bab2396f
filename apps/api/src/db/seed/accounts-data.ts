/** Demo logins, documented in apps/api/README.md. The CPFs are valid (check digits) and fictitious. */
export const DEMO_STAFF = {
  name: "Equipe Forno",
  document: "39053344705",
  password: "Forno@2025",
};

export const DEMO_CLIENT = {
  name: "Maria Oliveira Santos",
  document: "12398745619",
  password: "Cliente@2025",
  phone: "11987654321",
  email: "maria.santos@example.com",
  birthday: "1990-05-10",
  address: {
    alias: "Casa",
    postalCode: "05433010",
    number: "120",
    addressInfo: "Apto 42",
    addressNotes: "Portão azul, interfone 42",
    isDefault: true,
  },
};
