/**
 * The one door to Chakra UI for every front end (docs/design.md §3): the system, the provider and
 * the components the product uses. This entry is a federation singleton and singletons are not
 * tree-shaken, so add a component here only when a module uses it.
 */
export {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  CloseButton,
  Code,
  Container,
  EmptyState,
  Field,
  Fieldset,
  Flex,
  Grid,
  GridItem,
  Group,
  Heading,
  HStack,
  Icon,
  IconButton,
  Input,
  Link,
  List,
  NativeSelect,
  Portal,
  Separator,
  SimpleGrid,
  Skeleton,
  Spinner,
  Stack,
  Stat,
  Table,
  Text,
  Textarea,
  VisuallyHidden,
  VStack,
  chakra,
} from '@chakra-ui/react';
export type {
  ButtonProps,
  BoxProps,
  FlexProps,
  StackProps,
  InputProps,
  TextProps,
} from '@chakra-ui/react';

export {
  Checkbox,
  Collapsible,
  Progress,
  RadioGroup,
  Switch,
  Tabs,
  preloadCheckbox,
  preloadControls,
} from './lazy-controls.ts';
export { withKit, type KitPart } from './with-kit.ts';
export { system } from './system.ts';
export { UiProvider } from './ui-provider.tsx';
export { toaster, Toaster } from './toaster.tsx';
export { showUndoToast, UNDO_MS } from './undo-toast.ts';
export { DeleteWithUndoDialog } from './delete-with-undo-dialog.tsx';
export { DatedEntryRemove } from './dated-entry-remove.tsx';
export { PageHeader } from './page-header.tsx';
export { SectionCard } from './section-card.tsx';
export { FactList } from './fact-list.tsx';
export { tableQueryProps, wholeTableProps } from './table-query-props.ts';
export { FormField } from './form-field.tsx';
export { OptionsSelect, SelectField, type SelectOption } from './select-field.tsx';
export { ClpInput, parseClpInput } from './clp-input.tsx';
export { RutInput, cleanRutInput } from './rut-input.tsx';
export { ConfirmDialog } from './confirm-dialog.tsx';
export type { DataColumn, DataTableProps, SortState } from './data-table.tsx';
export { CompactTable, type CompactColumn } from './compact-table.tsx';
export { FormDialog } from './form-dialog.tsx';
export { useDialogSubmit } from './use-dialog-submit.ts';
export { DetailDialog } from './detail-dialog.tsx';
export { DialogFrame } from './dialog-frame.tsx';
export { DrawerFrame } from './drawer-frame.tsx';
export { selectedRows } from './selected-rows.ts';
export {
  DateInput,
  DATE_INPUT_ERROR,
  dateInputError,
  formatDateTyping,
  isIsoDate,
  parseDateInput,
} from './date-input.tsx';
export { MonthInput } from './month-input.tsx';
export type { RowSelection, RowKey } from './use-row-selection.ts';
export type { RowAction } from './row-actions.tsx';
export { MenuButton, type MenuEntry } from './menu-button.tsx';
export { TruncatedText } from './truncated-text.tsx';
export { useNarrowScreen } from './use-narrow-screen.ts';
export type { ListPageProps } from './list-page.tsx';
export { countActiveFilters } from './list-filter-count.ts';
export {
  DataTable,
  ExportButton,
  FilterSelect,
  ListFilters,
  ListPage,
  PageButtons,
  Pager,
  PercentHistoryTable,
  RowActions,
  SearchInput,
  SelectionExportButton,
  ServerExportButton,
  preloadLists,
  useRowSelection,
  useUrlListState,
} from './lazy-lists.ts';
