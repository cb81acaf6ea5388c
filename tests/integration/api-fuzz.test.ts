import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { hashPassword } from "../../modules/accounts/hash-password.ts";
import { startSession } from "../../modules/accounts/start-session.ts";
import { customers } from "../../modules/accounts/tables.ts";
import { createApp } from "../../server/create-app.ts";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "../setup/test-databases.ts";

/**
 * Issue 14: every operation of the OpenAPI document, called with random and boundary input derived from its own
 * schemas (fast-check), signed in or not, must answer below 500 and in the envelope { code, message }.
 */
type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
  maximum?: number;
};
type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

const runsPerOperation = 40;
const sites = ["us", "gb", "de", "fr", "es", "it", "xx", ""];
const boundaryStrings = fc.constantFrom(
  "",
  " ",
  "0",
  "-1",
  "0x10",
  "1e309",
  "9".repeat(40),
  "a\u0000b",
  "<script>alert(1)</script>",
  "' or 1=1 --",
  "ü🙂\u202e",
  "%00",
  "x".repeat(5000),
);
const boundaryNumbers = fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 0.5, -0);

describe.each(databaseKinds)("API fuzzing from the OpenAPI document on %s", (kind: DatabaseKind) => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let token = "";
  let operations: { method: string; path: string; operation: Operation }[] = [];
  let components: Record<string, Schema> = {};

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seeded: true });
    app = createApp({ db: database.db });
    const [customer] = await database.db
      .insert(customers)
      .values({ email: `fuzz.${kind}@example.com`, passwordHash: await hashPassword("Sunny2026x") })
      .returning({ id: customers.id });
    token = (await startSession(database.db, customer?.id ?? 0)).token;
    const document = (await (await app.request("/api/docs/openapi.json")).json()) as Document;
    components = document.components?.schemas ?? {};
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        operation,
      })),
    );
  });
  afterAll(() => database?.close());

  const resolve = (schema: Schema | undefined): Schema =>
    schema?.$ref ? resolve(components[schema.$ref.split("/").at(-1) ?? ""]) : (schema ?? {});

  /** A value the schema allows most of the time, anything JSON or a boundary value otherwise. */
  const valueFor = (raw: Schema | undefined, depth = 0): fc.Arbitrary<unknown> => {
    const schema = resolve(raw);
    const wild = fc.oneof(boundaryStrings, boundaryNumbers, fc.constant(null), fc.jsonValue({ maxDepth: 2 }));
    if (depth > 3) return wild;
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives?.length)
      return fc.oneof(...alternatives.map((choice) => valueFor(choice, depth + 1)), wild);
    if (schema.enum?.length) return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...schema.enum) }, wild);
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    const guided: fc.Arbitrary<unknown> | undefined =
      type === "integer"
        ? fc.integer({ min: schema.minimum ?? -1000, max: Math.min(schema.maximum ?? 1e6, 2 ** 31 - 1) })
        : type === "number"
          ? fc.double({ noNaN: true, noDefaultInfinity: true })
          : type === "string"
            ? fc.string({ maxLength: 40 })
            : type === "boolean"
              ? fc.boolean()
              : type === "array"
                ? fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 })
                : type === "object" || schema.properties
                  ? objectFor(schema, depth)
                  : undefined;
    return guided ? fc.oneof({ weight: 3, arbitrary: guided }, wild) : wild;
  };
  const objectFor = (schema: Schema, depth: number): fc.Arbitrary<unknown> =>
    fc.record(
      Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          valueFor(property, depth + 1),
        ]),
      ),
      { requiredKeys: [] },
    );
  const queryValue = fc.oneof(boundaryStrings, fc.string({ maxLength: 20 }), fc.integer().map(String));

  it("answers every operation below 500 and in the envelope, whatever it is sent", async () => {
    expect(operations.length).toBeGreaterThan(40);
    for (const { method, path, operation } of operations) {
      const parameters = operation.parameters ?? [];
      const queryNames = parameters.filter((parameter) => parameter.in === "query").map((p) => p.name);
      const jsonSchema = operation.requestBody?.content["application/json"]?.schema;
      const input = fc.record({
        site: fc.constantFrom(...sites),
        signedIn: fc.boolean(),
        query: fc.record(Object.fromEntries(queryNames.map((name) => [name, queryValue])), {
          requiredKeys: [],
        }),
        body: fc.oneof(
          {
            weight: 4,
            arbitrary: valueFor(jsonSchema ?? { type: "object" }).map((value) => JSON.stringify(value)),
          },
          fc.constantFrom("{", "[]", "null", '"x"', "{}", '{"__proto__":{"x":1}}'),
        ),
        idempotencyKey: fc.option(boundaryStrings, { nil: undefined }),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ site, signedIn, query, body, idempotencyKey }) => {
          const search = new URLSearchParams(query as Record<string, string>).toString();
          const headers: Record<string, string> = {
            clientId: "store-web",
            clientSecret: "store-web-public",
            site,
            "Content-Type": "application/json",
          };
          if (signedIn) headers.token = token;
          if (idempotencyKey !== undefined)
            headers["Idempotency-Key"] = idempotencyKey.replace(/[^\x20-\x7e]/g, "");
          const response = await app.request(`${path}${search ? `?${search}` : ""}`, {
            method,
            headers,
            body: method === "GET" ? undefined : body,
          });
          const text = await response.text();
          const context = `${method} ${path}?${search} ${body.slice(0, 300)} → ${response.status} ${text.slice(0, 300)}`;
          expect(response.status, context).toBeLessThan(500);
          const envelope = JSON.parse(text) as { code: unknown; message: unknown };
          expect(typeof envelope.message, context).toBe("string");
          expect(envelope.code, context).toBe(response.status === 200 ? 200 : response.status);
        }),
        { numRuns: runsPerOperation },
      );
    }
  }, 120_000);
});
