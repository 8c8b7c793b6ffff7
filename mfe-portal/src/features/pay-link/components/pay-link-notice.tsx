import { Alert } from '@academias/shared/ui';
import { payLinkTexts } from '../pay-link-texts.ts';

/** Why a personal pay link shows nothing to pay, and what to do: search with the RUT above. */
export const PayLinkNotice = ({ message }: { message: string }) => (
  <Alert.Root status="info" borderRadius="lg" role="status">
    <Alert.Indicator />
    <Alert.Content>
      <Alert.Title>{payLinkTexts.closedTitle}</Alert.Title>
      {/* The server's explanations already point to the RUT search above. */}
      <Alert.Description>{message}</Alert.Description>
    </Alert.Content>
  </Alert.Root>
);
