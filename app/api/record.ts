import type { z } from 'zod';
import type { FieldErrors } from '../../contracts/errors.ts';
import { ApiError, type ApiClient } from './client.ts';
import { fieldErrorsFromZod, type Translator } from './schema-messages.ts';

/** SPEC §8 library errors, worded exactly as the spec lists them. */
export const RECORD_ERRORS = {
  noEndpoint: 'Base endpoint is not specified',
  badRoute: 'Invalid or missing route',
  overwriteId: 'Not allowed to overwrite model identifier',
  badResponse: 'Expected an empty response, object, or valid identifier',
  noData: 'No data in fetch response',
  invalid: 'Model did not pass validation',
} as const;

export class RecordError extends Error {
  constructor(
    message: (typeof RECORD_ERRORS)[keyof typeof RECORD_ERRORS],
    /** Field errors for "Model did not pass validation". */
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'RecordError';
  }
}

export type Attributes = Record<string, unknown>;
export type { FieldErrors };

export interface RecordFlags {
  loading: boolean;
  saving: boolean;
  deleting: boolean;
  restoring: boolean;
  /** A call failed for a reason other than validation; the screen cannot go on with this record. */
  fatal: boolean;
}

export interface RecordOptions {
  client: ApiClient;
  /** Endpoint, braces filled from attributes: `/doctors/{doctor_id}/services`. */
  route: string;
  attributes?: Attributes;
  /** Validates before save; failure gives "Model did not pass validation". */
  schema?: z.ZodType;
  /** Update with PATCH instead of PUT. */
  patch?: boolean;
  /** SPEC §9: the default identifier field is `id`. */
  idField?: string;
  populate?: string[];
  translate: Translator;
  /** The error notice of showValidationErrors (SPEC §5: key check.input.correction). */
  notify?: (messageKey: string) => void;
}

export interface RecordSnapshot extends RecordFlags {
  attributes: Attributes;
  errors: FieldErrors;
}

const isIdentifier = (value: unknown): value is string | number =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.trim() !== '');

/**
 * One API record (SPEC §4 "Generic record flags"): fetch, save (POST without id, PUT with id, PATCH
 * in patch mode; a save already running is skipped), delete, restore, with 422 field errors kept on
 * the record. Observable, so a form re-renders on every change (see use-record.ts).
 */
export class ApiRecord {
  private state: RecordSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly idField: string;

  constructor(private readonly options: RecordOptions) {
    this.idField = options.idField ?? 'id';
    this.state = { attributes: { ...options.attributes }, errors: {}, loading: false, saving: false, deleting: false, restoring: false, fatal: false };
  }

  get snapshot(): RecordSnapshot {
    return this.state;
  }

  get id(): string | number | undefined {
    const value = this.state.attributes[this.idField];
    return isIdentifier(value) ? value : undefined;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private update(patch: Partial<RecordSnapshot>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Sets attributes; the identifier of a stored record never changes. */
  set(values: Attributes): void {
    const next = values[this.idField];
    if (this.id !== undefined && next !== undefined && String(next) !== String(this.id)) throw new RecordError(RECORD_ERRORS.overwriteId);
    const errors = { ...this.state.errors };
    for (const field of Object.keys(values)) delete errors[field];
    this.update({ attributes: { ...this.state.attributes, ...values }, errors });
  }

  /** The endpoint with `{field}` placeholders filled from the attributes. */
  endpoint(): string {
    const route = this.options.route?.trim();
    if (!route) throw new RecordError(RECORD_ERRORS.noEndpoint);
    return route.replace(/\{([^}]*)\}/g, (_, field: string) => {
      const value = this.state.attributes[field.trim()];
      if (!field.trim() || !isIdentifier(value)) throw new RecordError(RECORD_ERRORS.badRoute);
      return encodeURIComponent(String(value));
    });
  }

  private itemPath(suffix?: string): string {
    if (this.id === undefined) throw new RecordError(RECORD_ERRORS.badRoute);
    const path = `${this.endpoint().replace(/\/+$/, '')}/${encodeURIComponent(String(this.id))}`;
    return suffix ? `${path}/${suffix}` : path;
  }

  /** Runs one call under a flag; 422 keeps field errors, any other failure marks the record fatal. */
  private async run<T>(flag: keyof Omit<RecordFlags, 'fatal'>, call: () => Promise<T>): Promise<T> {
    this.update({ [flag]: true, fatal: false });
    try {
      const result = await call();
      this.update({ [flag]: false });
      return result;
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) this.update({ [flag]: false, errors: error.fieldErrors });
      else if (error instanceof ApiError && error.reason === 'aborted') this.update({ [flag]: false });
      else this.update({ [flag]: false, fatal: !(error instanceof RecordError) || error.message !== RECORD_ERRORS.invalid });
      throw error;
    }
  }

