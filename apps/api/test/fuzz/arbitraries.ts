import fc from "fast-check";
import { leaksIn } from "./checks";
import type { JsonSchema } from "./routes";

/*
 * fast-check arbitraries for hostile input: strings, numbers, JSON values (with raw literals,
 * duplicate and prototype-polluting keys, deep nesting), query strings, path segments, bodies in
 * any content type, multipart uploads and header values.
 */

/** Text that goes into the JSON document as is (a number literal JSON.stringify cannot write, deep nesting). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** An object written key by key: keys may repeat and may be `__proto__`. */
export class JsonEntries {
  constructor(readonly entries: ReadonlyArray<readonly [string, unknown]>) {}
}

/** JSON text of a value built from plain values, RawJson and JsonEntries. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof JsonEntries) return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`).join(",")}}`;
  if (Array.isArray(value)) return `[${value.map(toJson).join(",")}]`;
  if (value !== null && typeof value === "object") return toJson(new JsonEntries(Object.entries(value)));
  return JSON.stringify(value) ?? "null";
}

/** Percent-encodes the UTF-8 bytes of `text`, keeping the characters that `keep` allows. */
export function percentEncode(text: string, keep: RegExp = /[A-Za-z0-9\-._~]/): string {
  let encoded = "";
  for (const byte of Buffer.from(text, "utf8")) {
    const char = String.fromCharCode(byte);
    encoded += byte < 0x80 && keep.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return encoded;
}

const SQLISH = [
  "' OR '1'='1",
  "' OR 1=1 --",
  "1; DROP TABLE clients; --",
  "') UNION SELECT password_hash FROM clients --",
  '" OR ""="',
  "%' AND 1=0 --",
  "1' AND SLEEP(1)#",
  "$1",
  "::int",
  "\\",
  "\\'",
  "_%",
  "%",
  "%%",
];

const NUMBERISH = [
  "0",
  "-0",
  "-1",
  "1.5",
  "1e3",
  "1e309",
  "-1e309",
  "0x10",
  "0b1",
  " 7 ",
  "+7",
  "007",
  "NaN",
  "Infinity",
  "-Infinity",
  "2147483647",
  "2147483648",
  "-2147483649",
  "4294967296",
  "9007199254740991",
  "9007199254740993",
  "99999999999999999999999999999",
  "1.7976931348623157e308",
  "5e-324",
];

const ODD_TEXT = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0007\u001b[31m",
  "\r\n",
  "\t",
  "..",
  "../..",
  "..\\..",
  "/",
  "//",
  "%00",
  "%",
  "%zz",
  "%C0%AF",
  "\uD800",
  "\uDFFF",
  "x\uD83D",
  "\uFEFF",
  "\u202Eevil",
  "😀",
  "ação",
  "İstanbul",
  "ß",
  "ﬀ",
  "\u0301",
  "<script>alert(1)</script>",
  "${jndi:ldap://x}",
  "{{7*7}}",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "null",
  "true",
  "false",
  "undefined",
  "[]",
  "{}",
  "asc",
  "desc",
  "ASC",
  "name:asc",
  "-name",
  ...SQLISH,
  ...NUMBERISH,
];

/** Any text: random code points (lone surrogates included), ASCII, graphemes, or a known troublemaker. */
export const junkText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 24 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary-ascii", maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 12 }) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...ODD_TEXT), { minLength: 2, maxLength: 4 }).map((parts) => parts.join("")) },
);

/** Long texts: around and beyond the usual column sizes, and near the 256 KiB body limit. */
const longText: fc.Arbitrary<string> = fc
  .record({ char: fc.constantFrom("x", "9", "ç", "😀", "\u0000", "%", "'"), length: fc.constantFrom(121, 255, 256, 501, 5_000, 70_000) })
  .map(({ char, length }) => char.repeat(length));

const junkNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 0.1, 0.005, 49.999, 1e-7, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 32, 2 ** 53, Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, 1e21),
  fc.constantFrom("1e400", "-1e400", "123456789012345678901234567890", "0.0000000000000000000001", "1E2", "-0.0").map((text) => new RawJson(text)),
);

