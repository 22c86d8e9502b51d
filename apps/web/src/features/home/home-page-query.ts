import { idQuery } from '@marketplace/contract/paging';
import { z } from 'zod';
import { parsePageQuery, type SearchParams } from '@/lib/page-query';

/**
 * Spec 01 §2 home query variant, a category's items on the home page:
 * ?search=category&id=..&module_id=..&data_type=category&from=allCategories.
 */
const HomeQueryShape = {
  search: z.string(),
  id: idQuery('id'),
  module_id: idQuery('module_id'),
  data_type: z.string(),
  from: z.string(),
};

export type HomeQuery = {
  /** The category whose items the home shows instead of its sections. */
  categoryId: number | null;
  /** A module named in the link, which wins over the remembered one. */
  moduleId: number | null;
  fromAllCategories: boolean;
};

export function readHomeQuery(params: SearchParams): HomeQuery {
  const query = parsePageQuery(HomeQueryShape, params);
  const isCategory = query.search === 'category' || query.data_type === 'category';
  return {
    categoryId: isCategory ? (query.id ?? null) : null,
    moduleId: query.module_id ?? null,
    fromAllCategories: query.from === 'allCategories',
  };
}
