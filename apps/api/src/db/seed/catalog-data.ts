/** The demo pizzeria's menu (São Paulo prices, 2025). Images are drawn by scripts/draw-images.mjs. */

export interface SeedProduct {
  externalId: string;
  name: string;
  description: string;
  amount: number;
  image: string;
  group: string;
  subgroup: string | null;
  orderGroup: number;
  fractionable: boolean;
  featured?: boolean;
  active?: boolean;
  /** Additional categories offered with it (see ADDITIONAL_SETS). */
  additionals: readonly AdditionalSet[];
}

export interface SeedAdditional {
  externalId: string;
  group: string;
  category: string;
  name: string;
  amount: number;
  active?: boolean;
}

export const GROUPS = {
  large: "Pizzas Grandes",
  individual: "Pizzas Individuais",
  drinks: "Bebidas",
  desserts: "Sobremesas",
} as const;

export const CATEGORIES = {
  dough: "Tipo de Massa",
  sauce: "Molho",
  extras: "Adicionais",
  crust: "Borda",
} as const;

const additional = (externalId: string, group: string, category: string, name: string, amount: number, active = true): SeedAdditional => ({
  externalId,
  group,
  category,
  name,
  amount,
  active,
});

export const SEED_ADDITIONALS: readonly SeedAdditional[] = [
  additional("AD-PG-MASSA-TRAD", GROUPS.large, CATEGORIES.dough, "Massa Tradicional", 0),
  additional("AD-PG-MASSA-FINA", GROUPS.large, CATEGORIES.dough, "Massa Fina e Crocante", 0),
  additional("AD-PG-MASSA-INTEGRAL", GROUPS.large, CATEGORIES.dough, "Massa Integral", 6),
  additional("AD-PI-MASSA-TRAD", GROUPS.individual, CATEGORIES.dough, "Massa Tradicional", 0),
  additional("AD-PI-MASSA-FINA", GROUPS.individual, CATEGORIES.dough, "Massa Fina e Crocante", 0),
  additional("AD-PI-MASSA-INTEGRAL", GROUPS.individual, CATEGORIES.dough, "Massa Integral", 4),

  additional("AD-PG-MOLHO-TRAD", GROUPS.large, CATEGORIES.sauce, "Molho de Tomate da Casa", 0),
  additional("AD-PG-MOLHO-POMODORO", GROUPS.large, CATEGORIES.sauce, "Molho Pomodoro Rústico", 4),
  additional("AD-PG-MOLHO-PICANTE", GROUPS.large, CATEGORIES.sauce, "Molho Picante", 3),
  additional("AD-PI-MOLHO-TRAD", GROUPS.individual, CATEGORIES.sauce, "Molho de Tomate da Casa", 0),
  additional("AD-PI-MOLHO-POMODORO", GROUPS.individual, CATEGORIES.sauce, "Molho Pomodoro Rústico", 2.5),

  additional("AD-PG-BACON", GROUPS.large, CATEGORIES.extras, "Bacon", 9),
  additional("AD-PG-CATUPIRY", GROUPS.large, CATEGORIES.extras, "Catupiry", 8),
  additional("AD-PG-CHEDDAR", GROUPS.large, CATEGORIES.extras, "Cheddar", 8),
  additional("AD-PG-MUSSARELA", GROUPS.large, CATEGORIES.extras, "Mussarela Extra", 10),
  additional("AD-PG-AZEITONA", GROUPS.large, CATEGORIES.extras, "Azeitonas Pretas", 4),
  additional("AD-PG-CEBOLA", GROUPS.large, CATEGORIES.extras, "Cebola Caramelizada", 6),
  additional("AD-PG-OVO", GROUPS.large, CATEGORIES.extras, "Ovo", 4),
  additional("AD-PG-PALMITO", GROUPS.large, CATEGORIES.extras, "Palmito", 9, false),
  additional("AD-PI-BACON", GROUPS.individual, CATEGORIES.extras, "Bacon", 5),
  additional("AD-PI-CATUPIRY", GROUPS.individual, CATEGORIES.extras, "Catupiry", 4.5),
  additional("AD-PI-CHEDDAR", GROUPS.individual, CATEGORIES.extras, "Cheddar", 4.5),
  additional("AD-PI-MUSSARELA", GROUPS.individual, CATEGORIES.extras, "Mussarela Extra", 6),
  additional("AD-PI-AZEITONA", GROUPS.individual, CATEGORIES.extras, "Azeitonas Pretas", 2.5),
  additional("AD-PI-CEBOLA", GROUPS.individual, CATEGORIES.extras, "Cebola Caramelizada", 3.5),
  additional("AD-PI-OVO", GROUPS.individual, CATEGORIES.extras, "Ovo", 2.5),

  additional("AD-PG-BORDA-CATUPIRY", GROUPS.large, CATEGORIES.crust, "Borda de Catupiry", 12),
  additional("AD-PG-BORDA-CHEDDAR", GROUPS.large, CATEGORIES.crust, "Borda de Cheddar", 12),
  additional("AD-PG-BORDA-CHOCOLATE", GROUPS.large, CATEGORIES.crust, "Borda de Chocolate", 14),
  additional("AD-PI-BORDA-CATUPIRY", GROUPS.individual, CATEGORIES.crust, "Borda de Catupiry", 7),
  additional("AD-PI-BORDA-CHOCOLATE", GROUPS.individual, CATEGORIES.crust, "Borda de Chocolate", 8),

  additional("AD-SB-SORVETE", GROUPS.desserts, CATEGORIES.extras, "Bola de Sorvete de Creme", 7),
  additional("AD-SB-CALDA", GROUPS.desserts, CATEGORIES.extras, "Calda Extra de Chocolate", 3),
];

