/** How many of a list's filters differ from their defaults (for "Filtros (n)"). */
export const countActiveFilters = <F extends string>(
  filters: Record<F, string>,
  defaults: Record<F, string>,
): number => (Object.keys(defaults) as F[]).filter((k) => filters[k] !== defaults[k]).length;
