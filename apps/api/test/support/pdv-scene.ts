import { afterAll, beforeAll } from "vitest";
import { type TestApp, type TestCatalogue, OPENDELIVERY_ENV, createTestApp, loadCatalogue, loginStaff, pdvToken, signInClient } from "./index";

/** An API with OpenDelivery configured, the demo customer's and the staff's sessions, and the PDV's token. */
export interface PdvScene {
  t: TestApp;
  catalogue: TestCatalogue;
  maria: string;
  staff: string;
  token: string;
}

export async function createPdvScene(env: Record<string, string> = {}): Promise<PdvScene> {
  const t = await createTestApp({ env: { ...OPENDELIVERY_ENV, ...env } });
  return { t, catalogue: await loadCatalogue(t.app), maria: await signInClient(t.app), staff: await loginStaff(t.app), token: await pdvToken(t.app) };
}

/** The suite's scene: created before its tests, closed after them (its fields are there once the tests run). */
export function usePdvScene(env: () => Record<string, string> = () => ({})): PdvScene {
  const scene = {} as PdvScene;
  beforeAll(async () => {
    Object.assign(scene, await createPdvScene(env()));
  });
  afterAll(() => scene.t.close());
  return scene;
}