/** JSON nested `depth` levels deep (arrays or objects). */
const deepJson: fc.Arbitrary<RawJson> = fc
  .record({ depth: fc.constantFrom(64, 1_000, 10_000, 50_000), kind: fc.constantFrom("array", "object", "proto") })
  .map(({ depth, kind }) => {
    if (kind === "array") return new RawJson(`${"[".repeat(depth)}${"]".repeat(depth)}`);
    const key = kind === "proto" ? "__proto__" : "a";
    return new RawJson(`${`{"${key}":`.repeat(depth)}1${"}".repeat(depth)}`);
  });

const PROTO_KEYS = ["__proto__", "constructor", "prototype"];
const POLLUTION = [
  new RawJson('{"polluted":"yes","isAdmin":true,"role":"staff"}'),
  new RawJson('{"prototype":{"polluted":"yes"}}'),
  new RawJson('{"__proto__":{"polluted":"yes"}}'),
  new RawJson("null"),
  new RawJson("[]"),
];

/** Object keys: anything that would not echo as a false "leak" when a strict schema names it back. */
const junkKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...PROTO_KEYS, "", " ", "id", "role", "is_staff", "client_id", "a.b", "a[b]", "$where", "0", "-1") },
  { weight: 3, arbitrary: junkText.filter((key) => leaksIn(key).length === 0) },
);

/** A random JSON-ish value of bounded size (raw literals and polluting keys included). */
export const junkJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { weight: 3, arbitrary: junkText },
    { weight: 2, arbitrary: junkNumber },
    { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
    { weight: 1, arbitrary: fc.constantFrom(...POLLUTION) },
    { weight: 1, arbitrary: fc.array(tie("value"), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.array(fc.tuple(junkKey, tie("value")), { maxLength: 4 }).map((entries) => new JsonEntries(entries)) },
  ),
})).value;

/** Any value, rarely a huge one. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 12, arbitrary: junkJson },
  { weight: 1, arbitrary: longText },
  { weight: 1, arbitrary: deepJson },
);

const typesOf = (schema: JsonSchema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type]);

function regexArbitrary(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return undefined;
  }
}

/** A value that has the schema's shape (often valid, sometimes on or just past a limit). */
function plausible(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (schema === undefined || depth > 4) return junkJson;
  const options: Array<fc.Arbitrary<unknown>> = [];
  if (schema.enum !== undefined && schema.enum.length > 0) options.push(fc.constantFrom(...schema.enum));
  if (schema.const !== undefined) options.push(fc.constant(schema.const));
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) options.push(plausible(branch, depth + 1));
  if (schema.nullable === true) options.push(fc.constant(null));
  for (const type of typesOf(schema)) {
    if (type === "string" && schema.enum === undefined) {
      const min = schema.minLength ?? 0;
      const max = Math.min(schema.maxLength ?? 40, 200);
      options.push(fc.string({ minLength: Math.min(min, max), maxLength: max }));
      options.push(fc.constantFrom(...ODD_TEXT));
      if (schema.maxLength !== undefined) options.push(fc.constant("x".repeat(schema.maxLength + 1)));
      const matching = schema.pattern === undefined ? undefined : regexArbitrary(schema.pattern);
      if (matching !== undefined) options.push(matching);
    } else if (type === "integer" || type === "number") {
      const min = Math.max(schema.minimum ?? -1e6, -1e9);
      const max = Math.min(schema.maximum ?? 1e6, 1e9);
      options.push(type === "integer" ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true }));
      options.push(fc.constantFrom(...[schema.minimum, schema.maximum].filter((bound): bound is number => bound !== undefined), 1, 2, 3, 2 ** 31, 1e12));
      if (type === "number") options.push(fc.constantFrom(0.01, 49.9, 0.001, 12.345));
    } else if (type === "boolean") {
      options.push(fc.boolean());
    } else if (type === "null") {
      options.push(fc.constant(null));
    } else if (type === "array") {
      options.push(fc.array(plausible(schema.items, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.max(schema.minItems ?? 0, 3) }));
    } else if (type === "object") {
      options.push(objectFor(schema, depth + 1));
    }
  }
  return options.length === 0 ? junkJson : fc.oneof(...options);
}

