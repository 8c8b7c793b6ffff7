import { Alert, Button, Stack, Text } from '@academias/shared/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Shown to the user: which part of the app failed. */
  label: string;
  /** A change (another page) clears the error, so moving on never keeps a stale fallback. */
  resetKey: string;
  onRetry: () => Promise<void> | void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: string;
}

/**
 * One per remote: a remote that cannot load or throws while rendering shows this fallback
 * inside the layout; the menu, the other modules and logout keep working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('error generated', error, info.componentStack);
  }

  private retry = async (): Promise<void> => {
    await this.props.onRetry();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <Alert.Root status="error" variant="surface" role="alert" alignItems="flex-start">
        <Alert.Indicator />
        <Stack gap="3" flex="1">
          <Alert.Title>No pudimos cargar {this.props.label}.</Alert.Title>
          <Text>
            Puede ser un problema de conexión o una actualización en curso. El resto de la
            aplicación sigue disponible desde el menú.
          </Text>
          <div>
            <Button size="sm" onClick={() => void this.retry()}>
              Reintentar
            </Button>
          </div>
        </Stack>
      </Alert.Root>
    );
  }
}