/** Named sets of additionals, linked to products through product_has_additionals. */
export type AdditionalSet =
  | "large-dough"
  | "large-sauce"
  | "large-extras"
  | "large-crust"
  | "large-sweet-crust"
  | "individual-dough"
  | "individual-sauce"
  | "individual-extras"
  | "individual-crust"
  | "individual-sweet-crust"
  | "dessert-extras";

const byPrefix = (prefix: string, category: string) =>
  SEED_ADDITIONALS.filter((item) => item.externalId.startsWith(prefix) && item.category === category).map((item) => item.externalId);

export const ADDITIONAL_SETS: Record<AdditionalSet, readonly string[]> = {
  "large-dough": byPrefix("AD-PG-", CATEGORIES.dough),
  "large-sauce": byPrefix("AD-PG-", CATEGORIES.sauce),
  // A fraction of a large pizza takes the individual prices (seed 000 section 5), so both groups are linked.
  "large-extras": [...byPrefix("AD-PG-", CATEGORIES.extras), ...byPrefix("AD-PI-", CATEGORIES.extras)],
  "large-crust": byPrefix("AD-PG-BORDA-C", CATEGORIES.crust),
  "large-sweet-crust": ["AD-PG-BORDA-CHOCOLATE"],
  "individual-dough": byPrefix("AD-PI-", CATEGORIES.dough),
  "individual-sauce": byPrefix("AD-PI-", CATEGORIES.sauce),
  "individual-extras": byPrefix("AD-PI-", CATEGORIES.extras),
  "individual-crust": ["AD-PI-BORDA-CATUPIRY"],
  "individual-sweet-crust": ["AD-PI-BORDA-CHOCOLATE"],
  "dessert-extras": byPrefix("AD-SB-", CATEGORIES.extras),
};

const SAVORY_LARGE: readonly AdditionalSet[] = ["large-dough", "large-sauce", "large-extras", "large-crust"];
const SWEET_LARGE: readonly AdditionalSet[] = ["large-dough", "large-sweet-crust"];
const SAVORY_INDIVIDUAL: readonly AdditionalSet[] = ["individual-dough", "individual-sauce", "individual-extras", "individual-crust"];
const SWEET_INDIVIDUAL: readonly AdditionalSet[] = ["individual-dough", "individual-sweet-crust"];

const large = (
  externalId: string,
  subgroup: "Tradicionais" | "Especiais" | "Doces",
  name: string,
  description: string,
  amount: number,
  image: string,
  extra: Partial<SeedProduct> = {},
): SeedProduct => ({
  externalId,
  name,
  description,
  amount,
  image,
  group: GROUPS.large,
  subgroup,
  orderGroup: 1,
  fractionable: true,
  additionals: subgroup === "Doces" ? SWEET_LARGE : SAVORY_LARGE,
  ...extra,
});