/** An object with the schema's keys, each valid-looking or hostile or missing, sometimes with extra keys. */
export function objectFor(schema: JsonSchema, depth = 0): fc.Arbitrary<JsonEntries> {
  const keys = Object.keys(schema.properties ?? {});
  const fields = keys.map((key) =>
    fc.option(
      fc.oneof(
        { weight: 3, arbitrary: plausible(schema.properties?.[key], depth) },
        { weight: 1, arbitrary: hostileValue },
      ),
      { freq: 4, nil: undefined },
    ).map((value) => [key, value] as const),
  );
  return fc
    .record({
      fields: fc.tuple(...fields),
      extra: fc.option(fc.array(fc.tuple(fc.oneof(junkKey, fc.constantFrom(...keys, ...PROTO_KEYS)), hostileValue), { minLength: 1, maxLength: 3 }), { freq: 4, nil: undefined }),
      shuffle: fc.boolean(),
    })
    .map(({ fields: chosen, extra, shuffle }) => {
      const entries: Array<readonly [string, unknown]> = chosen.filter((entry): entry is readonly [string, unknown] => entry[1] !== undefined);
      if (extra !== undefined) entries.push(...extra);
      return new JsonEntries(shuffle ? entries.reverse() : entries);
    });
}

// ---------------------------------------------------------------------------------------------
// Wire-level pieces: path segments, query strings, bodies and headers.

const SEGMENT_CHARS = /[\x21-\x7e]/;

/** A path segment: valid-looking, junk (encoded or raw), traversal, huge, or one of `known`. */
export function pathSegment(known: readonly string[], schema?: JsonSchema): fc.Arbitrary<string> {
  return fc.oneof(
    ...(known.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...known) }] : []),
    { weight: 1, arbitrary: plausible(schema).map((value) => percentEncode(typeof value === "string" ? value : toJson(value))) },
    { weight: 3, arbitrary: junkText.map((text) => percentEncode(text)) },
    { weight: 1, arbitrary: junkText.map((text) => percentEncode(text, SEGMENT_CHARS)) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "%00",
        "..",
        "%2e%2e",
        "%2E%2E%2F%2E%2E%2Fpackage.json",
        "..%2F..%2Fpackage.json",
        "../../../etc/passwd",
        "..%5C..%5Cwindows",
        "%2F",
        "%5C",
        "%zz",
        "%",
        "%C0%AF",
        "%ED%A0%80",
        "%FF%FE",
        ";",
        "a;b=c",
        "#frag",
        "%23",
        "?",
        "%3F",
        "*",
        "-1",
        "0",
        "1.0",
        "1e3",
        "2147483648",
        "9007199254740993",
        "99999999999999999999999999999",
        "%F0%9F%98%80",
        "null",
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom(101, 2_000, 8_000).chain((length) => fc.constantFrom("9".repeat(length), "a".repeat(length), "%41".repeat(length / 2))) },
  );
}

