import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons on the right (new, export ...). */
  actions?: ReactNode;
}

/** The title block every module page starts with; the h1 of the page. */
export const PageHeader = ({ title, description, actions }: PageHeaderProps) => (
  <Flex
    as="header"
    gap="4"
    align={{ base: 'stretch', md: 'flex-start' }}
    direction={{ base: 'column', md: 'row' }}
    mb="6"
  >
    <Stack gap="1" flex="1">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {description && <Text color="fg.muted">{description}</Text>}
    </Stack>
    {actions && (
      <Flex gap="2" wrap="wrap">
        {actions}
      </Flex>
    )}
  </Flex>
);
