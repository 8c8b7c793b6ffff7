import { Alert } from '@academias/shared/ui';

/** An error of the whole form (not of one field), announced to screen readers. */
export const FormAlert = ({ message }: { message: string | undefined }) =>
  message ? (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  ) : null;