/** A query string (with its `?`), built from the route's known parameters and junk. */
export function queryString(known: Record<string, JsonSchema>): fc.Arbitrary<string> {
  const names = Object.keys(known);
  const key = fc.oneof(
    ...(names.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...names) }] : []),
    { weight: 1, arbitrary: fc.constantFrom("page", "size", "sort", "order", "take", "skip", "limit", "offset", "where_name", "where_id", "order_name", "where_", "order_", "__proto__", "constructor", "a[]", "where_name[]", "where_name[$ne]", "data.id", "type") },
    { weight: 1, arbitrary: junkText },
  );
  const valueFor = (name: string): fc.Arbitrary<string> =>
    fc.oneof(
      { weight: 2, arbitrary: plausible(known[name]).map((value) => (typeof value === "string" ? value : toJson(value))) },
      { weight: 3, arbitrary: junkText },
      { weight: 1, arbitrary: fc.constantFrom(...SQLISH) },
      { weight: 1, arbitrary: fc.constantFrom("x".repeat(1_000), "9".repeat(400), "%".repeat(300)) },
    );
  const pair = key.chain((name) =>
    fc.record({
      name: fc.constant(name),
      value: valueFor(name),
      style: fc.constantFrom("encoded", "encoded", "raw", "bare", "array", "repeat"),
    }),
  );
  const encodeAs = (text: string, raw: boolean) => (raw ? percentEncode(text, /[\x21-\x22\x24-\x25\x27-\x3c\x3e-\x7e]/) : percentEncode(text));
  return fc.oneof(
    { weight: 6, arbitrary: fc.array(pair, { minLength: 1, maxLength: 6 }).map((pairs) =>
      `?${pairs
        .map(({ name, value, style }) => {
          const raw = style === "raw";
          const k = encodeAs(name, raw);
          const v = encodeAs(value, raw);
          if (style === "bare") return k;
          if (style === "array") return `${k}[]=${v}&${k}[]=${v}`;
          if (style === "repeat") return `${k}=${v}&${k}=`;
          return `${k}=${v}`;
        })
        .join("&")}`,
    ) },
    { weight: 1, arbitrary: fc.constantFrom("?", "??", "?&&&", "?=", "?==&=", "?%", "?a=%zz", "?%00=%00", "?a=%C0%AF", "?take=1&take=1000", "?#x", `?${"a=1&".repeat(500)}`) },
  );
}

const JSON_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=latin1",
  "application/json; charset=utf-16",
  "APPLICATION/JSON",
  "application/json;",
  "application/json; boundary=x",
  "application/vnd.api+json",
];
const OTHER_TYPES = [
  "text/plain",
  "text/html",
  "text/json",
  "application/xml",
  "application/x-www-form-urlencoded",
  "application/octet-stream",
  "application/*",
  "*/*",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "multipart/form-data; boundary=forno",
  "image/png",
  "json",
  ";;;",
  "",
];

export interface BodyCase {
  contentType?: string;
  body: Buffer;
}

const jsonType = fc.constantFrom(...JSON_TYPES);

/** A header value Node can send (tab, printable ASCII, Latin-1). */
export const headerText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0x80, max: 0xff })).map((code) => String.fromCharCode(code)), maxLength: 40 }),
  fc.constantFrom("", " ", "\t", "null", "0", "-1", "1e309", "99999999999999999999", "a".repeat(300), "ç", "\u00ff\u00fe", "../..", "' OR 1=1 --"),
);

