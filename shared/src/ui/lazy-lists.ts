import { onDemand } from '../app/on-demand.ts';
import { lazyComponent, lazyHook } from './lazy-parts.ts';

type Lists = typeof import('./lists.ts');

export const lists = onDemand<Lists>(() => import('./lists.ts'));

/** The list kit's code (lists.ts), now: tests load it before rendering. */
export const loadLists = (): Promise<Lists> => lists();

/** On an intent to open a module (the pointer over its menu entry, the focus on it). */
export const preloadLists = (): void => lists.preload();

export const DataTable = lazyComponent(lists, 'DataTable');
export const ExportButton = lazyComponent(lists, 'ExportButton');
export const FilterSelect = lazyComponent(lists, 'FilterSelect');
export const ListFilters = lazyComponent(lists, 'ListFilters');
export const ListPage = lazyComponent(lists, 'ListPage');
export const PageButtons = lazyComponent(lists, 'PageButtons');
export const Pager = lazyComponent(lists, 'Pager');
export const PercentHistoryTable = lazyComponent(lists, 'PercentHistoryTable');
export const RowActions = lazyComponent(lists, 'RowActions');
export const SearchInput = lazyComponent(lists, 'SearchInput');
export const SelectionExportButton = lazyComponent(lists, 'SelectionExportButton');
export const ServerExportButton = lazyComponent(lists, 'ServerExportButton');
export const useRowSelection = lazyHook(lists, 'useRowSelection');
export const useUrlListState = lazyHook(lists, 'useUrlListState');
