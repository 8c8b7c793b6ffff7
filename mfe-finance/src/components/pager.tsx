import { Button, HStack, Text } from '@academias/shared/ui';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** "Mostrando 21-40 de 135" with previous/next buttons; a navigation landmark of its own. */
export const Pager = ({ page, pageSize, total, onPageChange }: PagerProps) => {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <HStack as="nav" aria-label="Paginación" justify="space-between" wrap="wrap" gap="2">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Mostrando {from}-{to} de {total}
      </Text>
      <HStack gap="2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1}
        >
          Anterior
        </Button>
        <Text fontSize="sm">
          Página {page} de {pages}
        </Text>
        <Button
          size="sm"
          variant="outline"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= pages}
        >
          Siguiente
        </Button>
      </HStack>
    </HStack>
  );
};