/** A multipart/form-data body: junk boundaries, parts, names, file names, types and non-image bytes. */
export const multipartBody: fc.Arbitrary<BodyCase> = fc
  .record({
    boundary: fc.oneof(fc.constant("fornoBoundary123"), fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 20 })),
    declared: fc.constantFrom("same", "same", "same", "other", "missing", "quoted"),
    parts: fc.array(
      fc.record({
        name: fc.oneof(fc.constant("file"), fc.constant("file"), junkKey),
        filename: fc.option(fc.oneof(fc.constantFrom("foto.png", "foto.jpg", "../../etc/passwd", "a\u0000.png", "x".repeat(300), "foto.svg", "ç.webp", ""), junkText), { nil: undefined }),
        type: fc.option(fc.oneof(fc.constantFrom("image/png", "image/jpeg", "image/svg+xml", "application/pdf", "text/plain", "image/gif", ""), headerText), { nil: undefined }),
        data: fc.oneof(
          fc.uint8Array({ maxLength: 2_048 }).map((bytes) => Buffer.from(bytes)),
          fc.constantFrom(
            Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64"),
            Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"),
            Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.alloc(64, 0xff)]),
            Buffer.from("ffd8ffe000104a46494600010100000100010000ffdb", "hex"),
            Buffer.from("GIF89a\x01\x00\x01\x00\x80\x00\x00", "latin1"),
            Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8 ", "latin1"),
            Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
            Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj\n"),
            Buffer.from("Olá, isto não é uma imagem."),
            Buffer.alloc(0),
          ),
        ),
      }),
      { maxLength: 4 },
    ),
    ending: fc.constantFrom("closed", "closed", "closed", "truncated", "no-final-crlf", "garbage"),
  })
  .map(({ boundary, declared, parts, ending }) => {
    const chunks: Buffer[] = [];
    for (const part of parts) {
      const disposition = `form-data; name="${part.name}"${part.filename === undefined ? "" : `; filename="${part.filename}"`}`;
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type === undefined ? "" : `Content-Type: ${part.type}\r\n`}\r\n`, "utf8"));
      chunks.push(part.data, Buffer.from("\r\n"));
    }
    if (ending === "closed") chunks.push(Buffer.from(`--${boundary}--\r\n`));
    if (ending === "no-final-crlf") chunks.push(Buffer.from(`--${boundary}--`));
    if (ending === "garbage") chunks.push(Buffer.from(`--${boundary}-\r\n\r\ntrailing junk`));
    let body = Buffer.concat(chunks);
    if (ending === "truncated") body = body.subarray(0, Math.floor(body.length / 2));
    const contentType =
      declared === "missing" ? "multipart/form-data" : declared === "other" ? "multipart/form-data; boundary=notTheBoundary" : declared === "quoted" ? `multipart/form-data; boundary="${boundary}"` : `multipart/form-data; boundary=${boundary}`;
    return { contentType, body };
  });

/** A request body of any kind: JSON shaped like `schema` or not, non-JSON, empty, invalid UTF-8, another content type. */
export function bodyCase(schema: JsonSchema | undefined): fc.Arbitrary<BodyCase> {
  const shaped = schema === undefined ? junkJson : objectFor(schema);
  const json = (value: fc.Arbitrary<unknown>) => fc.record({ contentType: jsonType, value }).map(({ contentType, value: item }) => ({ contentType, body: Buffer.from(toJson(item), "utf8") }));
  return fc.oneof(
    { weight: 8, arbitrary: json(shaped) },
    { weight: 3, arbitrary: json(hostileValue) },
    { weight: 1, arbitrary: json(fc.constantFrom(...PROTO_KEYS).chain((key) => fc.constantFrom(...POLLUTION).map((value) => new JsonEntries([[key, value]])))) },
    {
      weight: 2,
      arbitrary: fc.record({
        contentType: jsonType,
        text: fc.oneof(junkText, fc.constantFrom("", " ", "{", "}", '{"a":', "[1,2", '{"a":1,}', "{'a':1}", "NaN", "undefined", "\uFEFF{}", '{"a":1}{"b":2}', "nul", "tru", "01", '"\\uD800"', '{"\\u0000":1}')),
      }).map(({ contentType, text }) => ({ contentType, body: Buffer.from(text, "utf8") })),
    },
    {
      weight: 1,
      arbitrary: fc.record({ contentType: jsonType, bytes: fc.uint8Array({ minLength: 1, maxLength: 8 }) }).map(({ contentType, bytes }) => ({
        contentType,
        body: Buffer.concat([Buffer.from('{"name":"', "latin1"), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), Buffer.from(bytes), Buffer.from('","document":"\xe9"}', "latin1")]),
      })),
    },
    { weight: 1, arbitrary: fc.record({ contentType: jsonType, size: fc.constantFrom(256 * 1024 + 1, 400_000) }).map(({ contentType, size }) => ({ contentType, body: Buffer.from(`{"name":"${"x".repeat(size)}"}`) })) },
    {
      weight: 2,
      arbitrary: fc.record({ contentType: fc.oneof(fc.constantFrom(...OTHER_TYPES), headerText), text: fc.oneof(junkText, shaped.map(toJson), fc.constant("a=1&b=2")) }).map(({ contentType, text }) => ({ contentType, body: Buffer.from(text, "utf8") })),
    },
    { weight: 1, arbitrary: fc.record({ body: fc.oneof(shaped.map(toJson), junkText).map((text) => Buffer.from(text)) }) },
    { weight: 1, arbitrary: multipartBody },
  );
}
