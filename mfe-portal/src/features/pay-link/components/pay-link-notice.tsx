import { Alert } from '@academias/shared/ui';
import { payLinkTexts } from '../pay-link-texts.ts';

/** Why a personal pay link shows nothing to pay, and what to do: search with the RUT below. */
export const PayLinkNotice = ({ message }: { message: string }) => (
  <Alert.Root status="info" borderRadius="lg" role="status">
    <Alert.Indicator />
    <Alert.Content>
      <Alert.Title>{payLinkTexts.closedTitle}</Alert.Title>
      <Alert.Description>
        {message} {payLinkTexts.useRut}
      </Alert.Description>
    </Alert.Content>
  </Alert.Root>
);
