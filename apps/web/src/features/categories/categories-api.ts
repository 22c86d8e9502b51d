import { categoryList } from '@marketplace/contract/endpoints/categories';
import { callApi } from '@/lib/api-client';

/** The module's categories, from the browser. */
export function fetchModuleCategories(moduleId: number | null, signal?: AbortSignal) {
  return callApi(categoryList, { headers: { moduleId: String(moduleId) }, signal });
}
