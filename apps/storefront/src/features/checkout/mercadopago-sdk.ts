/** Mercado Pago's browser SDK, served by the provider itself (seed 001 section 7). */
export const MERCADOPAGO_SDK_URL = "https://sdk.mercadopago.com/js/v2";

/** The four ways the provider's script can let us down (seed 001 section 8). */
export const MERCADOPAGO_SDK_MESSAGES = {
  unavailable: "O pagamento com cartão está indisponível no momento. Tente o Pix ou tente novamente mais tarde.",
  loadFailed: "Não foi possível carregar o formulário do cartão. Verifique sua conexão e tente novamente.",
  alreadyInitialised: "Mercado Pago já foi iniciado nesta página; a instância existente será usada.",
  missingPublicKey: "O pagamento com cartão não está configurado (falta a chave pública do Mercado Pago).",
} as const;

export interface BrickController {
  unmount(): void;
}

export interface MercadoPagoInstance {
  bricks(): { create(kind: string, containerId: string, settings: unknown): Promise<BrickController> };
}

type MercadoPagoConstructor = new (publicKey: string, options?: { locale?: string }) => MercadoPagoInstance;

declare global {
  interface Window {
    MercadoPago?: MercadoPagoConstructor;
  }
}

let loading: Promise<MercadoPagoConstructor> | undefined;
let instance: { publicKey: string; mp: MercadoPagoInstance } | undefined;

/** Adds the SDK's script once; a failed load can be tried again. */
function loadSdk(): Promise<MercadoPagoConstructor> {
  if (window.MercadoPago) return Promise.resolve(window.MercadoPago);
  loading ??= new Promise<MercadoPagoConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = MERCADOPAGO_SDK_URL;
    script.async = true;
    script.onload = () => {
      if (window.MercadoPago) resolve(window.MercadoPago);
      else reject(new Error(MERCADOPAGO_SDK_MESSAGES.unavailable));
    };
    script.onerror = () => {
      script.remove();
      loading = undefined;
      reject(new Error(MERCADOPAGO_SDK_MESSAGES.loadFailed));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * The page's one Mercado Pago instance, created with the public key from GET /settings/store and the
 * pt-BR locale. A missing key fails before anything loads; a second initialisation only warns and
 * reuses the instance (the SDK must not be initialised twice).
 */
export async function initMercadoPago(publicKey: string | null | undefined): Promise<MercadoPagoInstance> {
  if (!publicKey) throw new Error(MERCADOPAGO_SDK_MESSAGES.missingPublicKey);
  if (instance) {
    console.warn(MERCADOPAGO_SDK_MESSAGES.alreadyInitialised);
    return instance.mp;
  }
  const MercadoPago = await loadSdk();
  let mp: MercadoPagoInstance;
  try {
    mp = new MercadoPago(publicKey, { locale: "pt-BR" });
  } catch {
    throw new Error(MERCADOPAGO_SDK_MESSAGES.unavailable);
  }
  instance = { publicKey, mp };
  return mp;
}

/** Tests only: forget the loaded SDK. */
export function resetMercadoPagoForTests(): void {
  loading = undefined;
  instance = undefined;
}
