import { Flex, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { PageButtons } from './page-buttons.tsx';

interface PagerProps {
  page: number;
  pageSize: number;
  /** Rows in all pages. */
  total: number;
  onPageChange: (page: number) => void;
  /** Shows the "25 por página" select. */
  onPageSizeChange?: (pageSize: number) => void;
  /** Name of the navigation landmark. */
  label?: string;
}

const PAGE_SIZES = [10, 25, 50, 100];

/** "1-25 de 135", rows per page and Anterior / Siguiente under a server-paged list. */
export const Pager = ({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  label = 'Paginación',
}: PagerProps) => {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Flex as="nav" aria-label={label} justify="space-between" align="center" gap="3" wrap="wrap">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {total === 0 ? 'Sin resultados' : `${from}-${to} de ${total}`}
      </Text>
      {/* On a phone the buttons wrap under the select rather than squeezing it ("25 por pági…"). */}
      <HStack gap="2" wrap="wrap" justify="flex-end">
        {onPageSizeChange && (
          <NativeSelect.Root size="sm" width="auto" flexShrink={0}>
            <NativeSelect.Field
              aria-label="Filas por página"
              minW="max-content"
              value={pageSize}
              onChange={(e) => onPageSizeChange(Number(e.target.value))}
            >
              {PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n} por página
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        <PageButtons page={page} pages={pages} onPageChange={onPageChange} />
      </HStack>
    </Flex>
  );
};
