import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { call } from '../../api/call.ts';
import { accountApi } from '../account/on-demand.ts';
import { useApiForm } from '../forms/use-api-form.ts';

/**
 * Code a public form needs only once someone fills it in: the shared contracts (the API's own zod
 * schemas) and the API client. Loaded on first focus, so neither is in the page's first chunk
 * (ARCHITECTURE §8 budget).
 */
export const feedbackContracts = () => import('../../../contracts/feedback.ts');
const formRoutes = () => import('../../../contracts/routes/public-forms.ts');
type FeedbackContracts = Awaited<ReturnType<typeof feedbackContracts>>;

export function preloadPublicFormCode(): void {
  void feedbackContracts();
  void formRoutes();
  void accountApi();
}

/** The route a form posts to, by the name of its declaration (contracts/routes/public-forms.ts). */
export type PublicFormRoute = keyof Awaited<ReturnType<typeof formRoutes>>;

export interface PublicFormOptions<V extends Record<string, string>> {
  /** DOM id prefix: field `f` is `${id}-f`. */
  id: string;
  route: PublicFormRoute;
  /** Fields in screen order (focus goes to the first one in error). */
  fields: readonly (keyof V & string)[];
  empty: V;
  schema: (contracts: FeedbackContracts) => z.ZodType;
  /** What the API takes: blank optional values left out, so the contract says "required" only where it is. */
  body: (values: V) => Record<string, unknown>;
  /** After the server took it (a cabinet refreshes its list of requests). */
  onSent?: () => void;
}

/**
 * One public submission form (docs/decisions/080): checks the input with the API's contract, posts it,
 * and shows the server's confirmation; on a refusal the input stays, 422 texts go under their fields and
 * a 429 message above them. The honeypot `website` is sent only when something filled it in.
 */
export function usePublicForm<V extends Record<string, string>>(options: PublicFormOptions<V>) {
  const form = useApiForm(options.id, options.fields);
  const [values, setValues] = useState<V>(options.empty);
  const [trap, setTrap] = useState('');
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);

  const change = (field: keyof V & string, value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setConfirmation(null);
    const body = { ...options.body(values), ...(trap ? { website: trap } : {}) };
    if (!(await form.check(async () => options.schema(await feedbackContracts()), body))) return;
    const sent = await form.submit(async () => {
      const answer = await call((await formRoutes())[options.route], { body, expected: [422, 429], client: await accountApi() });
      setConfirmation(answer.data.message);
    });
    if (!sent) return;
    options.onSent?.();
    setValues(options.empty);
    setTrap('');
    requestAnimationFrame(() => confirmationRef.current?.focus());
  }

  return {
    form,
    values,
    change,
    trap: { value: trap, onChange: setTrap },
    confirmation,
    confirmationRef,
    onSubmit,
    /** Props of every text field: id, name, value, change handler and its error. */
    field: (name: keyof V & string) => ({
      id: form.fieldId(name),
      name,
      value: values[name],
      onChange: (event: { currentTarget: { value: string } }) => change(name, event.currentTarget.value),
      error: form.errorOf(name),
    }),
  };
}

export type PublicForm = ReturnType<typeof usePublicForm>;

/** The value when the visitor typed something, else nothing (the key is left out of the body). */
export const given = (value: string): string | undefined => (value.trim() === '' ? undefined : value);
