/** A JSON Schema object as the OpenAPI documents hold it. */
export type JsonSchema = Record<string, unknown>;
