import type { z } from 'zod';
import type { FieldErrors } from '../../contracts/errors.ts';
import { ApiError, type ApiClient } from './client.ts';
import { ConflictError, RecordError, RECORD_ERRORS, type Attributes } from './record-errors.ts';
import { fieldErrorsFromZod, type Translator } from './schema-messages.ts';

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
  /**
   * The record's version field (docs/decisions/192): an update sends the version it was read at; a 409 that
   * names the field becomes `conflict` (with the record read again) instead of a failure.
   */
  versionField?: string;
}

/** A save refused because someone else changed the record: what this form read, and what is stored now. */
export interface RecordConflict {
  read: Attributes;
  current: Attributes;
}

export interface RecordSnapshot extends RecordFlags {
  attributes: Attributes;
  errors: FieldErrors;
  /** Set by a save that found the record changed (with `versionField`), until `resolveConflict`. */
  conflict: RecordConflict | null;
}

const isObject = (value: unknown): value is Attributes => !!value && typeof value === 'object' && !Array.isArray(value);

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
  /** The record as last read from or written to the server: the "before" of a conflict. */
  private stored: Attributes = {};

  constructor(private readonly options: RecordOptions) {
    this.idField = options.idField ?? 'id';
    this.state = {
      attributes: { ...options.attributes },
      errors: {},
      loading: false,
      saving: false,
      deleting: false,
      restoring: false,
      fatal: false,
      conflict: null,
    };
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
      else if (error instanceof ConflictError) this.update({ [flag]: false, conflict: { read: this.stored, current: error.current } });
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
      if (!isObject(data)) throw new RecordError(RECORD_ERRORS.noData);
      this.stored = data;
      this.update({ attributes: data, errors: {}, conflict: null });
      return data;
    });
  }

  /** Validates against the schema; on failure stores translated field errors and throws. */
  validate(): Attributes {
    const { schema, translate } = this.options;
    const { [this.idField]: _id, ...attributes } = this.state.attributes;
    if (!schema) return attributes;
    // Stored records carry server-made fields (timestamps, localized names); send only what the schema knows.
    const shape = (schema as { shape?: Record<string, unknown> }).shape;
    const values = shape
      ? Object.fromEntries(
          Object.keys(shape)
            .filter((key) => key in attributes)
            .map((key) => [key, attributes[key]]),
        )
      : attributes;
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
      const { client, patch, versionField } = this.options;
      const creating = this.id === undefined;
      const version = versionField ? this.state.attributes[versionField] : undefined;
      const versioned = !creating && versionField && typeof version === 'number' ? { ...body, [versionField]: version } : body;
      // A 409 of a versioned save is this record's conflict, shown by the form rather than as a failure toast.
      const request = versionField ? { expected: [409] } : undefined;
      const answer = creating
        ? await client.post<unknown>(this.endpoint(), body)
        : await (patch ? client.patch<unknown>(this.itemPath(), versioned, request) : client.put<unknown>(this.itemPath(), versioned, request)).catch(
            (error: unknown) => this.conflictOf(error),
          );
      this.accept(answer);
      this.stored = this.state.attributes;
      if (this.state.conflict) this.update({ conflict: null });
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
    if (!isObject(data)) throw new RecordError(RECORD_ERRORS.badResponse);
    this.set(data);
    this.update({ errors: {} });
  }

  /**
   * A refused versioned save: a 409 naming the version field means someone else saved first. The answer carries
   * the record as it is now (`current`, docs/decisions/213) unless the form needs relations populated or the
   * server sent none; then the record is read again. Any other failure (or a failed read) stays what it was.
   */
  private async conflictOf(error: unknown): Promise<never> {
    const { versionField, client, populate } = this.options;
    if (!versionField || !(error instanceof ApiError) || error.status !== 409) throw error;
    if (!error.body?.errors?.[versionField]) {
      this.options.notify?.('error.conflict');
      throw error;
    }
    const sent = error.body.current;
    if (isObject(sent) && !populate?.length) throw new ConflictError(error, sent);
    const body = await client
      .get<{ data?: unknown } | undefined>(this.itemPath(), { query: populate?.length ? { populate } : undefined })
      .catch(() => undefined);
    if (!isObject(body?.data)) throw error;
    throw new ConflictError(error, body.data);
  }

  /**
   * After a conflict: `theirs` takes the stored record (what was typed is lost); `mine` keeps what was typed
   * and adopts the stored version, so the next save overwrites their change on purpose.
   */
  resolveConflict(choice: 'theirs' | 'mine'): void {
    const { conflict } = this.state;
    const { versionField } = this.options;
    if (!conflict || !versionField) return;
    this.stored = conflict.current;
    const attributes = choice === 'theirs' ? conflict.current : { ...this.state.attributes, [versionField]: conflict.current[versionField] };
    this.update({ attributes, errors: choice === 'theirs' ? {} : this.state.errors, conflict: null });
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
