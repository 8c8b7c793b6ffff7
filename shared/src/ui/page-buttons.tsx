import { Button, Text } from '@chakra-ui/react';

interface PageButtonsProps {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
}

/**
 * Anterior, "Página 2 de 5", Siguiente: the page controls of a list (Pager adds the range).
 * No wrapper of its own, so on a narrow screen they shrink together with their neighbours.
 */
export const PageButtons = ({ page, pages, onPageChange }: PageButtonsProps) => (
  <>
    <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
      Anterior
    </Button>
    <Text fontSize="sm">
      Página {page} de {pages}
    </Text>
    <Button
      size="sm"
      variant="outline"
      disabled={page >= pages}
      onClick={() => onPageChange(page + 1)}
    >
      Siguiente
    </Button>
  </>
);
