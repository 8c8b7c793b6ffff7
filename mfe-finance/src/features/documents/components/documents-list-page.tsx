import { ListPage, ServerExportButton, tableQueryProps } from '@academias/shared/ui';
import { useUserKind } from '../../../api/use-user-kind.ts';
import { DateRangeFilter } from '../../../components/date-filter.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { dateRangeFilter } from '../../../dates/date-range.ts';
import { useUrlListParams } from '../../../hooks/use-url-list-params.ts';
import { staffSearch } from '../../../lib/staff-search.ts';
import { WardFilter } from '../../wards/components/ward-filter.tsx';
import { wardStudentId } from '../../wards/ward-param.ts';
import { useDocuments } from '../api/document-queries.ts';
import { documentColumns } from './document-columns.tsx';

const sorts = ['issuedAt', 'folio', 'total', 'id'] as const;

/** Documentos Emitidos (admin) / Boletas Generadas (teacher, student): boletas with their PDF. */
export default function DocumentsListPage() {
  const kind = useUserKind();
  const listState = useUrlListParams({
    sorts,
    sort: { key: 'issuedAt', order: 'desc' },
    filters: { type: '', state: '', from: '', to: '', alumno: '' },
  });
  const { filters, setFilters } = listState;
  const wardId = wardStudentId(kind, filters.alumno);
  const { from, to, error: datesError, query: dates } = dateRangeFilter(filters.from, filters.to);
  const query = {
    ...listState.query,
    ...(filters.type === '39' || filters.type === '41'
      ? { type: Number(filters.type) as 39 | 41 }
      : {}),
    ...(filters.state === 'emitida' || filters.state === 'anulada'
      ? { state: filters.state as 'emitida' | 'anulada' }
      : {}),
    ...dates,
    ...(wardId ? { studentId: wardId } : {}),
  };
  const list = useDocuments(query);

  return (
    <ListPage
      title={kind === 'admin' ? 'Documentos Emitidos' : 'Boletas Generadas'}
      description={
        kind === 'admin'
          ? 'Boletas emitidas por cada pago aprobado.'
          : kind === 'teacher'
            ? 'Boletas de los pagos de tus academias.'
            : 'Las boletas de tus pagos.'
      }
      actions={
        <ServerExportButton
          list="documents"
          fileName="boletas"
          query={query}
          disabled={datesError !== null}
          total={list.data?.total}
        />
      }
      activeFilters={[filters.type, filters.state, from, to].filter(Boolean).length}
      filters={
        <>
          <FilterSelect
            label="Tipo de documento"
            value={filters.type}
            onChange={(type) => setFilters({ type })}
          >
            <option value="">Todos</option>
            <option value="41">Boleta exenta (41)</option>
            <option value="39">Boleta afecta (39)</option>
          </FilterSelect>
          <FilterSelect
            label="Estado"
            value={filters.state}
            onChange={(state) => setFilters({ state })}
          >
            <option value="">Todos</option>
            <option value="emitida">Emitida</option>
            <option value="anulada">Anulada</option>
          </FilterSelect>
          <DateRangeFilter from={from} to={to} error={datesError} onChange={setFilters} />
        </>
      }
      caption="Documentos emitidos"
      columnsId="documentos"
      columns={documentColumns(kind === 'admin')}
      rowKey={(d) => d.id}
      {...tableQueryProps(list)}
      {...listState.tableProps}
      {...staffSearch(kind, listState, 'Receptor, RUT o folio')}
      fetching={list.isFetching}
      emptyText="No hay boletas. Cambia los filtros. Cada pago aprobado emite su boleta y aparecerá aquí."
    >
      <WardFilter alumno={filters.alumno} onChange={(alumno) => setFilters({ alumno })} />
    </ListPage>
  );
}