const individual = (
  externalId: string,
  subgroup: "Tradicionais" | "Doces",
  name: string,
  description: string,
  amount: number,
  image: string,
  extra: Partial<SeedProduct> = {},
): SeedProduct => ({
  externalId,
  name,
  description,
  amount,
  image,
  group: GROUPS.individual,
  subgroup,
  orderGroup: 2,
  fractionable: true,
  additionals: subgroup === "Doces" ? SWEET_INDIVIDUAL : SAVORY_INDIVIDUAL,
  ...extra,
});

const simple = (
  externalId: string,
  group: string,
  subgroup: string,
  orderGroup: number,
  name: string,
  description: string,
  amount: number,
  image: string,
  extra: Partial<SeedProduct> = {},
): SeedProduct => ({
  externalId,
  name,
  description,
  amount,
  image,
  group,
  subgroup,
  orderGroup,
  fractionable: false,
  additionals: [],
  ...extra,
});

export const SEED_PRODUCTS: readonly SeedProduct[] = [
  large("PG-MARGHERITA", "Tradicionais", "Margherita", "Molho de tomate, mussarela, tomate fresco, manjericão e azeite extravirgem.", 59.9, "pizza-margherita", { featured: true }),
  large("PG-MUSSARELA", "Tradicionais", "Mussarela", "Molho de tomate, mussarela, orégano e azeitonas pretas.", 52.9, "pizza-mussarela"),
  large("PG-CALABRESA", "Tradicionais", "Calabresa", "Calabresa fatiada, cebola roxa, mussarela e orégano.", 54.9, "pizza-calabresa", { featured: true }),
  large("PG-PORTUGUESA", "Tradicionais", "Portuguesa", "Presunto, ovos, cebola, azeitonas verdes, ervilha e mussarela.", 62.9, "pizza-portuguesa"),
  large("PG-FRANGO-CATUPIRY", "Tradicionais", "Frango com Catupiry", "Frango desfiado temperado, Catupiry original e milho.", 64.9, "pizza-frango-catupiry", { featured: true }),
  large("PG-NAPOLITANA", "Tradicionais", "Napolitana", "Mussarela, rodelas de tomate, parmesão, azeitonas e manjericão.", 58.9, "pizza-napolitana"),
  large("PG-ATUM", "Tradicionais", "Atum", "Atum sólido, cebola, mussarela e azeitonas.", 61.9, "pizza-atum"),
  large("PG-QUATRO-QUEIJOS", "Especiais", "Quatro Queijos", "Mussarela, provolone, gorgonzola e Catupiry.", 69.9, "pizza-quatro-queijos"),
  large("PG-PEPPERONI", "Especiais", "Pepperoni", "Pepperoni artesanal, mussarela e molho de tomate da casa.", 72.9, "pizza-pepperoni", { featured: true }),
  large("PG-PARMA-RUCULA", "Especiais", "Parma com Rúcula", "Presunto de Parma, rúcula fresca, mussarela de búfala e lascas de parmesão.", 82.9, "pizza-parma-rucula", { featured: true }),
  large("PG-CAMARAO", "Especiais", "Camarão", "Camarões salteados no alho, Catupiry e manjericão.", 89.9, "pizza-camarao"),
  large("PG-BURRATA", "Especiais", "Burrata", "Burrata inteira, tomate-cereja confitado, pesto de manjericão.", 86.9, "pizza-burrata"),
  large("PG-FILE-GORGONZOLA", "Especiais", "Filé com Gorgonzola", "Cubos de filé-mignon, gorgonzola e cebola caramelizada.", 84.9, "pizza-file-gorgonzola", { active: false }),
  large("PG-CHOCOLATE-MORANGO", "Doces", "Chocolate com Morango", "Chocolate ao leite, morangos frescos e raspas de chocolate.", 64.9, "pizza-chocolate-morango", { featured: true }),
  large("PG-ROMEU-JULIETA", "Doces", "Romeu e Julieta", "Mussarela e goiabada cascão derretida.", 58.9, "pizza-romeu-julieta"),
  large("PG-BANANA-CANELA", "Doces", "Banana com Canela", "Banana, açúcar, canela e leite condensado.", 54.9, "pizza-banana-canela"),
  large("PG-PRESTIGIO", "Doces", "Prestígio", "Chocolate ao leite e coco ralado.", 59.9, "pizza-prestigio"),

  individual("PI-MARGHERITA", "Tradicionais", "Margherita Individual", "Molho de tomate, mussarela, tomate fresco e manjericão. 4 fatias.", 32.9, "pizza-margherita"),
  individual("PI-CALABRESA", "Tradicionais", "Calabresa Individual", "Calabresa fatiada, cebola roxa e mussarela. 4 fatias.", 29.9, "pizza-calabresa"),
  individual("PI-FRANGO-CATUPIRY", "Tradicionais", "Frango com Catupiry Individual", "Frango desfiado, Catupiry e milho. 4 fatias.", 34.9, "pizza-frango-catupiry"),
  individual("PI-QUATRO-QUEIJOS", "Tradicionais", "Quatro Queijos Individual", "Mussarela, provolone, gorgonzola e Catupiry. 4 fatias.", 36.9, "pizza-quatro-queijos"),
  individual("PI-PEPPERONI", "Tradicionais", "Pepperoni Individual", "Pepperoni artesanal e mussarela. 4 fatias.", 38.9, "pizza-pepperoni"),
  individual("PI-CHOCOLATE-MORANGO", "Doces", "Chocolate com Morango Individual", "Chocolate ao leite e morangos frescos. 4 fatias.", 34.9, "pizza-chocolate-morango"),
  individual("PI-ROMEU-JULIETA", "Doces", "Romeu e Julieta Individual", "Mussarela e goiabada cascão. 4 fatias.", 31.9, "pizza-romeu-julieta"),

  simple("BB-COLA-2L", GROUPS.drinks, "Refrigerantes", 3, "Refrigerante de Cola 2 L", "Garrafa de 2 litros, bem gelada.", 14.9, "bebida-cola-2l"),
  simple("BB-GUARANA-2L", GROUPS.drinks, "Refrigerantes", 3, "Guaraná 2 L", "Garrafa de 2 litros, bem gelada.", 12.9, "bebida-guarana-2l"),
  simple("BB-COLA-LATA", GROUPS.drinks, "Refrigerantes", 3, "Refrigerante de Cola Lata", "Lata de 350 ml.", 6.9, "bebida-cola-lata"),
  simple("BB-GUARANA-LATA", GROUPS.drinks, "Refrigerantes", 3, "Guaraná Lata", "Lata de 350 ml.", 6.5, "bebida-guarana-lata"),
  simple("BB-SUCO-LARANJA", GROUPS.drinks, "Sucos", 3, "Suco de Laranja Natural", "Copo de 500 ml, espremido na hora.", 11.9, "bebida-suco-laranja"),
  simple("BB-AGUA", GROUPS.drinks, "Águas", 3, "Água Mineral sem Gás", "Garrafa de 500 ml.", 4.5, "bebida-agua"),
  simple("BB-AGUA-GAS", GROUPS.drinks, "Águas", 3, "Água Mineral com Gás", "Garrafa de 500 ml.", 5, "bebida-agua-gas"),

  simple("SB-PETIT-GATEAU", GROUPS.desserts, "Sobremesas", 4, "Petit Gâteau", "Bolinho de chocolate com recheio cremoso e sorvete de creme.", 24.9, "sobremesa-petit-gateau", {
    featured: true,
    additionals: ["dessert-extras"],
  }),
  simple("SB-PUDIM", GROUPS.desserts, "Sobremesas", 4, "Pudim de Leite", "Pudim de leite condensado com calda de caramelo.", 14.9, "sobremesa-pudim"),
  simple("SB-BROWNIE", GROUPS.desserts, "Sobremesas", 4, "Brownie com Sorvete", "Brownie de chocolate meio amargo com sorvete de creme.", 21.9, "sobremesa-brownie", {
    additionals: ["dessert-extras"],
  }),
  simple("SB-MOUSSE-MARACUJA", GROUPS.desserts, "Sobremesas", 4, "Mousse de Maracujá", "Mousse aerada com calda da fruta.", 12.9, "sobremesa-mousse-maracuja"),
];
