import { ExportButton, type RowSelection } from '@academias/shared/ui';
import { fetchChargesByIds } from '../api/bulk-payment-queries.ts';
import { fetchAllCharges } from '../api/charge-queries.ts';
import { chargeExportColumns } from '../charge-export.ts';

interface SelectionExportButtonProps {
  selection: RowSelection;
  total: number;
  /** The list's query: what "all of this filter" exports. */
  filterQuery: Parameters<typeof fetchAllCharges>[0];
}

/** The ticked charges' rows, all pages: by id, or the list's own filter for "all N of this filter". */
export const selectedChargeRows = (
  selection: Pick<RowSelection, 'keys' | 'allOfFilter'>,
  filterQuery: Parameters<typeof fetchAllCharges>[0],
) =>
  selection.allOfFilter
    ? fetchAllCharges(filterQuery)
    : fetchChargesByIds([...selection.keys].map(Number));

/** "Exportar selección (N)": only the ticked charges (or the whole filter), same columns as Exportar. */
export const SelectionExportButton = ({
  selection,
  total,
  filterQuery,
}: SelectionExportButtonProps) => {
  const count = selection.count(total);
  if (count === 0) return null;
  return (
    <ExportButton
      label={`Exportar selección (${count})`}
      fileName="cobros-seleccion"
      columns={chargeExportColumns}
      getRows={() => selectedChargeRows(selection, filterQuery)}
    />
  );
};
