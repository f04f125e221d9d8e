import { HANDBOOK_DICTIONARIES, type HandbookOption } from '../../contracts/handbooks.ts';
import type { ListEnvelope } from '../../contracts/envelope.ts';
import { DEFAULT_PAGE, parseSort, SKIP_PAGINATION_MAX, type ListQuery } from '../../contracts/list-query.ts';
import type { FindDefinition } from './populate.ts';
import type { CallContext, ResourceRecord } from './types.ts';
import type { ResourceDefinition } from '../../resources/define.ts';

type List = (definition: ResourceDefinition, query: ListQuery, context: CallContext) => Promise<ListEnvelope<ResourceRecord>>;

const ALL_ACTIVE: ListQuery = {
  page: DEFAULT_PAGE,
  limit: SKIP_PAGINATION_MAX,
  skipPagination: true,
  sort: [],
  filters: { kind: 'condition', field: 'status', operator: '$eq', value: 'active' },
  populate: [],
  search: undefined,
  trashed: 'without',
  fields: '*',
};

/** The dictionaries of `GET /handbooks`: active records as `{key: code, value: name}`, in display order. */
export async function handbookDictionaries(
  list: List,
  findDefinition: FindDefinition,
  locale: CallContext['locale'],
): Promise<Record<string, HandbookOption[]>> {
  const handbooks: Record<string, HandbookOption[]> = {};
  for (const [category, name] of Object.entries(HANDBOOK_DICTIONARIES)) {
    const definition = findDefinition(name);
    if (!definition) continue;
    const { data } = await list(definition, { ...ALL_ACTIVE, sort: parseSort(definition.defaultSort) ?? [] }, { locale, user: null });
    handbooks[category] = data.map((record) => ({ key: String(record.code), value: String(record.name) }));
  }
  return handbooks;
}