  async fetch(signal?: AbortSignal): Promise<Attributes> {
    return this.run('loading', async () => {
      const path = this.itemPath();
      const body = await this.options.client.get<{ data?: unknown } | undefined>(path, {
        signal,
        query: this.options.populate?.length ? { populate: this.options.populate } : undefined,
      });
      const data = body?.data;
      if (!data || typeof data !== 'object' || Array.isArray(data)) throw new RecordError(RECORD_ERRORS.noData);
      this.update({ attributes: data as Attributes, errors: {} });
      return data as Attributes;
    });
  }

  /** Validates against the schema; on failure stores translated field errors and throws. */
  validate(): Attributes {
    const { schema, translate } = this.options;
    const { [this.idField]: _id, ...attributes } = this.state.attributes;
    if (!schema) return attributes;
    // Stored records carry server-made fields (timestamps, localized names); send only what the schema knows.
    const shape = (schema as { shape?: Record<string, unknown> }).shape;
    const values = shape ? Object.fromEntries(Object.keys(shape).filter((key) => key in attributes).map((key) => [key, attributes[key]])) : attributes;
    const result = schema.safeParse(values, { reportInput: true });
    if (result.success) return result.data as Attributes;
    const errors = fieldErrorsFromZod(result.error, translate);
    this.update({ errors });
    throw new RecordError(RECORD_ERRORS.invalid, errors);
  }

  /**
   * Creates (POST) or updates (PUT, or PATCH in patch mode). Returns false when a save was already
   * running and this one was skipped.
   */
  async save(): Promise<boolean> {
    if (this.state.saving) return false;
    const body = this.validate();
    await this.run('saving', async () => {
      const { client, patch } = this.options;
      const creating = this.id === undefined;
      const answer = creating
        ? await client.post<unknown>(this.endpoint(), body)
        : patch
          ? await client.patch<unknown>(this.itemPath(), body)
          : await client.put<unknown>(this.itemPath(), body);
      this.accept(answer);
    });
    return true;
  }

  /** Takes in the save answer: nothing, `{data: {...}}` / a plain object, or the new identifier. */
  private accept(answer: unknown): void {
    if (answer === undefined || answer === null || answer === '') return this.update({ errors: {} });
    if (isIdentifier(answer)) return this.set({ [this.idField]: answer });
    if (typeof answer !== 'object' || Array.isArray(answer)) throw new RecordError(RECORD_ERRORS.badResponse);
    const data = 'data' in answer ? (answer as { data: unknown }).data : answer;
    if (isIdentifier(data)) return this.set({ [this.idField]: data });
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new RecordError(RECORD_ERRORS.badResponse);
    this.set(data as Attributes);
    this.update({ errors: {} });
  }

  async delete(): Promise<void> {
    await this.run('deleting', () => this.options.client.delete<unknown>(this.itemPath()));
  }

  async restore(): Promise<void> {
    await this.run('restoring', async () => {
      const answer = await this.options.client.patch<unknown>(this.itemPath('restore'));
      if (answer && typeof answer === 'object' && 'data' in answer) this.accept(answer);
    });
  }

  /** SPEC §5: shows the error notice check.input.correction and broadcasts the errors. */
  showValidationErrors(errors: FieldErrors = this.state.errors): void {
    this.options.notify?.('check.input.correction');
    this.update({ errors });
  }

  /** Broadcasts an empty set of errors. */
  clearValidationErrors(): void {
    this.update({ errors: {} });
  }
}
