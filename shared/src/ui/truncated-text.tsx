import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * One line cut with "…": the full text shows on hover (title) and, for keyboard users, when the
 * cell takes focus (the line unfolds), so a wide column never pushes the row actions away.
 */
export const TruncatedText = ({
  children,
  maxW = '16rem',
}: {
  children: ReactNode;
  maxW?: string;
}) => {
  const text =
    typeof children === 'string' || typeof children === 'number' ? String(children) : undefined;
  return (
    <chakra.span
      display="block"
      maxW={maxW}
      overflow="hidden"
      textOverflow="ellipsis"
      whiteSpace="nowrap"
      title={text}
      tabIndex={text ? 0 : undefined}
      borderRadius="sm"
      _focusVisible={{
        whiteSpace: 'normal',
        overflow: 'visible',
        outline: '2px solid',
        outlineColor: 'colorPalette.focusRing',
      }}
    >
      {children}
    </chakra.span>
  );
};
