import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ANSWER_SAMPLES } from "../../test-support/answer-samples";
import * as schemas from "./index";

const exported = schemas as unknown as Record<string, unknown>;

/** Exported schemas that are not whole answers: the values answers and bodies are made of. */
const PARTS = [
  "addressNumberSchema",
  "birthdayWireSchema",
  "booleanLikeSchema",
  "cartSchema",
  "cepDigitsSchema",
  "clientNameSchema",
  "dataRemovalStatusSchema",
  "documentDigitsSchema",
  "externalReferenceSchema",
  "fractionPricingRuleSchema",
  "hoursExceptionSchema",
  "idSchema",
  "isoDateSchema",
  "isoDateTimeSchema",
  "latitudeSchema",
  "loginPasswordSchema",
  "longitudeSchema",
  "moneySchema",
  "onDeliveryMethodSchema",
  "orderStateSchema",
  "passwordSchema",
  "paymentMethodSchema",
  "paymentProviderNameSchema",
  "paymentStatusSchema",
  "phoneDigitsSchema",
  "resetTokenSchema",
  "roleSchema",
  "sandboxCardSchema",
  "sortDirectionSchema",
  "staffOrderClientSchema",
  "storedCartSchema",
  "whereBooleanSchema",
  "whereIntegerSchema",
  "whereNumberSchema",
  "whereTextSchema",
];

describe("answer shapes (what the API sends, as the clients read it)", () => {
  it("every answer schema has a sample answer here", () => {
    const answers = Object.entries(exported)
      .filter(([name, value]) => value instanceof z.ZodType && name.endsWith("Schema") && !/Body|Form|Input|Query|Param|Field/.test(name))
      .map(([name]) => name);
    expect(answers.filter((name) => !(name in ANSWER_SAMPLES) && !PARTS.includes(name))).toEqual([]);
    expect(Object.keys(ANSWER_SAMPLES).filter((name) => !answers.includes(name))).toEqual([]);
  });

  it("a saved card shows exactly four digits in the data export", () => {
    const { sample } = ANSWER_SAMPLES.clientExportSchema!;
    const withCard = (last_four_digits: string) => schemas.clientExportSchema.safeParse({ ...sample, saved_cards: [{ brand: "visa", last_four_digits }] }).success;
    expect(["1111", "11112", "x1111", "111"].map(withCard)).toEqual([true, false, false, false]);
  });

  describe.each(Object.entries(ANSWER_SAMPLES))("%s", (name, { sample, optional = [] }) => {
    const schema = exported[name] as z.ZodType;
    const always = Object.keys(sample).filter((key) => !optional.includes(key));

    it("reads and encodes a full answer back to itself, and documents the fields it always carries", () => {
      expect(schema.parse(sample)).toEqual(sample);
      expect(z.encode(schema, sample)).toEqual(sample);
      // Without `unrepresentable`, a one-way transform in an answer would throw here.
      const json = z.toJSONSchema(schema, { io: "output" }) as { required?: string[] };
      expect([...(json.required ?? [])].sort()).toEqual([...always].sort());
    });

    it("refuses an answer missing any field it always carries", () => {
      for (const key of always) {
        const { [key]: _missing, ...rest } = sample;
        expect(schema.safeParse(rest).success, key).toBe(false);
      }
      for (const key of optional) {
        const { [key]: _missing, ...rest } = sample;
        expect(schema.parse(rest), key).toEqual(rest);
      }
    });
  });
});
